import { randomUUID } from 'node:crypto';
import { builtinRoleIds, partnerApplicationMachine, transitionRows } from '@pp/domain';
import { describe, expect, it } from 'vitest';
import { withWorld, type Persona, type Tx } from './world.ts';

/** A completed licence upload of `rootUserId` (written as owner, as the upload confirmation would). */
const licence = async (tx: Tx, rootUserId: string, opts: { use?: string; status?: string } = {}): Promise<string> => {
  await tx.as(null);
  const id = randomUUID();
  await tx.query(
    `insert into app_public.uploaded_files (id, root_user_id, use, name, size, mime_type, storage_key, status)
     values ($1, $2, $3, 'licence.pdf', 1000, 'application/pdf', $4, $5)`,
    [id, rootUserId, opts.use ?? 'BUSINESS_LICENSE', `business_license/${id}.pdf`, opts.status ?? 'SUCCESS'],
  );
  return id;
};

interface Input {
  site: string;
  companyName: string;
  billingAddress: string;
  phone: string;
  website: string | null;
  industry: string;
  mainBusinesses: string[];
  keyIndustries: string[];
  scale: string | null;
  licenceId: string | null;
  contactName: string;
  positionId: number | null;
  contactEmail: string;
  prefix: string;
  contactNumber: string;
}

const input = (licenceId: string, over: Partial<Input> = {}): Input => ({
  site: 'GLOBAL',
  companyName: `Lantau Networks ${randomUUID().slice(0, 8)} Ltd.`,
  billingAddress: '1 Tung Chung Road, Lantau',
  phone: '85255550199',
  website: 'https://lantau.example.hk',
  industry: 'Networking',
  mainBusinesses: ['Networking', ' '],
  keyIndustries: ['Logistics'],
  scale: 'FROM_11_TO_50',
  licenceId,
  contactName: 'Nora Chan',
  positionId: 1,
  contactEmail: 'nora@lantau.example.hk',
  prefix: '+852',
  contactNumber: '61234567',
  ...over,
});

const createSql = `select * from app_public.create_partner_application($1::app_public.site, $2, $3, $4, $5, $6, $7, $8,
  $9::app_public.company_scale, $10, $11, $12, $13, $14, $15)`;
const args = (i: Input) => [
  i.site,
  i.companyName,
  i.billingAddress,
  i.phone,
  i.website,
  i.industry,
  i.mainBusinesses,
  i.keyIndustries,
  i.scale,
  i.licenceId,
  i.contactName,
  i.positionId,
  i.contactEmail,
  i.prefix,
  i.contactNumber,
];

interface Application {
  id: string;
  semantic_id: string;
  application_status: string;
  company_id: string | null;
  main_businesses: string[];
}

/** Applies as `persona` with a fresh licence of theirs; returns the application. */
const apply = async (tx: Tx, persona: Exclude<Persona, 'anonymous'>, over: Partial<Input> = {}): Promise<Application> => {
  const id = await licence(tx, tx.world.people[persona]);
  await tx.as(persona);
  const { rows } = await tx.query<Application>(createSql, args(input(id, over)));
  return rows[0]!;
};

const applyError = async (tx: Tx, persona: Exclude<Persona, 'anonymous'>, over: Partial<Input> = {}): Promise<string> => {
  const id = await licence(tx, tx.world.people[persona]);
  await tx.as(persona);
  return tx.errorOf(createSql, args(input(id, over)));
};

const manager = async (tx: Tx): Promise<string> => {
  await tx.as(null);
  const { rows } = await tx.query<{ id: string }>(`insert into app_public.partner_managers (name) values ('Lily Test') returning id`);
  return rows[0]!.id;
};

const outboxSignals = async (tx: Tx, applicationId: string): Promise<string[]> => {
  await tx.as(null);
  const { rows } = await tx.query<{ signal: string }>(
    `select signal from app_private.outbox where workflow_type = 'partnerApplicationWorkflow' and workflow_id = $1 order by id`,
    [applicationId],
  );
  return rows.map((r) => r.signal);
};

