// The bench's certifications: company certifications (one per company at full size, 50,000: mostly in effect, some
// expired, rejected or under review) and personal certifications (300,000 over the companies' members, in every
// status, paid by transfer, redeem code or nothing), seeded in bulk with the owner's rights and the secondary indexes
// rebuilt after the load, each on its own count check so a reused database keeps them.
import pg from 'pg';

export const benchCompanyCertificationCount = (): number => Number(process.env.BENCH_COMPANY_CERTIFICATIONS ?? 50_000);
export const benchPersonalCertificationCount = (): number => Number(process.env.BENCH_PERSONAL_CERTIFICATIONS ?? 300_000);

const tables = ['app_public.company_certifications', 'app_public.personal_certifications', 'app_public.point_usage_approvals'] as const;

export interface CertificationSeed {
  reused: boolean;
  parts: string[];
}

export const seedCertifications = async (
  rootUrl: string,
  { companyCertifications, personalCertifications, vendorRootUserId }: { companyCertifications: number; personalCertifications: number; vendorRootUserId: string },
): Promise<CertificationSeed> => {
  const started = performance.now();
  const db = new pg.Client({ connectionString: rootUrl });
  await db.connect();
  try {
    const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    if ((await count(tables[0])) === companyCertifications && (await count(tables[1])) >= personalCertifications) {
      await db.query(`vacuum analyze ${tables.join(', ')}`);
      return { reused: true, parts: ['certifications reused'] };
    }
    await db.query('begin');
    await db.query(`set local session_replication_role = replica`);
    await db.query(`set local maintenance_work_mem = '512MB'`);
    await db.query(`truncate ${tables.join(', ')} cascade`);
    const { rows: indexes } = await db.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       where i.indrelid = any ($1::regclass[]) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [tables],
    );
    for (const index of indexes) await db.query(`drop index ${index.name}`);

    // One per company (in id order) up to the count: 70 % in effect, 15 % expired, 10 % rejected, 5 % under review.
    await db.query(
      `insert into app_public.company_certifications (company_id, plan_id, applied_level_id, approved_level_id, applicant_id,
         status, approver_id, reviewed_at, audit_comment, certificate_number, certificate_to_company_name, grant_date,
         expired_date, created_at, closed_at)
       select c.id, p.id, l.id, case when s.status in ('VALIDATING', 'EXPIRED') then l.id end, null, s.status::app_public.company_certification_status,
              case when s.status <> 'WAITING_APPROVAL' then $2::uuid end,
              case when s.status <> 'WAITING_APPROVAL' then now() - make_interval(days => 200 + c.n % 300) end,
              case when s.status = 'REJECTED' then 'Documents incomplete' end,
              case when s.status in ('VALIDATING', 'EXPIRED') then 'BENCH-' || c.n end, c.name,
              case when s.status in ('VALIDATING', 'EXPIRED') then current_date - (200 + c.n % 300) end,
              case when s.status = 'VALIDATING' then current_date + (30 + c.n % 330)
                   when s.status = 'EXPIRED' then current_date - (1 + c.n % 100) end,
              now() - make_interval(days => 210 + c.n % 300),
              case when s.status in ('EXPIRED', 'REJECTED') then now() - make_interval(days => c.n % 100) end
       from (select row_number() over (order by id)::int as n, id, name, site from app_public.companies order by id limit $1) c
       join app_public.certification_plans p on p.site = c.site
       cross join lateral (select case when c.n % 20 < 14 then 'VALIDATING' when c.n % 20 < 17 then 'EXPIRED'
                                        when c.n % 20 < 19 then 'REJECTED' else 'WAITING_APPROVAL' end as status) s
       join lateral (select l.id from app_public.certification_levels l where l.plan_id = p.id
                     order by l.rank offset (c.n % (select count(*) from app_public.certification_levels l2 where l2.plan_id = p.id)) limit 1) l on true`,
      [companyCertifications, vendorRootUserId],
    );
    await db.query(
      `update app_public.companies co set certification_level_id = cc.approved_level_id
       from app_public.company_certifications cc where cc.company_id = co.id and cc.status = 'VALIDATING'`,
    );

    // Over the companies' members in id order, one type each (alternating), up to the count: every status.
    await db.query(
      `insert into app_public.personal_certifications (applicant_id, company_id, type_id, version, site, real_name,
         payment_method, currency, deducted_money, delivery_contact_name, delivery_contact_prefix, delivery_contact_number,
         delivery_address, status, approver_id, reviewed_at, audit_comment, certificate_number, certificate_to_user_name,
         grant_date, expired_date, created_at, closed_at)
       select u.root_user_id, u.company_id, 1 + u.n % 2, 'V6.0', c.site, left(u.name, 50),
              (case u.n % 3 when 0 then 'TRANSFER_ACCOUNTS' when 1 then 'REDEEM_CODE' else 'NO_PAYMENT' end)::app_public.personal_certification_payment_method,
              case c.site when 'GLOBAL' then 'USD' else 'CNY' end::app_public.currency,
              case when u.n % 3 = 0 then 860 else 0 end,
              left(u.name, 50), '+86', '13800000000', 'Bench Road ' || u.n,
              s.status::app_public.personal_certification_status,
              case when s.status <> 'COMMITTED' then $2::uuid end,
              case when s.status <> 'COMMITTED' then now() - make_interval(days => u.n % 700) end,
              case when s.status = 'REJECTED' then 'Receipt unreadable' end,
              case when s.status in ('VALIDATING', 'EXPIRED') then 'BENCH-' || u.n end,
              case when s.status in ('VALIDATING', 'EXPIRED') then left(u.name, 50) end,
              case when s.status in ('VALIDATING', 'EXPIRED') then current_date - (100 + u.n % 600) end,
              case when s.status = 'VALIDATING' then current_date + (1 + u.n % 600) when s.status = 'EXPIRED' then current_date - (1 + u.n % 100) end,
              now() - make_interval(days => u.n % 730),
              case when s.status in ('EXPIRED', 'REJECTED', 'CANCELED') then now() - make_interval(days => u.n % 100) end
       from (select row_number() over (order by u.id)::int as n, u.root_user_id, u.company_id, u.name
             from app_public.users u where u.company_id is not null and u.status = 'JOINED' order by u.id limit $1) u
       join app_public.companies c on c.id = u.company_id
       cross join lateral (select case u.n % 20 when 0 then 'COMMITTED' when 1 then 'COMMITTED' when 2 then 'REJECTED'
                                      when 3 then 'CANCELED' when 4 then 'EXPIRED' when 5 then 'WAITING_APPROVAL'
                                      when 6 then 'WAITING_APPROVAL' when 7 then 'WAITING_APPROVAL' else 'VALIDATING' end as status) s`,
      [personalCertifications, vendorRootUserId],
    );
    for (const index of indexes) await db.query(index.definition);
    await db.query('commit');
    // the steady state autovacuum keeps: statistics, and the visibility map that lets a count read an index alone
    await db.query(`vacuum analyze ${tables.join(', ')}`);
    const seeded = `${await count(tables[0])} company and ${await count(tables[1])} personal certifications seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`;
    return { reused: false, parts: [seeded] };
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
};

