import { describe, expect, it } from 'vitest';
import { contentAnalyticsLimits, type ContentEvent } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

/** Records a batch as the persona set on `tx`; the events go as the portal sends them (an array of the input type). */
const recordText = `select app_public.record_content_events(
  (select coalesce(array_agg(row(x.k, x.i, x.e)::app_public.content_event), '{}')
   from jsonb_to_recordset($1) as x(k app_public.content_kind, i uuid, e app_public.content_event_type)), $2) as kept`;
const record = async (tx: Tx, events: ContentEvent[], companyId: string | null = null): Promise<number> => {
  const rows = events.map((e) => ({ k: e.contentKind, i: e.contentId, e: e.eventType }));
  return (await tx.query<{ kept: number }>(recordText, [JSON.stringify(rows), companyId])).rows[0]!.kept;
};
const view = (contentKind: ContentEvent['contentKind'], contentId: string): ContentEvent => ({ contentKind, contentId, eventType: 'VIEW' });
const download = (contentKind: ContentEvent['contentKind'], contentId: string): ContentEvent => ({ contentKind, contentId, eventType: 'DOWNLOAD' });

/** A PDF material of the vendor admin's, published unless said otherwise, public or for company A only. */
const material = async (tx: Tx, o: { canDownload?: boolean; onlyCompany?: string; publish?: boolean } = {}): Promise<string> => {
  await tx.as('vendorAdmin');
  const { rows: [file] } = await tx.query<{ id: string }>(`select id from app_hidden.begin_upload('MATERIAL_FILE', 'guide.pdf', 100, 'application/pdf', null)`);
  await tx.query(`select app_hidden.finish_upload($1, 100, 'application/pdf')`, [file!.id]);
  const strategy = o.onlyCompany ? { combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [o.onlyCompany] }] } : null;
  const { rows: [m] } = await tx.query<{ id: string }>(
    `select id from app_public.save_resource_material(id => null, name => 'Guide', brief => 'A guide', type_ids => '{1}', product_ids => '{}',
       file_type => 'PDF', file_id => $1, link => null, can_download => $2, publish_time => null, is_public => $3,
       push_strategies => $4, is_sent_notification => false)`,
    [file!.id, o.canDownload ?? true, !strategy, strategy && JSON.stringify(strategy)],
  );
  if (o.publish ?? true) await tx.query('select app_public.publish_resource_material($1)', [m!.id]);
  return m!.id;
};

/** A public announcement, published. */
const announcement = async (tx: Tx): Promise<string> => {
  await tx.as('vendorAdmin');
  const { rows: [t] } = await tx.query<{ id: number }>(`select id from app_public.create_announcement_type($1, '#1677ff')`, [`Stats ${Math.random().toString(36).slice(2, 8)}`]);
  const { rows: [a] } = await tx.query<{ id: string }>(
    `select id from app_public.save_announcement(id => null, name => 'Stats', title => 'Counted news', type_id => $1, content => '<p>x</p>',
       attachment_file_ids => '{}', publish_time => null, is_public => true, push_strategies => null, is_sent_notification => false)`,
    [t!.id],
  );
  await tx.query('select app_public.publish_announcement($1)', [a!.id]);
  return a!.id;
};

/** Business today (the reports' days are business days). */
const today = async (tx: Tx): Promise<string> =>
  (await tx.query<{ d: string }>(`select to_char((now() at time zone app_hidden.business_time_zone())::date, 'YYYY-MM-DD') as d`)).rows[0]!.d;
const daysBefore = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const stored = async (tx: Tx, id: string) => {
  await tx.as(null);
  return (await tx.query<{ event_type: string; company_id: string | null }>(
    'select event_type, company_id from app_public.content_event_log where content_id = $1', [id],
  )).rows;
};

