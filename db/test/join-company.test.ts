import { randomUUID } from 'node:crypto';
import { joinApplicationMachine, limits, transitionRows } from '@pp/domain';
import { describe, expect, it } from 'vitest';
import { builtinRoleIds, withWorld, type Tx } from './world.ts';

const apply = (tx: Tx, companyId: string, realName: string) =>
  tx.query<{ id: string; application_status: string }>('select * from app_public.create_one_company_join_application($1, $2)', [companyId, realName]);

const newCompanies = async (tx: Tx, n: number): Promise<string[]> => {
  await tx.as(null);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { rows } = await tx.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'MAINLAND') returning id`, [
      `Extra ${randomUUID()}`,
    ]);
    ids.push(rows[0]!.id);
  }
  return ids;
};

const joinAs = async (tx: Tx, rootUserId: string, companyId: string) => {
  await tx.as(null);
  await tx.query(`insert into app_public.users (root_user_id, company_id, name, status) values ($1, $2, 'X', 'JOINED')`, [rootUserId, companyId]);
};

describe('applying to join a company', () => {
  it('requires a real name after trimming, at most 50 characters', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const { companyA } = tx.world;
      expect(await tx.errorOf('select app_public.create_one_company_join_application($1, $2)', [companyA, ''])).toBe('JOIN_REAL_NAME_REQUIRED');
      expect(await tx.errorOf('select app_public.create_one_company_join_application($1, $2)', [companyA, '   '])).toBe('JOIN_REAL_NAME_REQUIRED');
      expect(await tx.errorOf('select app_public.create_one_company_join_application($1, null)', [companyA])).toBe('JOIN_REAL_NAME_REQUIRED');
      expect(await tx.errorOf('select app_public.create_one_company_join_application($1, $2)', [companyA, 'x'.repeat(51)])).toBe(
        'JOIN_REAL_NAME_TOO_LONG',
      );
      const { rows } = await apply(tx, companyA, `  ${'y'.repeat(limits.realNameMax)}  `);
      expect(rows[0]!.application_status).toBe('APPLYING');
      const stored = await tx.query<{ real_name: string }>('select real_name from app_public.company_join_applications where id = $1', [rows[0]!.id]);
      expect(stored.rows[0]!.real_name).toBe('y'.repeat(50));
    }));

  it('refuses an unknown company, a duplicate application and a company already joined', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      expect(await tx.errorOf('select app_public.create_one_company_join_application($1, $2)', [randomUUID(), 'Nora'])).toBe('COMPANY_NOT_FOUND');
      await apply(tx, tx.world.companyA, 'Nora');
      expect(await tx.errorOf('select app_public.create_one_company_join_application($1, $2)', [tx.world.companyA, 'Nora'])).toBe(
        'JOIN_ALREADY_APPLIED',
      );
      await tx.as('memberA');
      expect(await tx.errorOf('select app_public.create_one_company_join_application($1, $2)', [tx.world.companyA, 'Mia'])).toBe(
        'JOIN_ALREADY_JOINED',
      );
    }));

  it('counts joined companies and pending applications together against the limit of 5', () =>
    withWorld(async (tx) => {
      const extra = await newCompanies(tx, 6);
      const me = tx.world.people.noCompany;
      for (const c of extra.slice(0, 3)) await joinAs(tx, me, c);
      await tx.as('noCompany');
      await apply(tx, extra[3]!, 'Nora'); // 3 joined + 1 pending = 4
      const canApply = async () =>
        (await tx.query<{ ok: boolean }>('select app_public.users_can_apply_join_company(u) as ok from app_public.users u where root_user_id = $1 and company_id is null', [me]))
          .rows[0]!.ok;
      expect(await canApply()).toBe(true);
      await apply(tx, extra[4]!, 'Nora'); // 5 held: the fifth is allowed
      expect(await canApply()).toBe(false);
      expect(await tx.errorOf('select app_public.create_one_company_join_application($1, $2)', [extra[5], 'Nora'])).toBe(
        'JOIN_COMPANY_LIMIT_REACHED',
      );
      const outbox = await (async () => {
        await tx.as(null);
        return tx.query<{ signal: string }>(
          `select signal from app_private.outbox o join app_public.company_join_applications a on a.id::text = o.workflow_id where a.applicant_id = $1`,
          [me],
        );
      })();
      expect(outbox.rows.map((r) => r.signal)).toEqual(['joinApplicationSubmitted', 'joinApplicationSubmitted']);
    }));

  it('lets a rejected applicant apply again while canReApply holds', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const first = (await apply(tx, tx.world.companyA, 'Nora')).rows[0]!.id;
      await tx.as('adminA');
      await tx.query('select app_public.reject_company_join_application($1, $2)', [first, 'Unknown person']);
      await tx.as('noCompany');
      const canReApply = async (id: string) =>
        (await tx.query<{ ok: boolean }>('select app_public.company_join_applications_can_re_apply(a) as ok from app_public.company_join_applications a where id = $1', [id]))
          .rows[0]!.ok;
      expect(await canReApply(first)).toBe(true);
      const second = (await apply(tx, tx.world.companyA, 'Nora N.')).rows[0]!.id;
      expect(second).not.toBe(first);
      expect(await canReApply(first)).toBe(false);
      expect(await canReApply(second)).toBe(false);
    }));
});

describe('searching companies to join', () => {
  it('needs non-empty text and reports each company’s relationship to the user', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await tx.errorOf('select * from app_public.companies_for_user_join($1)', ['  '])).toBe('COMPANY_SEARCH_EMPTY');
      const { companyA, companyB } = tx.world;
      const name = (await (async () => {
        await tx.as(null);
        return tx.query<{ name: string }>('select name from app_public.companies where id = $1', [companyB]);
      })()).rows[0]!.name;
      await tx.as('memberA');
      await apply(tx, companyB, 'Mia');
      // the world's two companies share the suffix of their names
      const rows = (await tx.query<{ id: string; user_join_company_status: string }>(
        `select * from app_public.companies_for_user_join($1)`,
        [name.split(' ').at(-1)],
      )).rows;
      const status = Object.fromEntries(rows.map((r) => [r.id, r.user_join_company_status]));
      expect(status[companyA]).toBe('JOINED');
      expect(status[companyB]).toBe('APPLYING');
      await tx.as('noCompany');
      const exact = (await tx.query<{ id: string; user_join_company_status: string }>('select * from app_public.companies_for_user_join($1)', [name])).rows;
      expect(exact[0]).toMatchObject({ id: companyB, user_join_company_status: 'CAN_APPLY' });
      expect((await tx.query('select * from app_public.companies_for_user_join($1)', ['%'])).rowCount).toBe(0);
    }));

  it('lists an exact name first, then names starting with the term, then names containing it, each by name', () =>
    withWorld(async (tx) => {
      const term = `Wombat${randomUUID().slice(0, 6)}`;
      await tx.as(null);
      const names = [`Zed ${term} Trading`, `${term} beta`, `${term.toLowerCase()}`, `${term} Alpha`, `A ${term}`];
      const ids: Record<string, string> = {};
      for (const n of names) {
        ids[n] = (await tx.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'GLOBAL') returning id`, [n])).rows[0]!.id;
      }
      const manager = (await tx.query<{ id: string }>(`insert into app_public.partner_managers (name, email) values ('Pat Manager', $1) returning id`, [
        `pat.${term}@example.com`,
      ])).rows[0]!.id;
      await tx.query('insert into app_public.company_partner_managers (company_id, partner_manager_id) values ($1, $2)', [ids[`${term} Alpha`], manager]);
      await tx.as('noCompany');
      const { rows } = await tx.query<{ name: string; partner_manager_names: string[] }>(
        'select name, partner_manager_names from app_public.companies_for_user_join($1)',
        [term.toUpperCase()],
      );
      // the exact name ignores case; within a group, names go by their lower-case form
      expect(rows.map((r) => r.name)).toEqual([term.toLowerCase(), `${term} Alpha`, `${term} beta`, `A ${term}`, `Zed ${term} Trading`]);
      expect(rows.find((r) => r.name === `${term} Alpha`)?.partner_manager_names).toEqual(['Pat Manager']);
      expect(rows.find((r) => r.name === `A ${term}`)?.partner_manager_names).toEqual([]);
    }));

  it(`lists the best ${limits.companySearchMaxResults} matches only, names starting with the term first`, () =>
    withWorld(async (tx) => {
      const term = `Numbat${randomUUID().slice(0, 6)}`;
      const max = limits.companySearchMaxResults;
      await tx.as(null);
      await tx.query(
        `insert into app_public.companies (name, site) select format('Containing %s %s', $1::text, i), 'GLOBAL' from generate_series(1, $2::int) i`,
        [term, max + 5],
      );
      await tx.query(`insert into app_public.companies (name, site) values ($1, 'GLOBAL'), ($2, 'GLOBAL')`, [`${term} Two`, `${term} One`]);
      await tx.as('noCompany');
      const { rows } = await tx.query<{ name: string }>('select name from app_public.companies_for_user_join($1)', [term]);
      expect(rows).toHaveLength(max);
      expect(rows.slice(0, 2).map((r) => r.name)).toEqual([`${term} One`, `${term} Two`]);
      expect(rows.slice(2).every((r) => r.name.startsWith('Containing '))).toBe(true);
    }));

  it('finds a company by its current name: created, renamed or removed', () =>
    withWorld(async (tx) => {
      const search = async (text: string) => {
        await tx.as('noCompany');
        return (await tx.query<{ id: string }>('select id from app_public.companies_for_user_join($1)', [text])).rows.map((r) => r.id);
      };
      const [id] = await newCompanies(tx, 1);
      const created = (await tx.query<{ name: string }>('select name from app_public.companies where id = $1', [id])).rows[0]!.name;
      expect(await search(created)).toEqual([id]);
      await tx.as(null);
      await tx.query(`update app_public.companies set name = 'Quokka Renamed Systems' where id = $1`, [id]);
      expect(await search(created)).toEqual([]);
      expect(await search('quokka renamed')).toEqual([id]);
      await tx.as(null);
      await tx.query('delete from app_public.companies where id = $1', [id]);
      expect(await search('quokka renamed')).toEqual([]);
    }));
});

