import { describe, expect, it } from 'vitest';
import { builtinRoleIds, publicationMachine, transitionRows } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

const saveText = `select * from app_public.save_announcement(id => $1, name => $2, title => $3, type_id => $4, content => $5,
  attachment_file_ids => $6, publish_time => $7, is_public => $8, push_strategies => $9, is_sent_notification => $10)`;

interface Draft {
  id?: string | null;
  name?: string;
  title?: string;
  typeId?: number | null;
  content?: string;
  attachments?: string[];
  publishTime?: string | null;
  isPublic?: boolean;
  strategy?: unknown;
  notify?: boolean;
}
const args = (typeId: number, d: Draft = {}) => [
  d.id ?? null, d.name ?? 'Release notes', d.title ?? 'Version 6.1 is out', d.typeId === undefined ? typeId : d.typeId,
  d.content ?? '<p>Hello</p>', d.attachments ?? [], d.publishTime ?? null, d.isPublic ?? true,
  d.strategy === undefined ? null : JSON.stringify(d.strategy), d.notify ?? false,
];

/** A type of the run, made by the vendor admin. */
const typeOf = async (tx: Tx): Promise<number> => {
  await tx.as('vendorAdmin');
  const { rows: [t] } = await tx.query<{ id: number }>(`select id from app_public.create_announcement_type($1, '#1677ff')`, [`News ${Math.random().toString(36).slice(2, 8)}`]);
  return t!.id;
};
/** A saved draft (as the vendor admin). */
const draft = async (tx: Tx, typeId: number, d: Draft = {}) => {
  await tx.as('vendorAdmin');
  const { rows: [a] } = await tx.query<{ id: string; status: string }>(saveText, args(typeId, d));
  return a!;
};
const published = async (tx: Tx, typeId: number, d: Draft = {}) => {
  const a = await draft(tx, typeId, d);
  await tx.query('select app_public.publish_announcement($1)', [a.id]);
  return a.id;
};
/** Whether `persona` reads the announcement (row-level security). */
const reads = async (tx: Tx, persona: 'memberA' | 'adminA' | 'memberB' | 'noCompany' | 'vendorAdmin', id: string) => {
  await tx.as(persona);
  return (await tx.query('select 1 from app_public.announcements where id = $1', [id])).rowCount === 1;
};
const companyRule = (operator: string, ...companies: string[]) => ({ combinator: 'OR', rules: [{ field: 'COMPANY', operator, values: companies }] });

describe('announcement types', () => {
  it('are a vendor admin\'s, named 1–20 characters, coloured #rrggbb, one per name', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await tx.errorOf(`select app_public.create_announcement_type('Events', '#ff0000')`)).toBe('NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(`select app_public.create_announcement_type('  ', '#ff0000')`)).toBe('ANNOUNCEMENT_TYPE_NAME_REQUIRED');
      expect(await tx.errorOf(`select app_public.create_announcement_type($1, '#ff0000')`, ['x'.repeat(21)])).toBe('ANNOUNCEMENT_TYPE_NAME_TOO_LONG');
      expect(await tx.errorOf(`select app_public.create_announcement_type('Events', 'red')`)).toBe('ANNOUNCEMENT_TYPE_COLOR_INVALID');
      const name = 'y'.repeat(20);
      await tx.query(`select app_public.create_announcement_type($1, '#FF0000')`, [name]);
      expect(await tx.errorOf(`select app_public.create_announcement_type($1, '#00ff00')`, [name.toUpperCase()])).toBe('ANNOUNCEMENT_TYPE_DUPLICATE');
    }));
});