describe('applying to become a partner', () => {
  it('stores the application with a readable id, APPLYING, and starts its workflow', () =>
    withWorld(async (tx) => {
      const a = await apply(tx, 'noCompany');
      expect(a.application_status).toBe('APPLYING');
      expect(a.semantic_id).toMatch(/^PA-\d{4}-\d{6}$/);
      expect(a.main_businesses).toEqual(['Networking']);
      expect(await outboxSignals(tx, a.id)).toEqual(['partnerApplicationSubmitted']);
      await tx.as('noCompany');
      const mine = await tx.query<{ id: string }>('select (app_public.my_latest_partner_application()).id');
      expect(mine.rows[0]!.id).toBe(a.id);
    }));

  it('allows one pending application per person', () =>
    withWorld(async (tx) => {
      await apply(tx, 'noCompany');
      expect(await applyError(tx, 'noCompany')).toBe('PARTNER_APPLICATION_ALREADY_PENDING');
    }));

  it('refuses a company name already used by a company or by a pending application, in any case and spacing', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const { rows } = await tx.query<{ name: string }>('select name from app_public.companies where id = $1', [tx.world.companyA]);
      expect(await applyError(tx, 'noCompany', { companyName: `  ${rows[0]!.name.toUpperCase()} ` })).toBe(
        'PARTNER_APPLICATION_COMPANY_NAME_TAKEN',
      );
      const first = await apply(tx, 'noCompany', { companyName: 'Pending Name Ltd.' });
      expect(first.application_status).toBe('APPLYING');
      // another person (made for the test) names the same company
      await tx.as(null);
      const other = randomUUID();
      await tx.query(`select app_private.ensure_root_user($1, 'other', 'other@example.com', 'Other')`, [other]);
      const otherLicence = await licence(tx, other);
      await tx.asRoot(other);
      expect(await tx.errorOf(createSql, args(input(otherLicence, { companyName: 'pending name ltd.' })))).toBe(
        'PARTNER_APPLICATION_COMPANY_NAME_TAKEN',
      );
    }));

  it('is for people without a company', () =>
    withWorld(async (tx) => {
      expect(await applyError(tx, 'memberA')).toBe('PARTNER_APPLICATION_HAS_COMPANY');
      await tx.as('anonymous');
      expect(await tx.errorOf(createSql, args(input(randomUUID())))).toMatch(/UNAUTHENTICATED|42501/);
    }));

  it('checks every field with a coded error and writes nothing', () =>
    withWorld(async (tx) => {
      const cases: [Partial<Input>, string][] = [
        [{ companyName: '  ' }, 'COMPANY_NAME_REQUIRED'],
        [{ companyName: 'x'.repeat(201) }, 'COMPANY_NAME_TOO_LONG'],
        [{ companyName: 'Acme <script>' }, 'COMPANY_NAME_INVALID'],
        [{ companyName: 'Acme | Partners' }, 'COMPANY_NAME_INVALID'],
        [{ billingAddress: '' }, 'PARTNER_APPLICATION_FIELD_REQUIRED'],
        [{ scale: null }, 'PARTNER_APPLICATION_FIELD_REQUIRED'],
        [{ industry: 'x'.repeat(101) }, 'COMPANY_FIELD_TOO_LONG'],
        [{ website: 'ftp://x.example' }, 'URL_INVALID'],
        [{ contactName: '' }, 'USER_NAME_REQUIRED'],
        [{ contactName: 'x'.repeat(51) }, 'USER_NAME_TOO_LONG'],
        [{ contactName: 'Agent 007' }, 'USER_NAME_INVALID'],
        [{ positionId: null }, 'POSITION_REQUIRED'],
        [{ positionId: 999 }, 'POSITION_NOT_FOUND'],
        [{ contactEmail: 'nora@' }, 'EMAIL_INVALID'],
        [{ prefix: '+86', contactNumber: '12345678901' }, 'PHONE_INVALID'],
        [{ prefix: '', contactNumber: '61234567' }, 'PHONE_INVALID'],
        [{ contactNumber: '6123-4567' }, 'PHONE_INVALID'],
        [{ licenceId: null }, 'PARTNER_APPLICATION_LICENSE_REQUIRED'],
      ];
      for (const [over, code] of cases) expect(await applyError(tx, 'noCompany', over), code).toBe(code);
      // +86 with a mainland mobile number is fine
      const ok = await apply(tx, 'noCompany', { prefix: '+86', contactNumber: '13912345678' });
      expect(ok.application_status).toBe('APPLYING');
      await tx.as(null);
      const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from app_public.partner_applications where applicant_id = $1', [
        tx.world.people.noCompany,
      ]);
      expect(rows[0]!.n).toBe(1);
    }));

  it('needs the applicant’s own completed licence upload', () =>
    withWorld(async (tx) => {
      const someoneElses = await licence(tx, tx.world.people.memberB);
      const avatar = await licence(tx, tx.world.people.noCompany, { use: 'AVATAR' });
      const unfinished = await licence(tx, tx.world.people.noCompany, { status: 'UPLOADING' });
      await tx.as('noCompany');
      for (const id of [someoneElses, avatar, unfinished, randomUUID()]) {
        expect(await tx.errorOf(createSql, args(input(id)))).toBe('PARTNER_APPLICATION_LICENSE_INVALID');
      }
    }));

  it('accepts licences as images or PDF only', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const begin = (name: string, mime: string) =>
        tx.errorOf(`select app_hidden.begin_upload('BUSINESS_LICENSE', $1, 1000, $2, null)`, [name, mime]);
      expect(await begin('licence.pdf', 'application/pdf')).toBe('NO_ERROR');
      expect(await begin('licence.png', 'image/png')).toBe('NO_ERROR');
      expect(await begin('licence.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('FILE_TYPE_NOT_ALLOW');
      expect(await tx.errorOf(`select app_hidden.begin_upload('BUSINESS_LICENSE', 'l.pdf', 1000, 'application/pdf', $1)`, [tx.world.companyA])).toBe(
        'FILE_NO_PERMISSION',
      );
    }));
});