describe('reviewing a join application', () => {
  const setup = async (tx: Tx) => {
    await tx.as('noCompany');
    const id = (await apply(tx, tx.world.companyA, 'Nora Applicant')).rows[0]!.id;
    await tx.as('adminA');
    return id;
  };
  const approve = 'select app_public.approve_company_join_application($1, $2, $3, $4)';

  it('needs name (≤ 50), position and roles to approve', () =>
    withWorld(async (tx) => {
      const id = await setup(tx);
      const member = [builtinRoleIds.regularMember];
      expect(await tx.errorOf(approve, [id, ' ', 1, member])).toBe('JOIN_APPLICATION_PARAMS_INCOMPLETE');
      expect(await tx.errorOf(approve, [id, 'Nora', null, member])).toBe('JOIN_APPLICATION_PARAMS_INCOMPLETE');
      expect(await tx.errorOf(approve, [id, 'Nora', 1, []])).toBe('JOIN_APPLICATION_PARAMS_INCOMPLETE');
      expect(await tx.errorOf(approve, [id, 'n'.repeat(51), 1, member])).toBe('USER_NAME_TOO_LONG');
      expect(await tx.errorOf(approve, [id, 'Agent 007', 1, member])).toBe('USER_NAME_INVALID');
      expect(await tx.errorOf(approve, [id, 'Nora', 99, member])).toBe('POSITION_NOT_FOUND');
      expect(await tx.errorOf(approve, [id, 'Nora', 1, [builtinRoleIds.vendorAdministrator]])).toBe('USER_ROLE_INVALID');
      expect(await tx.errorOf(approve, [id, 'n'.repeat(50), 1, member])).toBe('NO_ERROR');
      expect(await tx.errorOf(approve, [id, 'Nora', 1, member])).toBe('JOIN_APPLICATION_ALREADY_REVIEWED');
      await tx.as(null);
      const { rows } = await tx.query<{ signal: string }>('select signal from app_private.outbox where workflow_id = $1 order by id', [id]);
      expect(rows.map((r) => r.signal)).toEqual(['joinApplicationSubmitted', 'joinApplicationApproved']);
    }));

  it('needs a reason (≤ 200) to reject, and refuses a second review', () =>
    withWorld(async (tx) => {
      const id = await setup(tx);
      const reject = 'select app_public.reject_company_join_application($1, $2)';
      expect(await tx.errorOf(reject, [id, '  '])).toBe('JOIN_REJECT_REASON_REQUIRED');
      expect(await tx.errorOf(reject, [id, 'r'.repeat(201)])).toBe('JOIN_REJECT_REASON_TOO_LONG');
      expect(await tx.errorOf(reject, [id, 'r'.repeat(200)])).toBe('NO_ERROR');
      expect(await tx.errorOf(reject, [id, 'again'])).toBe('JOIN_APPLICATION_ALREADY_REVIEWED');
      expect(await tx.errorOf(approve, [id, 'Nora', 1, [builtinRoleIds.regularMember]])).toBe('JOIN_APPLICATION_ALREADY_REVIEWED');
    }));

  it('is refused to those without ManageJoinCompanyApplication, and hides the application from outsiders', () =>
    withWorld(async (tx) => {
      const id = await setup(tx);
      await tx.as('memberA');
      expect(await tx.errorOf(approve, [id, 'Nora', 1, [builtinRoleIds.regularMember]])).toBe('JOIN_APPLICATION_NOT_FOUND');
      await tx.as('memberB');
      expect(await tx.errorOf(approve, [id, 'Nora', 1, [builtinRoleIds.regularMember]])).toBe('JOIN_APPLICATION_NOT_FOUND');
      expect(await tx.errorOf(approve, [randomUUID(), 'Nora', 1, [builtinRoleIds.regularMember]])).toBe('JOIN_APPLICATION_NOT_FOUND');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(approve, [id, 'Nora', 1, [builtinRoleIds.regularMember]])).toBe('NO_ERROR');
    }));

  it('refuses to approve an applicant who already joined 5 companies', () =>
    withWorld(async (tx) => {
      const id = await setup(tx);
      for (const c of await newCompanies(tx, 5)) await joinAs(tx, tx.world.people.noCompany, c);
      await tx.as('adminA');
      expect(await tx.errorOf(approve, [id, 'Nora', 1, [builtinRoleIds.regularMember]])).toBe('JOIN_APPLICANT_OVER_LIMIT');
    }));
});