describe('saving an announcement', () => {
  it('needs a title of 5–50 characters, a name of 1–50 and a type', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      expect(await tx.errorOf(saveText, args(typeId, { title: 'Four' }))).toBe('ANNOUNCEMENT_TITLE_LENGTH');
      expect(await tx.errorOf(saveText, args(typeId, { title: 'x'.repeat(51) }))).toBe('ANNOUNCEMENT_TITLE_LENGTH');
      expect(await tx.errorOf(saveText, args(typeId, { name: ' ' }))).toBe('ANNOUNCEMENT_NAME_LENGTH');
      expect(await tx.errorOf(saveText, args(typeId, { name: 'n'.repeat(51) }))).toBe('ANNOUNCEMENT_NAME_LENGTH');
      expect(await tx.errorOf(saveText, args(typeId, { typeId: null }))).toBe('ANNOUNCEMENT_TYPE_REQUIRED');
      await tx.query('select app_public.set_announcement_type_enabled($1, false)', [typeId]);
      expect(await tx.errorOf(saveText, args(typeId))).toBe('ANNOUNCEMENT_TYPE_DISABLED');
      await tx.query('select app_public.set_announcement_type_enabled($1, true)', [typeId]);
      const five = await draft(tx, typeId, { title: 'Fives', name: 'n' });
      expect(five.status).toBe('DRAFT');
      await draft(tx, typeId, { title: 'x'.repeat(50), name: 'n'.repeat(50) });
      await tx.as('memberA');
      expect(await tx.errorOf(saveText, args(typeId))).toBe('NO_PERMISSION');
    }));

  it('is public or for a well-formed push strategy', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      expect(await tx.errorOf(saveText, args(typeId, { isPublic: false }))).toBe('PUSH_STRATEGY_REQUIRED');
      expect(await tx.errorOf(saveText, args(typeId, { isPublic: false, strategy: { combinator: 'AND', rules: [] } }))).toBe('PUSH_STRATEGY_REQUIRED');
      expect(await tx.errorOf(saveText, args(typeId, { isPublic: false, strategy: { combinator: 'XOR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: ['a'] }] } }))).toBe('PUSH_RULE_INVALID');
      expect(await tx.errorOf(saveText, args(typeId, { isPublic: false, strategy: { combinator: 'AND', rules: [{ field: 'CITY', operator: 'CONTAINS_ONE', values: ['a'] }] } }))).toBe('PUSH_RULE_INVALID');
      expect(await tx.errorOf(saveText, args(typeId, { isPublic: false, strategy: { combinator: 'AND', rules: [{ field: 'ROLE', operator: 'CONTAINS_ONE', values: [] }] } }))).toBe('PUSH_RULE_INVALID');
      const a = await draft(tx, typeId, { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA) });
      expect(a.status).toBe('DRAFT');
      // a public one keeps no strategy
      await tx.as(null);
      const { rows: [p] } = await tx.query<{ push_strategies: unknown }>('select push_strategies from app_public.announcements where id = $1',
        [(await draft(tx, typeId, { isPublic: true, strategy: companyRule('CONTAINS_ONE', tx.world.companyA) })).id]);
      expect(p!.push_strategies).toBeNull();
    }));
});

describe('the publication states', () => {
  it('are the domain\'s machine', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const { rows } = await tx.query(`select machine, from_state as "from", event, to_state as "to" from app_private.state_transitions where machine = 'publication' order by 2, 3`);
      expect(rows).toEqual(transitionRows(publicationMachine).sort((a, b) => a.from.localeCompare(b.from) || a.event.localeCompare(b.event)));
    }));

  it('only a draft is published or deleted; a draft is not delisted; a delisted one is not edited; published never goes back', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      const a = await draft(tx, typeId);
      expect(await tx.errorOf('select app_public.delist_announcement($1)', [a.id])).toBe('INVALID_TRANSITION');
      await tx.query('select app_public.publish_announcement($1)', [a.id]);
      expect(await tx.errorOf('select app_public.publish_announcement($1)', [a.id])).toBe('INVALID_TRANSITION');
      expect(await tx.errorOf('select app_public.delete_announcement($1)', [a.id])).toBe('PUBLICATION_STATUS_INVALID');
      // a published one is still edited, and stays published
      const { rows: [edited] } = await tx.query<{ status: string; title: string }>(`select status, title from (${saveText}) s`, args(typeId, { id: a.id, title: 'Version 6.1 is here' }));
      expect(edited).toEqual({ status: 'PUBLISHED', title: 'Version 6.1 is here' });
      await tx.query('select app_public.delist_announcement($1)', [a.id]);
      expect(await tx.errorOf(saveText, args(typeId, { id: a.id }))).toBe('PUBLICATION_DELISTED_NOT_EDITABLE');
      expect(await tx.errorOf('select app_public.publish_announcement($1)', [a.id])).toBe('INVALID_TRANSITION');
      const b = await draft(tx, typeId);
      await tx.query('select app_public.delete_announcement($1)', [b.id]);
      expect(await tx.errorOf('select app_public.publish_announcement($1)', [b.id])).toBe('ANNOUNCEMENT_NOT_FOUND');
    }));

  it('a published one shows from its publish time: now when none was set', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      const now = await published(tx, typeId);
      const later = await published(tx, typeId, { publishTime: new Date(Date.now() + 3_600_000).toISOString() });
      expect(await reads(tx, 'memberA', now)).toBe(true);
      expect(await reads(tx, 'memberA', later)).toBe(false);
      expect(await reads(tx, 'vendorAdmin', later)).toBe(true);
    }));
});