describe('recording views and downloads', () => {
  it('keeps an event only for an item the reader reads, a download only where downloading is allowed, in the reader\'s company', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      const open = await material(tx);
      const viewOnly = await material(tx, { canDownload: false });
      const onlyA = await material(tx, { onlyCompany: companyA });
      const draft = await material(tx, { publish: false });
      const news = await announcement(tx);

      await tx.as('memberA');
      expect(await record(tx, [view('MATERIAL', open), download('MATERIAL', open), view('MATERIAL', viewOnly), download('MATERIAL', viewOnly),
        view('MATERIAL', onlyA), view('MATERIAL', draft), view('ANNOUNCEMENT', news), download('ANNOUNCEMENT', news)])).toBe(6);
      await tx.as('memberB');
      // Company B is outside onlyA's strategy: its view is dropped, the rest of the batch counts.
      expect(await record(tx, [view('MATERIAL', onlyA), view('MATERIAL', open)])).toBe(1);
      // An announcement id sent as a material (or any unknown id) counts nothing.
      expect(await record(tx, [view('MATERIAL', news)])).toBe(0);

      // Each kept event as "TYPE company" (A, B, or - for none), sorted: the companies' ids are random.
      const kept = async (id: string) =>
        (await stored(tx, id)).map((r) => `${r.event_type} ${r.company_id === companyA ? 'A' : r.company_id === companyB ? 'B' : '-'}`).sort();
      expect(await kept(open)).toEqual(['DOWNLOAD A', 'VIEW A', 'VIEW B']);
      expect(await kept(viewOnly)).toEqual(['VIEW A']);
      expect(await kept(onlyA)).toEqual(['VIEW A']);
      expect(await kept(draft)).toEqual([]);
      expect(await kept(news)).toEqual(['DOWNLOAD A', 'VIEW A']);
    }));

  it('counts the current company the portal names when the reader is a joined member of it, else the first joined; none for the vendor', () =>
    withWorld(async (tx) => {
      const { companyA, companyB, people } = tx.world;
      const open = await material(tx);
      // memberA also joins company B, later than A.
      await tx.as(null);
      await tx.query(`insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, 'memberA', 'JOINED', now() + interval '1 day')`, [people.memberA, companyB]);
      await tx.as('memberA');
      await record(tx, [view('MATERIAL', open)], companyB);
      await record(tx, [view('MATERIAL', open)], null);
      await tx.as('memberB');
      await record(tx, [view('MATERIAL', open)], companyA); // not a member of A: B counts
      await tx.as('vendorAdmin');
      await record(tx, [view('MATERIAL', open)]);
      expect((await stored(tx, open)).map((r) => r.company_id).sort()).toEqual([companyA, companyB, companyB, null].sort());
    }));

  it('takes at most 50 events at once, refusing a larger batch whole; needs a signed-in reader', () =>
    withWorld(async (tx) => {
      const open = await material(tx);
      await tx.as('memberA');
      const max = contentAnalyticsLimits.contentEventsBatchMax;
      expect(await record(tx, Array.from({ length: max }, () => view('MATERIAL', open)))).toBe(max);
      const text = recordText;
      const tooMany = JSON.stringify(Array.from({ length: max + 1 }, () => ({ k: 'MATERIAL', i: open, e: 'VIEW' })));
      expect(await tx.errorOf(text, [tooMany, null])).toBe('CONTENT_EVENTS_TOO_MANY');
      expect(await record(tx, [])).toBe(0);
      expect(await stored(tx, open)).toHaveLength(max);
      await tx.as('anonymous');
      expect(await tx.errorOf(text, [JSON.stringify([{ k: 'MATERIAL', i: open, e: 'VIEW' }]), null])).not.toBe('NO_ERROR');
    }));

  it('keeps the events out of every reader\'s reach but the vendor admins\'', () =>
    withWorld(async (tx) => {
      const open = await material(tx);
      await tx.as('memberA');
      await record(tx, [view('MATERIAL', open)]);
      for (const persona of ['memberA', 'adminA', 'memberB'] as const) {
        await tx.as(persona);
        expect((await tx.query('select * from app_public.content_event_log')).rows).toEqual([]);
      }
      await tx.as('vendorAdmin');
      expect((await tx.query('select * from app_public.content_event_log where content_id = $1', [open])).rows).toHaveLength(1);
    }));
});