describe('workflow activities of a join application', () => {
  it('make the approved applicant a JOINED member with the roles, once, and notify once', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const id = (await apply(tx, tx.world.companyA, 'Nora Applicant')).rows[0]!.id;
      await tx.as('adminA');
      await tx.query('select app_public.approve_company_join_application($1, $2, $3, $4)', [id, 'Nora A.', 6, [builtinRoleIds.regularMember]]);
      await tx.as(null);
      for (let i = 0; i < 2; i++) {
        await tx.query('select app_private.join_application_apply_approval($1)', [id]);
        await tx.query(`select app_private.join_application_notify($1, 'approved')`, [id]);
      }
      const member = await tx.query<{ name: string; status: string; position_id: number; keys: string[] }>(
        `select u.name, u.status, u.position_id, app_public.users_permission_keys(u) as keys from app_public.users u where root_user_id = $1 and company_id = $2`,
        [tx.world.people.noCompany, tx.world.companyA],
      );
      expect(member.rows).toHaveLength(1);
      expect(member.rows[0]).toMatchObject({ name: 'Nora A.', status: 'JOINED', position_id: 6 });
      expect(member.rows[0]!.keys).toContain('ViewProjectReport');
      const messages = await tx.query<{ title: string; link: string; user_message_type: string }>(
        'select title, link, user_message_type from app_public.user_messages where root_user_id = $1',
        [tx.world.people.noCompany],
      );
      expect(messages.rows).toHaveLength(1);
      expect(messages.rows[0]).toMatchObject({ link: '/workbench', user_message_type: 'COMPANY' });
      expect((await tx.query<{ s: string }>('select app_private.join_application_status($1) as s', [id])).rows[0]!.s).toBe('APPROVED');
      // A rejected-outcome notice for an approved application is not sent.
      await tx.query(`select app_private.join_application_notify($1, 'rejected')`, [id]);
      expect((await tx.query('select 1 from app_public.user_messages where root_user_id = $1', [tx.world.people.noCompany])).rowCount).toBe(1);
    }));

  it('remind the administrators of a pending application once per reminder, and stop once it is decided', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const id = (await apply(tx, tx.world.companyA, 'Nora Applicant')).rows[0]!.id;
      await tx.as(null);
      const remind = async (n: number) => (await tx.query<{ n: number }>('select app_private.join_application_remind_admins($1, $2) as n', [id, n])).rows[0]!.n;
      expect(await remind(1)).toBe(1);
      expect(await remind(1)).toBe(1);
      const count = async () => (await tx.query('select 1 from app_public.user_messages where root_user_id = $1', [tx.world.people.adminA])).rowCount;
      expect(await count()).toBe(1);
      expect(await remind(2)).toBe(1);
      expect(await count()).toBe(2);
      await tx.as('adminA');
      await tx.query('select app_public.reject_company_join_application($1, $2)', [id, 'No']);
      await tx.as(null);
      expect(await remind(3)).toBe(0);
      await tx.query(`select app_private.join_application_notify($1, 'rejected')`, [id]);
      const notice = await tx.query<{ content: string }>('select content from app_public.user_messages where root_user_id = $1', [tx.world.people.noCompany]);
      expect(notice.rows[0]!.content).toContain('No');
    }));
});