describe("the readers' list", () => {
  it('holds the published ones whose time has come and that reach the reader, newest first, by title term or type, or the pinned ones', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      const otherType = await typeOf(tx);
      const tag = Math.random().toString(36).slice(2, 8);
      const old = await published(tx, typeId, { title: `Old ${tag} 100%`, publishTime: new Date(Date.now() - 86_400_000).toISOString() });
      // distinct times: within the test's one transaction every publish without a time would be at the same now()
      const recent = await published(tx, otherType, { title: `New ${tag} release`, publishTime: new Date(Date.now() - 7_200_000).toISOString() });
      await published(tx, typeId, { title: `Soon ${tag} later`, publishTime: new Date(Date.now() + 3_600_000).toISOString() });
      await draft(tx, typeId, { title: `Draft ${tag} text` });
      const onlyB = await published(tx, typeId, {
        title: `For B ${tag}`,
        isPublic: false,
        strategy: companyRule('CONTAINS_ONE', tx.world.companyB),
        publishTime: new Date(Date.now() - 3_600_000).toISOString(),
      });
      await tx.query('select app_public.pin_announcement($1, true)', [old]);
      const list = async (search: string | null, type: number | null = null, pinned: boolean | null = null) =>
        (await tx.query<{ id: string }>('select id from app_public.published_announcements($1, $2, $3)', [search, type, pinned])).rows.map((r) => r.id);
      for (const persona of ['memberA', 'vendorAdmin'] as const) {
        await tx.as(persona);
        const expected = persona === 'vendorAdmin' ? [onlyB, recent, old] : [recent, old];
        expect(await list(tag)).toEqual(expected);
      }
      await tx.as('memberA');
      expect(await list(`${tag} 100%`)).toEqual([old]);
      expect(await list('%')).not.toContain(recent);
      expect(await list(tag, otherType)).toEqual([recent]);
      expect((await list(null, null, true))).toContain(old);
      expect((await list(null, null, true))).not.toContain(recent);
      await tx.as('memberB');
      expect(await list(tag)).toEqual([onlyB, recent, old]);
    }));
});

describe('pinning', () => {
  it('is for published announcements, four at most; delisting unpins', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      await tx.as(null);
      await tx.query('update app_public.announcements set pinned_at = null where pinned_at is not null');
      const a = await draft(tx, typeId);
      expect(await tx.errorOf('select app_public.pin_announcement($1, true)', [a.id])).toBe('ANNOUNCEMENT_PIN_NOT_PUBLISHED');
      const ids = [];
      for (let i = 0; i < 5; i++) ids.push(await published(tx, typeId));
      for (const id of ids.slice(0, 4)) await tx.query('select app_public.pin_announcement($1, true)', [id]);
      expect(await tx.errorOf('select app_public.pin_announcement($1, true)', [ids[4]])).toBe('ANNOUNCEMENT_PINNED_TOO_MANY');
      // pinning a pinned one again is no fifth
      await tx.query('select app_public.pin_announcement($1, true)', [ids[0]]);
      await tx.query('select app_public.delist_announcement($1)', [ids[0]]);
      await tx.query('select app_public.pin_announcement($1, true)', [ids[4]]);
      await tx.query('select app_public.pin_announcement($1, false)', [ids[1]]);
      await tx.as(null);
      const { rows } = await tx.query<{ id: string }>('select id from app_public.announcements where pinned_at is not null order by id');
      expect(rows.map((r) => r.id).sort()).toEqual([ids[2], ids[3], ids[4]].sort());
      await tx.as('memberA');
      expect(await tx.errorOf('select app_public.pin_announcement($1, true)', [ids[1]])).toBe('NO_PERMISSION');
    }));
});