describe('reports', () => {
  it('count each business day of the range, every day present, and rank the companies', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      const open = await material(tx);
      const day = await today(tx);
      // As owner: events on business days in the past (a minute after each day's business midnight, and a minute before it).
      await tx.as(null);
      const at = (d: string, time: string) => `${d} ${time} Asia/Shanghai`;
      const insert = (when: string, type: string, company: string | null) =>
        tx.query(`insert into app_public.content_event_log (content_kind, content_id, event_type, company_id, occurred_at) values ('MATERIAL', $1, $2, $3, $4)`, [open, type, company, when]);
      await insert(at(daysBefore(day, 2), '00:01'), 'VIEW', companyA);
      await insert(at(daysBefore(day, 2), '23:59'), 'DOWNLOAD', companyA);
      await insert(at(daysBefore(day, 2), '12:00'), 'VIEW', companyB);
      await insert(at(daysBefore(day, 1), '00:00'), 'VIEW', companyB);
      await insert(at(daysBefore(day, 1), '08:00'), 'VIEW', companyB);
      await insert(at(daysBefore(day, 1), '09:00'), 'VIEW', null);
      await insert(at(daysBefore(day, 3), '23:59'), 'VIEW', companyA); // before the range

      await tx.as('vendorAdmin');
      const from = daysBefore(day, 2);
      const days = (await tx.query<{ day: string; views: number; downloads: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, views, downloads from app_public.content_analytics_days('MATERIAL', $1, $2, $3)`, [open, from, day],
      )).rows;
      expect(days).toEqual([
        { day: from, views: 2, downloads: 1 },
        { day: daysBefore(day, 1), views: 3, downloads: 0 },
        { day, views: 0, downloads: 0 },
      ]);
      const companies = (await tx.query<{ company_id: string; views: number; downloads: number }>(
        `select company_id, views, downloads from app_public.content_analytics_companies('MATERIAL', $1, $2, $3)`, [open, from, day],
      )).rows;
      expect(companies).toEqual([{ company_id: companyB, views: 3, downloads: 0 }, { company_id: companyA, views: 1, downloads: 1 }]);
      const top1 = await tx.query(`select company_id from app_public.content_analytics_companies('MATERIAL', $1, $2, $3, 1)`, [open, from, day]);
      expect(top1.rows).toEqual([{ company_id: companyB }]);
      const rows = (await tx.query<{ day: string; company_id: string | null; views: number; downloads: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, company_id, views, downloads from app_public.content_analytics_rows('MATERIAL', $1, $2, $3)`, [open, from, day],
      )).rows;
      expect(rows).toEqual([
        { day: from, company_id: companyA, views: 1, downloads: 1 },
        { day: from, company_id: companyB, views: 1, downloads: 0 },
        { day: daysBefore(day, 1), company_id: companyB, views: 2, downloads: 0 },
        { day: daysBefore(day, 1), company_id: null, views: 1, downloads: 0 },
      ]);
    }));

  it('cover 1 to 366 days whose start is not after the end, for vendor admins only', () =>
    withWorld(async (tx) => {
      const open = await material(tx);
      const day = await today(tx);
      const daysText = `select count(*)::int as n from app_public.content_analytics_days('MATERIAL', $1, $2, $3)`;
      await tx.as('vendorAdmin');
      const max = contentAnalyticsLimits.contentAnalyticsDaysMax;
      expect((await tx.query<{ n: number }>(daysText, [open, day, day])).rows[0]!.n).toBe(1);
      expect((await tx.query<{ n: number }>(daysText, [open, daysBefore(day, max - 1), day])).rows[0]!.n).toBe(max);
      expect(await tx.errorOf(daysText, [open, daysBefore(day, max), day])).toBe('CONTENT_ANALYTICS_RANGE_INVALID');
      expect(await tx.errorOf(daysText, [open, day, daysBefore(day, 1)])).toBe('CONTENT_ANALYTICS_RANGE_INVALID');
      expect(await tx.errorOf(daysText, [open, null, day])).toBe('CONTENT_ANALYTICS_RANGE_INVALID');
      for (const persona of ['memberA', 'adminA'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(daysText, [open, day, day])).toBe('NO_PERMISSION');
        expect(await tx.errorOf(`select * from app_public.content_analytics_companies('MATERIAL', $1, $2, $2)`, [open, day])).toBe('NO_PERMISSION');
        expect(await tx.errorOf(`select * from app_public.content_analytics_rows('MATERIAL', $1, $2, $2)`, [open, day])).toBe('NO_PERMISSION');
      }
    }));
});