describe('state machines', () => {
  it('keeps the database transitions equal to the domain definition', () =>
    withWorld(async (tx) => {
      const { rows } = await tx.query<{ machine: string; from: string; event: string; to: string }>(
        `select machine, from_state as "from", event, to_state as "to" from app_private.state_transitions where machine = $1 order by 1, 2, 3`,
        [joinApplicationMachine.name],
      );
      const expected = transitionRows(joinApplicationMachine).sort((a, b) => `${a.from}${a.event}`.localeCompare(`${b.from}${b.event}`));
      expect(rows).toEqual(expected);
      expect(await tx.errorOf(`select app_private.transition('join_application', 'APPROVED', 'reject')`)).toBe('INVALID_TRANSITION');
    }));
});

describe('notifications', () => {
  it('marks one message read with the spec’s errors, marks all read and counts', () =>
    withWorld(async (tx) => {
      const me = tx.world.people.memberA;
      for (const t of ['One', 'Two', 'Three']) {
        await tx.query(`select app_private.notify_user($1, null, $2, '', 'COMMON', null, null)`, [me, t]);
      }
      await tx.query(`select app_private.notify_user($1, null, 'Old', '', 'COMMON', null, null)`, [me]);
      await tx.query(`update app_public.user_messages set created_at = now() - interval '40 days' where root_user_id = $1 and title = 'Old'`, [me]);
      const ids = (await tx.query<{ id: string; title: string }>('select id, title from app_public.user_messages where root_user_id = $1', [me])).rows;
      const one = ids.find((r) => r.title === 'One')!.id;
      await tx.as('memberA');
      const count = async () =>
        (await tx.query<{ c: { unread_count: number; all_user_message_count: number } }>(
          `select row_to_json(app_public.user_message_count(now() - interval '1 month')) as c`,
        )).rows[0]!.c;
      expect(await count()).toEqual({ unread_count: 3, all_user_message_count: 3 });
      expect(await tx.errorOf('select app_public.mark_user_message_read($1)', [randomUUID()])).toBe('MESSAGE_NOT_FOUND');
      expect(await tx.errorOf('select app_public.mark_user_message_read($1)', [one])).toBe('NO_ERROR');
      expect(await tx.errorOf('select app_public.mark_user_message_read($1)', [one])).toBe('MESSAGE_ALREADY_READ');
      await tx.as('memberB');
      expect(await tx.errorOf('select app_public.mark_user_message_read($1)', [one])).toBe('MESSAGE_NOT_RECIPIENT');
      await tx.as('memberA');
      const all = await tx.query<{ r: { count: number; is_success: boolean } }>('select row_to_json(app_public.mark_all_user_messages_read()) as r');
      expect(all.rows[0]!.r).toEqual({ count: 3, is_success: true });
      expect(await count()).toEqual({ unread_count: 0, all_user_message_count: 3 });
    }));
});