describe('who reads an announcement', () => {
  it('a public published one: everyone signed in; a draft or a delisted one: vendor admins only', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      const d = await draft(tx, typeId);
      const p = await published(tx, typeId);
      const gone = await published(tx, typeId);
      await tx.as('vendorAdmin');
      await tx.query('select app_public.delist_announcement($1)', [gone]);
      for (const persona of ['memberA', 'memberB', 'noCompany'] as const) {
        expect(await reads(tx, persona, p)).toBe(true);
        expect(await reads(tx, persona, d.id)).toBe(false);
        expect(await reads(tx, persona, gone)).toBe(false);
      }
      expect(await reads(tx, 'vendorAdmin', d.id)).toBe(true);
      await tx.as('anonymous');
      expect(await tx.errorOf('select 1 from app_public.announcements')).toBe('42501');
    }));

  it('by company: CONTAINS_ONE reaches its companies\' people, NOT_CONTAIN_EVERY_ONE everyone else in a company', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      const onlyA = await published(tx, typeId, { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA) });
      const notA = await published(tx, typeId, { isPublic: false, strategy: companyRule('NOT_CONTAIN_EVERY_ONE', tx.world.companyA) });
      expect([await reads(tx, 'memberA', onlyA), await reads(tx, 'adminA', onlyA), await reads(tx, 'memberB', onlyA), await reads(tx, 'noCompany', onlyA)])
        .toEqual([true, true, false, false]);
      expect([await reads(tx, 'memberA', notA), await reads(tx, 'memberB', notA), await reads(tx, 'noCompany', notA)]).toEqual([false, true, false]);
    }));

  it('by role, level and plan, with AND (every rule) and OR (one rule)', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      await tx.as(null);
      const { rows: [levels] } = await tx.query<{ a: string; b: string; plan_a: string }>(
        `select (select (app_public.companies_effective_certification_level(c)).id::text from app_public.companies c where c.id = $1) as a,
                (select (app_public.companies_effective_certification_level(c)).id::text from app_public.companies c where c.id = $2) as b,
                (select (app_public.companies_effective_certification_level(c)).plan_id::text from app_public.companies c where c.id = $1) as plan_a`,
        [tx.world.companyA, tx.world.companyB]);
      const admins = { field: 'ROLE', operator: 'CONTAINS_ONE', values: [builtinRoleIds.partnerAdministrator] };
      const inA = { field: 'COMPANY', operator: 'CONTAINS_ONE', values: [tx.world.companyA] };
      const andRule = await published(tx, typeId, { isPublic: false, strategy: { combinator: 'AND', rules: [inA, admins] } });
      const orRule = await published(tx, typeId, { isPublic: false, strategy: { combinator: 'OR', rules: [inA, admins] } });
      expect([await reads(tx, 'adminA', andRule), await reads(tx, 'memberA', andRule), await reads(tx, 'memberB', andRule)]).toEqual([true, false, false]);
      expect([await reads(tx, 'adminA', orRule), await reads(tx, 'memberA', orRule), await reads(tx, 'memberB', orRule)]).toEqual([true, true, false]);
      const byLevel = await published(tx, typeId, { isPublic: false, strategy: { combinator: 'AND', rules: [{ field: 'COMPANY_CERTIFICATION_LEVEL', operator: 'CONTAINS_ONE', values: [levels!.a] }] } });
      expect(await reads(tx, 'memberA', byLevel)).toBe(true);
      expect(await reads(tx, 'memberB', byLevel)).toBe(levels!.a === levels!.b);
      const byPlan = await published(tx, typeId, { isPublic: false, strategy: { combinator: 'AND', rules: [{ field: 'COMPANY_CERTIFICATION_PLAN', operator: 'NOT_CONTAIN_EVERY_ONE', values: [levels!.plan_a] }] } });
      expect(await reads(tx, 'memberA', byPlan)).toBe(false);
    }));

  it('an excluded company reaches a non-public announcement through no query: not its attachments, nor their files', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      await tx.as('vendorAdmin');
      const { rows: [file] } = await tx.query<{ id: string }>(`select id from app_hidden.begin_upload('ANNOUNCEMENT_ATTACHMENT', 'notes.pdf', 100, 'application/pdf', null)`);
      await tx.query(`select app_hidden.finish_upload($1, 100, 'application/pdf')`, [file!.id]);
      const onlyA = await published(tx, typeId, { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA), attachments: [file!.id] });
      await tx.as('memberB');
      expect((await tx.query('select 1 from app_public.announcements where id = $1', [onlyA])).rowCount).toBe(0);
      expect((await tx.query('select 1 from app_public.announcement_attachments where announcement_id = $1', [onlyA])).rowCount).toBe(0);
      expect((await tx.query('select 1 from app_public.announcements')).rows.length).toBeGreaterThanOrEqual(0);
      expect(await tx.errorOf('select app_hidden.file_for_url($1, false)', [file!.id])).toBe('FILE_NO_PERMISSION');
      await tx.as('memberA');
      expect((await tx.query('select 1 from app_public.announcement_attachments where announcement_id = $1', [onlyA])).rowCount).toBe(1);
      expect((await tx.query('select id from app_hidden.file_for_url($1, true)', [file!.id])).rows[0]).toEqual({ id: file!.id });
      // a member may not upload an attachment
      expect(await tx.errorOf(`select app_hidden.begin_upload('ANNOUNCEMENT_ATTACHMENT', 'x.pdf', 100, 'application/pdf', null)`)).toBe('FILE_NO_PERMISSION');
    }));
});