describe('who sees partner applications', () => {
  it('the applicant sees their own, vendor admins all, nobody else any; the licence is theirs and the vendor’s', () =>
    withWorld(async (tx) => {
      const a = await apply(tx, 'noCompany');
      const visible = async (persona: Persona) => {
        await tx.as(persona);
        const { rows } = await tx.query<{ id: string }>('select id from app_public.partner_applications where id = $1', [a.id]);
        return rows.length;
      };
      expect(await visible('noCompany')).toBe(1);
      expect(await visible('vendorAdmin')).toBe(1);
      for (const p of ['memberA', 'adminA', 'memberB'] as const) expect(await visible(p), p).toBe(0);
      await tx.as('anonymous');
      expect(await tx.errorOf('select id from app_public.partner_applications')).toBe('42501');
      await tx.as(null);
      const { rows } = await tx.query<{ file: string }>('select business_license_file_id as file from app_public.partner_applications where id = $1', [a.id]);
      // the licence is complete (SUCCESS) so only the permission rule decides
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_hidden.file_for_url($1, false)', [rows[0]!.file])).toBe('NO_ERROR');
      await tx.as('adminA');
      expect(await tx.errorOf('select app_hidden.file_for_url($1, false)', [rows[0]!.file])).toBe('FILE_NO_PERMISSION');
    }));

  it('no one writes the table directly', () =>
    withWorld(async (tx) => {
      const a = await apply(tx, 'noCompany');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(`update app_public.partner_applications set application_status = 'APPROVED' where id = $1`, [a.id])).toBe('42501');
      await tx.as('noCompany');
      expect(await tx.errorOf(`delete from app_public.partner_applications where id = $1`, [a.id])).toBe('42501');
    }));
});

