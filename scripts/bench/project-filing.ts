// Deal registration in `npm run bench`: 2,000,000 filings over the bench's companies, and the operations the portal
// and the back office send for them. scripts/bench.ts measures each one next to its raw SQL.
import { countedAsBackOffice } from './back-office.ts';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** How many filings the bench holds (BENCH_FILINGS overrides). */
export const benchFilingCount = Number(process.env.BENCH_FILINGS ?? 2_000_000);

/** The tables the seed fills, parents first. */
const filingTables = [
  'app_public.project_filings',
  'app_public.project_filing_products',
  'app_public.project_filing_progresses',
  'app_public.project_filing_renewals',
  'app_public.project_filing_approvals',
  'app_public.project_filing_history',
  'app_public.project_filing_conflicts',
] as const;

const batchSize = 250_000;

/**
 * Seeds `filings` filings with their product lines, approval records, progress, renewals, history and some possible
 * conflicts, unless exactly that many are already there (the tables are re-created whenever `current/` changes, so a
 * reused database may have companies but no filings). Set-based SQL on a superuser connection of the bench database:
 * the rows are consistent by construction, so foreign-key triggers are skipped (`session_replication_role = replica`)
 * and the secondary indexes are dropped for the load and built again after it, all in one transaction (a failed
 * load leaves the tables as they were).
 *
 * The shape:
 * - companies are skewed: company n of N (in id order) gets filings with density ∝ 1/√n (the largest ~9,000 of
 *   2,000,000, the median ~30);
 * - statuses: 10% APPROVING (half at the partner administrator's step, half at the vendor's), 30% VALIDATING,
 *   30% HAVE_SIGNED, 15% EXPIRED, 10% REJECTED (half at each step), 5% CANCELED;
 * - submitter and principal are members of the company; the company's partner administrator decides the first
 *   step, the vendor admin `vendorRootUserId` the second;
 * - 1–3 product lines, 0–3 progress entries once in effect, a pending renewal on 5% of those in effect (waiting for
 *   the partner administrator) and an approved one on 5% of the signed ones; a history row per submit, sign, cancel,
 *   expiry and renewal application; customers repeat every 200,000 filings, and one in ten such pairs between two
 *   companies, both under review or in effect, is recorded as a possible conflict.
 */