describe('currentUserInfo', () => {
  it('describes the person, their companies and the current company identity', () =>
    withWorld(async (tx) => {
      const info = async (companyId: string | null = null) =>
        (await tx.query<{ i: Record<string, unknown> }>('select app_public.current_user_info($1) as i', [companyId])).rows[0]!.i;
      await tx.as('adminA');
      const admin = await info();
      expect(admin).toMatchObject({
        rootUserId: tx.world.people.adminA,
        switchSiteSuggestionReaded: false,
        ownCompanyUsers: [{ companyId: tx.world.companyA }],
        currentCompanyUser: { companyId: tx.world.companyA, roleNames: ['Partner administrator'] },
        defaultUser: { canApplyJoinCompany: true, permissionKeys: [] },
      });
      expect((admin.currentCompanyUser as { permissionKeys: string[] }).permissionKeys).toContain('ManageJoinCompanyApplication');
      expect((await info(tx.world.companyB)).currentCompanyUser).toBeNull();
      await tx.query('select app_public.mark_switch_site_suggestion_read()');
      expect((await info()).switchSiteSuggestionReaded).toBe(true);
      await tx.as('vendorAdmin');
      expect(await info()).toMatchObject({ defaultUser: { permissionKeys: ['ManageAdminSite'] }, ownCompanyUsers: [], currentCompanyUser: null });
      await tx.as('anonymous');
      expect(await tx.errorOf('select app_public.current_user_info(null)')).toBe('UNAUTHENTICATED');
    }));
});