describe('deciding on a partner application', () => {
  it('approval creates the company on the site applied on, the applicant as its partner administrator, and the manager', () =>
    withWorld(async (tx) => {
      const a = await apply(tx, 'noCompany', { site: 'MAINLAND', companyName: 'Suzhou Lakeside Systems Co., Ltd.' });
      const pm = await manager(tx);
      await tx.as('vendorAdmin');
      const { rows } = await tx.query<Application & { partner_manager_id: string; approver_id: string }>(
        'select * from app_public.approve_partner_application($1, $2)',
        [a.id, pm],
      );
      const approved = rows[0]!;
      expect(approved.application_status).toBe('APPROVED');
      expect(approved.approver_id).toBe(tx.world.people.vendorAdmin);
      expect(approved.company_id).toBeTruthy();
      await tx.as(null);
      const company = await tx.query<{ name: string; site: string; scale: string; joined_user_count: number; managers: string[] }>(
        `select c.name, c.site, c.scale, c.joined_user_count,
                array(select partner_manager_id::text from app_public.company_partner_managers where company_id = c.id) as managers
         from app_public.companies c where c.id = $1`,
        [approved.company_id],
      );
      expect(company.rows[0]).toEqual({ name: 'Suzhou Lakeside Systems Co., Ltd.', site: 'MAINLAND', scale: 'FROM_11_TO_50', joined_user_count: 1, managers: [pm] });
      const identity = await tx.query<{ status: string; name: string; email: string; position_id: number; roles: string[] }>(
        `select u.status, u.name, u.email, u.position_id, array(select role_id::text from app_public.user_roles where user_id = u.id) as roles
         from app_public.users u where u.root_user_id = $1 and u.company_id = $2`,
        [tx.world.people.noCompany, approved.company_id],
      );
      expect(identity.rows[0]).toEqual({ status: 'JOINED', name: 'Nora Chan', email: 'nora@lantau.example.hk', position_id: 1, roles: [builtinRoleIds.partnerAdministrator] });
      // the applicant now holds the company's keys as its partner administrator
      await tx.as('noCompany');
      const keys = await tx.query<{ ok: boolean }>(`select app_hidden.has_permission('ManageCompanyUser', $1) as ok`, [approved.company_id]);
      expect(keys.rows[0]!.ok).toBe(true);
      expect(await outboxSignals(tx, a.id)).toEqual(['partnerApplicationSubmitted', 'partnerApplicationApproved']);
    }));

  it('approval needs a vendor admin, an existing manager, an undecided application and a name still free', () =>
    withWorld(async (tx) => {
      const a = await apply(tx, 'noCompany');
      const pm = await manager(tx);
      for (const p of ['noCompany', 'adminA'] as const) {
        await tx.as(p);
        expect(await tx.errorOf('select app_public.approve_partner_application($1, $2)', [a.id, pm]), p).toBe('PARTNER_APPLICATION_NOT_FOUND');
      }
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.approve_partner_application($1, $2)', [randomUUID(), pm])).toBe('PARTNER_APPLICATION_NOT_FOUND');
      expect(await tx.errorOf('select app_public.approve_partner_application($1, null)', [a.id])).toBe('PARTNER_MANAGER_REQUIRED');
      expect(await tx.errorOf('select app_public.approve_partner_application($1, $2)', [a.id, randomUUID()])).toBe('PARTNER_MANAGER_NOT_FOUND');
      // a company of that name appeared meanwhile (made by a vendor admin)
      await tx.as(null);
      const { rows } = await tx.query<{ company_name: string }>('select company_name from app_public.partner_applications where id = $1', [a.id]);
      await tx.query(`insert into app_public.companies (name, site) values ($1, 'GLOBAL')`, [rows[0]!.company_name]);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.approve_partner_application($1, $2)', [a.id, pm])).toBe('PARTNER_APPLICATION_COMPANY_NAME_TAKEN');
      await tx.query(`select app_public.reject_partner_application($1, 'Duplicate')`, [a.id]);
      expect(await tx.errorOf('select app_public.approve_partner_application($1, $2)', [a.id, pm])).toBe('PARTNER_APPLICATION_ALREADY_REVIEWED');
      expect(await tx.errorOf(`select app_public.reject_partner_application($1, 'Again')`, [a.id])).toBe('PARTNER_APPLICATION_ALREADY_REVIEWED');
    }));

  it('rejection needs a reason of at most 200 characters; then the applicant may apply again', () =>
    withWorld(async (tx) => {
      const a = await apply(tx, 'noCompany', { companyName: 'Reapply Test Ltd.' });
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select app_public.reject_partner_application($1, $2)', [a.id, '  '])).toBe('PARTNER_APPLICATION_REJECT_REASON_REQUIRED');
      expect(await tx.errorOf('select app_public.reject_partner_application($1, null)', [a.id])).toBe('PARTNER_APPLICATION_REJECT_REASON_REQUIRED');
      expect(await tx.errorOf('select app_public.reject_partner_application($1, $2)', [a.id, 'x'.repeat(201)])).toBe(
        'PARTNER_APPLICATION_REJECT_REASON_TOO_LONG',
      );
      const { rows } = await tx.query<{ application_status: string; audit_comment: string }>(
        'select * from app_public.reject_partner_application($1, $2)',
        [a.id, `  ${'r'.repeat(200)}  `],
      );
      expect(rows[0]).toMatchObject({ application_status: 'REJECTED', audit_comment: 'r'.repeat(200) });
      expect(await outboxSignals(tx, a.id)).toEqual(['partnerApplicationSubmitted', 'partnerApplicationRejected']);
      // the same company name may be used again once the application is rejected
      const again = await apply(tx, 'noCompany', { companyName: 'Reapply Test Ltd.' });
      expect(again.application_status).toBe('APPLYING');
      expect(again.id).not.toBe(a.id);
    }));
});