describe('the push range and the notification', () => {
  it('counts the people and companies reached, and tells each of them once in batches, whatever is repeated', () =>
    withWorld(async (tx) => {
      const typeId = await typeOf(tx);
      const onlyA = await published(tx, typeId, { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA), notify: true });
      await tx.as('vendorAdmin');
      const { rows: [range] } = await tx.query<{ people: number; companies: number }>('select * from app_public.announcement_push_range($1)', [onlyA]);
      expect(range).toEqual({ people: 2, companies: 1 });
      await tx.as(null);
      // the publish asked the worker for the fan-out
      const { rowCount: queued } = await tx.query(`select 1 from app_private.outbox where workflow_type = 'publicationNotificationWorkflow' and workflow_id = $1`, [`announcement:${onlyA}`]);
      expect(queued).toBe(1);
      const told = async () => (await tx.query<{ root_user_id: string }>(`select root_user_id from app_public.user_messages where dedup_key like $1 order by 1`, [`announcement:${onlyA}:%`])).rows.map((r) => r.root_user_id);
      let after: string | null = null;
      let batches = 0;
      do {
        const { rows: [r] }: { rows: { last: string | null }[] } = await tx.query<{ last: string | null }>('select app_private.announcement_notify_batch($1, $2, 1) as last', [onlyA, after]);
        after = r!.last;
        batches++;
      } while (after && batches < 10);
      expect(batches).toBe(3);
      expect(await told()).toEqual([tx.world.people.memberA, tx.world.people.adminA].sort());
      // a restarted worker walks them again: nobody is told twice
      await tx.query('select app_private.announcement_notify_batch($1, null, 100)', [onlyA]);
      expect((await told()).length).toBe(2);
      await tx.as('memberA');
      const { rows: [message] } = await tx.query<{ message_key: string; link: string }>(`select message_key, link from app_public.user_messages where dedup_key = $1`, [`announcement:${onlyA}:${tx.world.people.memberA}`]);
      expect(message).toEqual({ message_key: 'announcement.message.published', link: `/announcement/detail/${onlyA}` });
    }));
});