export const seedProjectFilings = async (
  rootUrl: string,
  { filings = benchFilingCount, vendorRootUserId }: { filings?: number; vendorRootUserId: string },
): Promise<{ seconds: number; reused: boolean }> => {
  const started = performance.now();
  const db = new pg.Client({ connectionString: rootUrl });
  await db.connect();
  try {
    const present = (await db.query<{ n: number }>('select count(*)::int as n from app_public.project_filings')).rows[0]?.n;
    if (present === filings) return { seconds: (performance.now() - started) / 1000, reused: true };
    const step = async (label: string, sql: string, values?: unknown[]) => {
      const t = performance.now();
      const result = await db.query(sql, values);
      if (process.env.BENCH_VERBOSE === '1') {
        console.log(`bench seed: ${label}: ${result.rowCount ?? ''} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
    };
    await db.query('begin');
    await db.query(`set local session_replication_role = replica`);
    await db.query(`set local maintenance_work_mem = '512MB'`);
    await db.query(`set local work_mem = '256MB'`);
    // (cascade: the performance records reference filings; they are reseeded after these)
    await db.query(`truncate ${filingTables.join(', ')} cascade`);
    // Secondary indexes (not those of a constraint): dropped for the load, built again after it.
    const { rows: indexes } = await db.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       where i.indrelid = any ($1::regclass[])
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [filingTables],
    );
    for (const index of indexes) await db.query(`drop index ${index.name}`);

    // The companies by number, with their members (the partner administrator first: the bench gives that role to
    // the first identity of each company in id order).
    await db.query(`
      create temp table bench_companies on commit drop as
      select row_number() over (order by c.id)::int as n, c.id,
             array_agg(u.id order by u.id) as members, array_agg(u.root_user_id order by u.id) as roots
      from app_public.companies c join app_public.users u on u.company_id = c.id and u.status = 'JOINED'
      group by c.id`);
    await db.query('create unique index on bench_companies (n)');
    await db.query('create unique index on bench_companies (id)');
    await db.query('analyze bench_companies');
    const companies = (await db.query<{ n: number }>('select count(*)::int as n from bench_companies')).rows[0]!.n;
    await db.query('select setseed(0.42)');

    for (let from = 1; from <= filings; from += batchSize) {
      const to = Math.min(filings, from + batchSize - 1);
      await step(
        `filings ${from}–${to}`,
        `
        with g as materialized (
          select i, random() as rc, random() as rs, random() as ra, random() as rb, random() as rp, random() as rm
          from generate_series($1::int, $2::int) i
        ), s as (
          select g.*,
            (case when rs < 0.10 then 'APPROVING' when rs < 0.40 then 'VALIDATING' when rs < 0.70 then 'HAVE_SIGNED'
                  when rs < 0.85 then 'EXPIRED' when rs < 0.95 then 'REJECTED' else 'CANCELED' end)::app_public.project_filing_status as status
          from g
        ), t as (
          select s.*,
            now() - make_interval(secs => 86400 * case s.status when 'APPROVING' then ra * 14 when 'VALIDATING' then 5 + ra * 170
                                                     when 'REJECTED' then 1 + ra * 700 else 30 + ra * 700 end) as created_at
          from s
        ), d as (
          select t.*,
            case when status in ('VALIDATING', 'HAVE_SIGNED', 'EXPIRED', 'CANCELED') then created_at + interval '2 days' end as approved_at
          from t
        ), e as (
          select d.*,
            case when status in ('HAVE_SIGNED', 'EXPIRED', 'CANCELED')
                   then least(approved_at + make_interval(secs => 86400 * (10 + rb * 170)), now() - interval '1 hour')
                 when status = 'REJECTED' then least(created_at + interval '1 day', now())
            end as closed_at
          from d
        )
        insert into app_public.project_filings (id, semantic_id, company_id, name, customer_full_name, customer_address,
          industry_id, contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position,
          estimated_order_budget, currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids,
          application_scenario_ids, requirement, preferred_distributor_id, principal_id, submitter_id, status,
          valid_until_date, last_activity_at, approved_at, sign_date, cancel_reason, revoker_id, closed_at, created_at,
          updated_at)
        select gen_random_uuid(), 'PF-2026-' || lpad(e.i::text, 7, '0'), c.id,
          'Project ' || e.i, 'Customer ' || (e.i % 200000) || ' Holdings Ltd.', 'Road ' || (e.i % 997) || ', Suzhou',
          1 + e.i % 11, 'Contact ' || (e.i % 1000), 'contact' || (e.i % 1000) || '@customer.example.com', '+86',
          '139' || lpad((e.i % 100000000)::text, 8, '0'), 'IT manager',
          round((1000 + e.rb * 5000000)::numeric, 2), (case when e.i % 5 = 0 then 'USD' else 'CNY' end)::app_public.currency,
          (e.created_at at time zone 'Asia/Shanghai')::date + 60 + e.i % 120, 1 + e.i % 6, 1 + e.i % 3,
          array[1 + e.i % 8], array[1 + e.i % 7, 1 + (e.i + 3) % 7], 'Opportunity details ' || e.i,
          case when e.i % 3 = 0 then null else 1 + e.i % 4 end,
          c.members[x.principal], c.members[x.submitter], e.status,
          (e.approved_at at time zone 'Asia/Shanghai')::date + 180,
          case when e.status = 'VALIDATING' then greatest(e.approved_at, now() - make_interval(secs => 86400 * e.rb * 80))
               else e.approved_at end,
          e.approved_at,
          case when e.status = 'HAVE_SIGNED' then (e.closed_at at time zone 'Asia/Shanghai')::date end,
          case when e.status = 'CANCELED' then 'The customer postponed the project.' end,
          case when e.status = 'CANCELED' then c.roots[x.submitter] end,
          e.closed_at, e.created_at, coalesce(e.closed_at, e.approved_at, e.created_at)
        from e
        join bench_companies c on c.n = 1 + floor($3 * e.rc * e.rc)::int
        cross join lateral (select 1 + floor(e.rp * cardinality(c.members))::int as principal,
                                   1 + floor(e.rm * cardinality(c.members))::int as submitter) x`,
        [from, to, companies],
      );
    }
    // The running number continues after the seeded ones.
    await db.query(`select setval('app_private.project_filing_number', $1)`, [filings]);

    // n: the filing's number; p: which step an APPROVING or REJECTED filing is at (0: partner, 1: vendor).
    const numbered = `(select f.*, substr(f.semantic_id, 9)::int as n, substr(f.semantic_id, 9)::int % 2 as p,
                              c.roots[1] as admin_root, su.root_user_id as submitter_root
                       from app_public.project_filings f
                       join bench_companies c on c.id = f.company_id
                       join app_public.users su on su.id = f.submitter_id)`;
    await step(
      'product lines',
      `insert into app_public.project_filing_products (filing_id, line_no, product_id, purchase_type, unit, count)
       select f.id, l, pr.id, pr.purchase_types[1], pr.units[1], 1 + (f.n + l) % 40
       from (select id, substr(semantic_id, 9)::int as n from app_public.project_filings) f
       cross join lateral generate_series(1, 1 + f.n % 3) l
       join app_public.products pr on pr.id = 1 + (f.n + l * 3) % 7`,
    );
    await step(
      'approval records',
      `insert into app_public.project_filing_approvals (filing_id, company_id, source, status, approver_id, audit_comment, decided_at, created_at)
       select f.id, f.company_id, 'PARTNER_COMPANY'::app_public.approval_source,
         (case when f.status = 'APPROVING' and f.p = 0 then 'APPROVING' when f.status = 'REJECTED' and f.p = 0 then 'REJECTED'
               else 'APPROVED' end)::app_public.approval_status,
         case when not (f.status = 'APPROVING' and f.p = 0) then f.admin_root end,
         case when f.status = 'REJECTED' and f.p = 0 then 'The customer information is incomplete.' end,
         case when not (f.status = 'APPROVING' and f.p = 0) then least(f.created_at + interval '1 day', now()) end,
         f.created_at
       from ${numbered} f
       union all
       select f.id, f.company_id, 'VENDOR'::app_public.approval_source,
         (case when f.status = 'APPROVING' then 'APPROVING' when f.status = 'REJECTED' then 'REJECTED' else 'APPROVED' end)::app_public.approval_status,
         case when f.status <> 'APPROVING' then $1::uuid end,
         case when f.status = 'REJECTED' then 'Another partner registered this opportunity.' end,
         case when f.status <> 'APPROVING' then coalesce(f.approved_at, f.closed_at) end,
         least(f.created_at + interval '1 day', now())
       from ${numbered} f
       where f.p = 1 or f.status not in ('APPROVING', 'REJECTED')`,
      [vendorRootUserId],
    );
    await step(
      'progress',
      `insert into app_public.project_filing_progresses (filing_id, content, phase_id, submitter_id, created_at, updated_at)
       select f.id, 'Met the customer, step ' || k || '.', 1 + (f.n + k) % 6, f.submitter_id, t, t
       from (select id, submitter_id, approved_at, substr(semantic_id, 9)::int as n from app_public.project_filings
             where status in ('VALIDATING', 'HAVE_SIGNED', 'EXPIRED', 'CANCELED')) f
       cross join lateral generate_series(1, f.n % 4) k
       cross join lateral (select least(f.approved_at + make_interval(days => 10 * k), now() - interval '1 hour') as t) x`,
    );
    await step(
      'renewals with their approval records',
      `with r as (
         insert into app_public.project_filing_renewals (filing_id, reason, phase_id, valid_until_date, previous_valid_until_date,
           status, submitter_id, decided_at, created_at, updated_at)
         select f.id, 'The customer needs more time.', f.phase_id, f.valid_until_date + 60, f.valid_until_date,
           (case when f.status = 'VALIDATING' then 'APPROVING' else 'APPROVED' end)::app_public.approval_status,
           f.submitter_id, case when f.status = 'HAVE_SIGNED' then f.closed_at - interval '5 days' end,
           greatest(f.approved_at, least(now(), f.valid_until_date::timestamptz) - interval '20 days'),
           greatest(f.approved_at, least(now(), f.valid_until_date::timestamptz) - interval '20 days')
         from (select f.*, substr(f.semantic_id, 9)::int as n from app_public.project_filings f
               where f.status in ('VALIDATING', 'HAVE_SIGNED')) f
         where f.n % 20 = 7
         returning id, filing_id, status, submitter_id, created_at, decided_at
       )
       insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source, status, approver_id, decided_at, created_at)
       select r.filing_id, r.id, f.company_id, s.source, r.status,
         case when r.status = 'APPROVED' then case s.source when 'VENDOR' then $1::uuid else c.roots[1] end end,
         case when r.status = 'APPROVED' then r.decided_at end, r.created_at
       from r join app_public.project_filings f on f.id = r.filing_id join bench_companies c on c.id = f.company_id
       cross join lateral (values ('PARTNER_COMPANY'::app_public.approval_source), ('VENDOR')) s(source)
       where r.status = 'APPROVED' or s.source = 'PARTNER_COMPANY'`,
      [vendorRootUserId],
    );
    await step(
      'history',
      `insert into app_public.project_filing_history (filing_id, event, from_status, to_status, actor_id, source, comment, created_at)
       select f.id, 'submit', null::app_public.project_filing_status, 'APPROVING'::app_public.project_filing_status,
         f.submitter_root, 'PARTNER_COMPANY'::app_public.approval_source, null, f.created_at
       from ${numbered} f
       union all
       select f.id, e.event, 'VALIDATING'::app_public.project_filing_status, f.status, e.actor, e.source, e.comment, f.closed_at
       from ${numbered} f
       cross join lateral (select case f.status when 'HAVE_SIGNED' then 'sign' when 'CANCELED' then 'cancel' else 'expire' end as event,
                                  case f.status when 'HAVE_SIGNED' then $1::uuid when 'CANCELED' then f.submitter_root end as actor,
                                  case f.status when 'HAVE_SIGNED' then 'VENDOR'::app_public.approval_source
                                                when 'CANCELED' then 'PARTNER_COMPANY' end as source,
                                  f.cancel_reason as comment) e
       where f.status in ('HAVE_SIGNED', 'CANCELED', 'EXPIRED')
       union all
       select r.filing_id, 'renewal_apply', 'VALIDATING'::app_public.project_filing_status,
         'VALIDATING'::app_public.project_filing_status, su.root_user_id, 'PARTNER_COMPANY'::app_public.approval_source,
         r.reason, r.created_at
       from app_public.project_filing_renewals r join app_public.users su on su.id = r.submitter_id`,
      [vendorRootUserId],
    );
    await step(
      'possible conflicts',
      `with pairs as (
         select a.id as a, b.id as b
         from app_public.project_filings a
         join app_public.project_filings b on b.semantic_id = 'PF-2026-' || lpad((substr(a.semantic_id, 9)::int + 200000)::text, 7, '0')
         where substr(a.semantic_id, 9)::int % 10 = 0
           and a.status in ('APPROVING', 'VALIDATING') and b.status in ('APPROVING', 'VALIDATING') and a.company_id <> b.company_id
       )
       insert into app_public.project_filing_conflicts (filing_id, other_filing_id)
       select a, b from pairs union all select b, a from pairs`,
    );
    for (const index of indexes) await step(`index ${index.name}`, index.definition);
    // the load bypassed the triggers that keep the per-company counts of the back office's tab totals
    await step('kept counts', 'select app_private.project_filing_counts_rebuild()');
    await db.query('commit');
    for (const table of [...filingTables, 'app_private.project_filing_counts']) await db.query(`vacuum analyze ${table}`);
    return { seconds: (performance.now() - started) / 1000, reused: false };
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
};

/** The people and rows the filing operations are measured with. */
export interface FilingPersonas {
  /** The company with the most filings, and its partner administrator and one regular member. */
  companyId: string;
  companyFilings: number;
  adminRootUserId: string;
  memberRootUserId: string;
  /** A filing in effect that the member submitted, with its progress and approval records. */
  detailSemanticId: string;
  /** A company-name search term of the back office: a few companies, and a common word. */
  narrowTerm: string;
  broadTerm: string;
}

export const filingPersonas = async (ownerUrl: string): Promise<FilingPersonas> => {
  const db = new pg.Client({ connectionString: ownerUrl });
  await db.connect();
  try {
    const company = (
      await db.query<{ company_id: string; n: number }>(
        `select company_id, count(*)::int as n from app_public.project_filings group by company_id order by 2 desc, 1 limit 1`,
      )
    ).rows[0]!;
    const people = (
      await db.query<{ admin: string; member: string; member_id: string }>(
        `select (select u.root_user_id from app_public.users u join app_public.user_roles ur on ur.user_id = u.id
                 where u.company_id = $1 and ur.role_id = '00000000-0000-4000-8000-00000000a001' order by u.id limit 1) as admin,
                m.root_user_id as member, m.id as member_id
         from app_public.users m join app_public.user_roles ur on ur.user_id = m.id
         where m.company_id = $1 and ur.role_id = '00000000-0000-4000-8000-00000000a002'
         order by m.id limit 1`,
        [company.company_id],
      )
    ).rows[0]!;
    const detail = (
      await db.query<{ semantic_id: string }>(
        `select f.semantic_id from app_public.project_filings f
         where f.company_id = $1 and f.status = 'VALIDATING' and f.submitter_id = $2
         order by (select count(*) from app_public.project_filing_progresses p where p.filing_id = f.id) desc, f.created_at desc
         limit 1`,
        [company.company_id, people.member_id],
      )
    ).rows[0]!;
    // "Nimbus 2" style: the first two words of a name, matching a handful of companies; "Cloud": one in eight.
    const narrow = (
      await db.query<{ term: string }>(`select split_part(name, ' ', 1) || ' ' || split_part(name, ' ', 2) as term
                                        from app_public.companies where name like 'Nimbus %' order by id limit 1`)
    ).rows[0]!;
    return {
      companyId: company.company_id,
      companyFilings: company.n,
      adminRootUserId: people.admin,
      memberRootUserId: people.member,
      detailSemanticId: detail.semantic_id,
      narrowTerm: narrow.term,
      broadTerm: 'Cloud',
    };
  } finally {
    await db.end();
  }
};

// The operations, written as the front ends send them. The portal's are shipped documents once the portal has them
// (the bench then sends the shipped one by hash, with these variables); until then these texts stand in for them.

/** A tab of the workbench's deal-registration list: 20 per page, newest first, with the tab's count. */
export const portalFilingListText = `query ProjectFilings($companyId: UUID!, $filter: ProjectFilingFilter, $first: Int!, $offset: Int!) {
  projectFilings(condition: { companyId: $companyId }, filter: $filter, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
    totalCount
    nodes {
      id semanticId name customerFullName status estimatedOrderBudget currencyIsoCode estimatedOrderDate validUntilDate
      createdAt canManage canRenew
      phase { id name nameZh }
      principal { id name }
      submitter { id name }
    }
  }
}`;

/** The detail page: the filing, its lists, its product lines, progress, renewals and timeline. */
export const portalFilingDetailText = `query ProjectFilingDetail($semanticId: String!) {
  projectFilingBySemanticId(semanticId: $semanticId) {
    id semanticId companyId name status customerFullName customerAddress contactName contactPosition contactEmail
    contactPhonePrefix contactPhone estimatedOrderBudget currencyIsoCode estimatedOrderDate requirement validUntilDate
    approvedAt signDate cancelReason closedAt createdAt lastActivityAt canManage canRenew
    industry { id name nameZh }
    phase { id name nameZh }
    opportunitySource { id name nameZh }
    preferredDistributor { id name nameZh }
    competitors { nodes { id name nameZh } }
    applicationScenarios { nodes { id name nameZh } }
    principal { id name }
    submitter { id name }
    projectFilingProductsByFilingId(orderBy: [LINE_NO_ASC]) {
      nodes { lineNo purchaseType unit count product { id name nameZh } }
    }
    projectFilingProgressesByFilingId(orderBy: [CREATED_AT_DESC, ID_DESC]) {
      nodes { id content createdAt editable phase { id name nameZh } submitter { id name } }
    }
    projectFilingRenewalsByFilingId(orderBy: [CREATED_AT_DESC, ID_DESC]) {
      nodes { id status validUntilDate previousValidUntilDate reason createdAt }
    }
    timeline { nodes { id kind event status source actorName comment renewalId createdAt decidedAt } }
  }
}`;

/** Whether the member may file a new deal (the quota and win-rate gate), asked when the form opens. */
export const portalQuotaCheckText = `query CompanyDynamicPermission($companyId: UUID!) {
  companyDynamicPermission(companyId: $companyId) {
    viewProjectReport { privileged messageKey params }
    manageProjectReport { privileged messageKey params }
    canCreateProjectFiling { privileged messageKey params }
  }
}`;

/** "My approvals": the company's approval records waiting for the partner administrator (filings or renewals). */
export const portalMyApprovalsText = `query ProjectFilingApprovalRecords($companyId: UUID!, $filter: ProjectFilingApprovalFilter, $first: Int!, $offset: Int!) {
  projectFilingApprovals(
    condition: { companyId: $companyId, source: PARTNER_COMPANY, status: APPROVING }
    filter: $filter
    orderBy: [CREATED_AT_DESC, ID_DESC]
    first: $first
    offset: $offset
  ) {
    totalCount
    nodes {
      id status source createdAt renewalId canDecide
      filing { id semanticId name customerFullName estimatedOrderBudget currencyIsoCode submitter { id name } }
      renewal { id validUntilDate reason }
    }
  }
}`;

/**
 * The back office's list as its data provider builds it (checked with admin's `buildQueryFor` against
 * api/schema.graphql): the leaf fields (less the per-person canManage, canRenew and canCancel and the names it reads
 * from related rows), the one related object the list shows (the company's id and name), and the total: for a tab and
 * a company name, the kept count (`projectFilingTotal`).
 */
export const adminFilingListText = `query ProjectFilingList($first: Int, $offset: Int, $orderBy: [ProjectFilingOrderBy!], $filter: ProjectFilingFilter, $condition: ProjectFilingCondition, $total_status: ProjectFilingStatus, $total_approvalStep: ApprovalSource, $total_companyNameContains: String) {
  projectFilings(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter, condition: $condition) {
    nodes {
      applicationScenarioIds approvalStep approvedAt cancelReason closedAt company { id name } companyId competitorIds
      contactEmail contactName contactPhone contactPhonePrefix contactPosition createdAt currencyIsoCode customerAddress
      customerFullName estimatedOrderBudget estimatedOrderDate expiresAt id industryId lastActivityAt name
      opportunitySourceId phaseId possibleConflict preferredDistributorId principalId requirement revokerId semanticId
      signDate status submitterId updatedAt validUntilDate vendorWaitingSince
    }
  }
  total: projectFilingTotal(status: $total_status, approvalStep: $total_approvalStep, companyNameContains: $total_companyNameContains)
}`;

/** The same list when its filter form holds more than the tab: counted (up to the data provider's cap) instead of the kept total. */
export const adminFilingCountedText = countedAsBackOffice(adminFilingListText
  .replace(/, \$total_status: ProjectFilingStatus, \$total_approvalStep: ApprovalSource, \$total_companyNameContains: String/, '')
  .replace('condition: $condition) {\n    nodes', 'condition: $condition) {\n    totalCount\n    nodes')
  .replace(/\n  total: projectFilingTotal\([^)]*\)/, ''));