describe('the workflow’s activities', () => {
  it('notify the applicant once per decision and remind vendor admins only while undecided', () =>
    withWorld(async (tx) => {
      const a = await apply(tx, 'noCompany');
      await tx.as(null);
      const remind = async (n: number) =>
        (await tx.query<{ n: number }>('select app_private.partner_application_remind_admins($1, $2) as n', [a.id, n])).rows[0]!.n;
      expect(await remind(1)).toBeGreaterThanOrEqual(1);
      await remind(1);
      const reminders = await tx.query<{ n: number }>(
        `select count(*)::int as n from app_public.user_messages where root_user_id = $1 and link = $2`,
        [tx.world.people.vendorAdmin, `/admin/partner-info/${a.semantic_id}`],
      );
      expect(reminders.rows[0]!.n).toBe(1);
      await tx.query(`select app_private.partner_application_notify($1, 'approved')`, [a.id]); // not approved: nothing
      await tx.as('vendorAdmin');
      await tx.query(`select app_public.reject_partner_application($1, 'Incomplete licence')`, [a.id]);
      await tx.as(null);
      expect(await remind(2)).toBe(0);
      expect((await tx.query<{ s: string }>('select app_private.partner_application_status($1) as s', [a.id])).rows[0]!.s).toBe('REJECTED');
      await tx.query(`select app_private.partner_application_notify($1, 'rejected')`, [a.id]);
      await tx.query(`select app_private.partner_application_notify($1, 'rejected')`, [a.id]);
      const told = await tx.query<{ title: string; content: string }>(
        `select title, content from app_public.user_messages where root_user_id = $1`,
        [tx.world.people.noCompany],
      );
      expect(told.rows).toHaveLength(1);
      expect(told.rows[0]!.content).toContain('Incomplete licence');
    }));
});

describe('the state machine', () => {
  it('SQL holds the domain machine’s transitions', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const { rows } = await tx.query<{ machine: string; from: string; event: string; to: string }>(
        `select machine, from_state as from, event, to_state as to from app_private.state_transitions where machine = 'partner_application' order by from_state, event`,
      );
      expect(rows).toEqual(transitionRows(partnerApplicationMachine).sort((x, y) => (x.from + x.event).localeCompare(y.from + y.event)));
    }));
});