/**
 * The point usage the bench's hold and spend are measured on: a regular member of the company with the most point lots
 * applies for SCF paid by the company's market points (the hold), and the company's partner administrator approves
 * the usage (the spend). Both commands use up what they act on (one application in progress per person and type; an
 * approval is decided once), so each request and each replay of its SQL twin is prepared outside the measured time:
 * the member's application in progress is cancelled as the product cancels it (held points released, spent points
 * returned to the company as a new lot) and then removed (a person has a handful of applications, not the thousands
 * a run makes), and for the spend a fresh application is made through the product's command as the member, whose
 * approval the request then names.
 */
export interface PointUsageBench {
  applicantRootUserId: string;
  /** The apply command's input, as the portal's apply dialog builds it. */
  applyInput: Record<string, unknown>;
  /** Before a hold: nothing of the member's in progress. */
  prepareHold(): Promise<Record<string, string>>;
  /** Before a spend: a fresh application waiting for the company's approval; its approval's id. */
  prepareSpend(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

const benchCancelReason = 'Bench: measured again';

export const pointUsageBench = async (ownerUrl: string, companyId: string, approverRootUserId: string): Promise<PointUsageBench> => {
  const db = new pg.Client({ connectionString: ownerUrl });
  await db.connect();
  const { rows: [type] } = await db.query<{ id: number }>(`select id from app_public.personal_certification_types where key = 'SCF'`);
  const { rows: [company] } = await db.query<{ site: string }>('select site from app_public.companies where id = $1', [companyId]);
  // The first member (by id) other than the approver without an SCF certification under review or in effect.
  const { rows: [member] } = await db.query<{ root_user_id: string; name: string }>(
    `select u.root_user_id, u.name from app_public.users u
     where u.company_id = $1 and u.status = 'JOINED' and u.root_user_id <> $2
       and not exists (select 1 from app_public.personal_certifications c
                       where c.applicant_id = u.root_user_id and c.type_id = $3 and c.status in ('WAITING_APPROVAL', 'VALIDATING'))
     order by u.id limit 1`,
    [companyId, approverRootUserId, type!.id],
  );
  if (!type || !company || !member) throw new Error('bench: no member of the point company can apply for SCF');
  const applyInput = {
    typeId: type.id, realName: member.name.slice(0, 50), site: company.site, paymentMethod: 'POINT_DEDUCTION', companyId,
    pointType: 'MARKET_POINT', receiptFileId: null, redeemCodeId: null, deliveryAddressId: null,
    deliveryContactName: 'Li Wei', deliveryContactPrefix: '+86', deliveryContactNumber: '13800000000',
    deliveryAddress: 'Bench Road 1, Pudong, Shanghai', wantsInvoice: false, invoiceContentType: null, invoiceTitleType: null,
    invoiceTitle: null, invoiceCompanyName: null, invoiceTaxNumber: null, invoiceReceiverEmail: null,
  };
  const cancelInProgress = async () => {
    await db.query('begin');
    try {
      await db.query(
        `select app_private.personal_certification_refund(c, $3) from app_public.personal_certifications c
         where c.applicant_id = $1 and c.type_id = $2 and c.status = 'COMMITTED' for update`,
        [member.root_user_id, type.id, benchCancelReason],
      );
      await db.query(
        `update app_public.personal_certifications c set status = 'CANCELED', cancel_reason = $3, closed_at = now()
         where c.applicant_id = $1 and c.type_id = $2 and c.status = 'COMMITTED'`,
        [member.root_user_id, type.id, benchCancelReason],
      );
      // the bench's own applications are removed once cancelled: a person has a handful, not thousands
      await db.query(
        `delete from app_public.personal_certifications c where c.applicant_id = $1 and c.status = 'CANCELED' and c.cancel_reason = $2`,
        [member.root_user_id, benchCancelReason],
      );
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
  };
  return {
    applicantRootUserId: member.root_user_id,
    applyInput,
    async prepareHold() {
      await cancelInProgress();
      return {};
    },
    async prepareSpend() {
      await cancelInProgress();
      await db.query('begin');
      try {
        await db.query(`select set_config('jwt.claims.sub', $1, true)`, [member.root_user_id]);
        const i = applyInput;
        const { rows: [applied] } = await db.query<{ id: string }>(
          `select c.id from app_public.apply_personal_certification($1, $2, $3, $4, $5, $6, null, null, null, $7, $8, $9, $10,
             false, null, null, null, null, null, null) c`,
          [i.typeId, i.realName, i.site, i.paymentMethod, i.companyId, i.pointType, i.deliveryContactName,
            i.deliveryContactPrefix, i.deliveryContactNumber, i.deliveryAddress],
        );
        // (a statement of its own: the command's rows are not seen by the statement that ran it)
        const { rows: [approval] } = await db.query<{ id: string }>(
          'select a.id from app_public.point_usage_approvals a where a.personal_certification_id = $1', [applied!.id]);
        await db.query('commit');
        return { approvalId: approval!.id };
      } catch (error) {
        await db.query('rollback');
        throw error;
      }
    },
    close: () => db.end(),
  };
};
