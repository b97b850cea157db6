// The bench's content: announcement types and 20,000 announcements (BENCH_ANNOUNCEMENTS), 10,000 resource materials
// with their files, types and products (BENCH_MATERIALS), and 10,000,000 rows of the content event log
// (BENCH_CONTENT_EVENTS), seeded in bulk with the owner's rights and the secondary indexes rebuilt after the load, each
// part on its own count check so a reused database keeps it; the people and items the content operations are measured
// with; and the notification fan-out of a public announcement to every person, timed end to end through the API, the
// outbox relay, Temporal and the worker.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { builtinRoleIds } from '@pp/domain';
import type { TestApi } from '../../api/src/test-server.ts';
import { dataDir } from '../lib/paths.ts';
import { storageEnv, type StorageSettings } from '../lib/storage.ts';
import { startTemporal } from '../lib/temporal.ts';

export const benchAnnouncementCount = (): number => Number(process.env.BENCH_ANNOUNCEMENTS ?? 20_000);
export const benchMaterialCount = (): number => Number(process.env.BENCH_MATERIALS ?? 10_000);
export const benchContentEventCount = (): number => Number(process.env.BENCH_CONTENT_EVENTS ?? 10_000_000);

/** The fan-out's announcements are named so; a run's leftovers (an interrupted run) are removed by this name. */
const fanOutName = 'Bench fan-out';

export interface ContentSeed {
  reused: boolean;
  parts: string[];
}

const verbose = () => process.env.BENCH_VERBOSE === '1';

/** The secondary indexes of `table` (not those of a constraint): dropped for a load and built again after it. */
const dropSecondaryIndexes = async (db: pg.Client, table: string): Promise<{ name: string; definition: string }[]> => {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  );
  for (const index of rows) await db.query(`drop index ${index.name}`);
  return rows;
};

/**
 * The company whose members record the bench's views: the last company by id, which the seeded log leaves without
 * events, so the views a run records are removed by company before the log's count is checked.
 */
const recorderCompanySql = 'select id from app_public.companies order by id desc limit 1';

/**
 * The measured (hot) material: the first by number among the older half of the materials that is published, public,
 * a downloadable PDF (so it is viewed and downloaded for the whole year). Its number and status never change, so a
 * reused world finds the same one.
 */
const hotMaterialSql = `
  select m.id from app_public.resource_materials m
  where m.status = 'PUBLISHED' and m.is_public and m.publish_time <= now()
  order by (m.file_type = 'PDF' and m.can_download
            and split_part(m.semantic_id, '-', 3)::int <= (select count(*) from app_public.resource_materials) / 2) desc,
           m.semantic_id
  limit 1`;

/**
 * The five audiences of the non-public items (30 % of each kind, one in five each), over the company's certification
 * level, the company and the person's role, combined with AND and OR. Two companies anchor them: the included one (a
 * mainland company at level Gold, 3), which all but the fourth reach (its regular members), and the excluded one (a
 * mainland company at the lowest level, none set), which none reach:
 * 1. OR: level Gold or Platinum, or one of 50 companies (the included one first);
 * 2. AND: level Silver, Gold, Platinum or Advanced, and role partner administrator or regular member;
 * 3. AND: one of 200 companies (the included one first), and role regular member;
 * 4. OR: role partner administrator, or level Platinum or Advanced;
 * 5. AND: level not Register nor Registered, and not one of 100 companies (the excluded one first).
 */
const audiences = async (db: pg.Client): Promise<{ strategies: unknown[]; included: string; excluded: string }> => {
  const pick = async (where: string) =>
    (await db.query<{ id: string }>(`select id from app_public.companies where ${where} order by id limit 1`)).rows[0]?.id;
  const recorder = (await db.query<{ id: string }>(recorderCompanySql)).rows[0]!.id;
  const included =
    (await pick(`site = 'MAINLAND' and certification_level_id = 3 and id <> '${recorder}'`)) ?? (await pick(`id <> '${recorder}'`))!;
  const excluded =
    (await pick(`site = 'MAINLAND' and certification_level_id is null and id not in ('${recorder}', '${included}')`)) ??
    (await pick(`id not in ('${recorder}', '${included}')`))!;
  const { rows } = await db.query<{ id: string }>(
    'select id from app_public.companies where id not in ($1, $2, $3) order by id',
    [included, excluded, recorder],
  );
  // every k-th company, so that the lists spread over the table
  const spread = (n: number) => {
    const step = Math.max(1, Math.floor(rows.length / n));
    return rows.filter((_, i) => i % step === 0).slice(0, n).map((r) => r.id);
  };
  const rule = (field: string, operator: string, values: string[]) => ({ field, operator, values });
  const { partnerAdministrator: pa, regularMember: rm } = builtinRoleIds;
  return {
    included,
    excluded,
    strategies: [
      { combinator: 'OR', rules: [rule('COMPANY_CERTIFICATION_LEVEL', 'CONTAINS_ONE', ['3', '4']), rule('COMPANY', 'CONTAINS_ONE', [included, ...spread(49)])] },
      { combinator: 'AND', rules: [rule('COMPANY_CERTIFICATION_LEVEL', 'CONTAINS_ONE', ['2', '3', '4', '6']), rule('ROLE', 'CONTAINS_ONE', [pa, rm])] },
      { combinator: 'AND', rules: [rule('COMPANY', 'CONTAINS_ONE', [included, ...spread(199)]), rule('ROLE', 'CONTAINS_ONE', [rm])] },
      { combinator: 'OR', rules: [rule('ROLE', 'CONTAINS_ONE', [pa]), rule('COMPANY_CERTIFICATION_LEVEL', 'CONTAINS_ONE', ['4', '6'])] },
      { combinator: 'AND', rules: [rule('COMPANY_CERTIFICATION_LEVEL', 'NOT_CONTAIN_EVERY_ONE', ['1', '5']), rule('COMPANY', 'NOT_CONTAIN_EVERY_ONE', [excluded, ...spread(99)])] },
    ],
  };
};

/** Removes what a bench run made: the fan-out's announcements with their notices and outbox rows, the recorded views. */
const removeBenchContent = async (db: pg.Client): Promise<void> => {
  const { rows } = await db.query<{ id: string }>('select id from app_public.announcements where name like $1', [`${fanOutName}%`]);
  for (const { id } of rows) {
    await db.query('delete from app_public.user_messages where dedup_key >= $1 and dedup_key < $2', [`announcement:${id}:`, `announcement:${id};`]);
    await db.query('delete from app_private.outbox where workflow_id = $1', [`announcement:${id}`]);
    await db.query('delete from app_public.announcements where id = $1', [id]);
  }
  await db.query(`delete from app_public.content_event_log where company_id = (${recorderCompanySql})`);
};

/**
 * Announcements, materials and the event log, each on its own count check (the log is seeded again whenever either
 * kind of item is, since its rows name them). Rules of the seed:
 * - items are made over the last two years in order (item n of N at 730·(N − n)/N days ago), published a few hours
 *   after, numbered in that order (`AN-`/`RM-<year>-<n>`, the number sequences set past them); 4 % drafts, 8 %
 *   delisted (30–180 days after publishing), the rest published, of which those made in the last three days are one in
 *   three scheduled a few days ahead; 30 % non-public, with one of the five audiences above;
 * - announcements: six types (one disabled), a type each; ~1.4 KB of content; four pinned (the three newest public
 *   published ones and the newest that reaches the included company with the first audience);
 * - materials: ten topics, each with its type (the six types via the join table, a second type for 30 %), its file
 *   types (PDF, DOCX, PPTX, XLSX, ZIP, MP4, or a URL link) and 0–2 of the seven products; a file material's file is an
 *   uploaded MATERIAL_FILE (status SUCCESS, its storage key ending in the type's extension, as saving checks); DOCX,
 *   PPTX, XLSX and ZIP downloadable, PDF and MP4 one in two, a link never;
 * - the log: `events` rows over the items once published (not drafts), item of rank r (the hot material first, the
 *   rest in a hash order) getting a share ∝ r^−0.65 (the hot one ~1 %: ~100,000 at full size), spread evenly from its
 *   publishing (or a year ago) to now; a downloadable material's event is a download two in five times, else a view;
 *   the company one of the companies with density ∝ 1/√rank (none, the vendor's staff, one in twenty), never the
 *   recorder's company; written in time order, as a live log is.
 */
export const seedContent = async (
  rootUrl: string,
  { announcements, materials, events, vendorRootUserId }: { announcements: number; materials: number; events: number; vendorRootUserId: string },
): Promise<ContentSeed> => {
  const db = new pg.Client({ connectionString: rootUrl });
  await db.connect();
  const parts: string[] = [];
  const step = async (label: string, sql: string, values?: unknown[]) => {
    const t = performance.now();
    const result = await db.query(sql, values);
    if (verbose()) console.log(`bench seed: ${label}: ${result.rowCount ?? ''} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return result;
  };
  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
  const begin = async () => {
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query(`set local maintenance_work_mem = '512MB'`);
    await db.query(`set local work_mem = '256MB'`);
  };
  try {
    await removeBenchContent(db);
    const started = performance.now();
    let reseeded = false;
    const audience = async () => JSON.stringify((await audiences(db)).strategies);

    if ((await count('select count(*)::int as n from app_public.announcements')) !== announcements) {
      const t = performance.now();
      const strategies = await audience();
      await begin();
      await db.query('truncate app_public.announcements cascade');
      await db.query(
        `insert into app_public.announcement_types (name, color, is_enabled, created_by)
         select v.name, v.color, v.enabled, $1 from (values ('Product release', '#1677ff', true), ('Policy', '#fa8c16', true),
           ('Event', '#52c41a', true), ('Training', '#722ed1', true), ('Maintenance', '#f5222d', true), ('Archive', '#8c8c8c', false))
           v(name, color, enabled)
         on conflict (name) do nothing`,
        [vendorRootUserId],
      );
      const indexes = await dropSecondaryIndexes(db, 'app_public.announcements');
      await step(
        'announcements',
        `insert into app_public.announcements (semantic_id, name, title, type_id, content, status, publish_time, is_public,
           push_strategies, is_sent_notification, created_by, updated_by, published_at, delisted_at, created_at, updated_at)
         with t as (select array_agg(id order by id) as ids from app_public.announcement_types where is_enabled),
         i as (
           select n, (n * 2654435761) % 1000003 as h,
                  now() - make_interval(secs => 730 * 86400 * ($1 - n)::float8 / $1) - make_interval(mins => ((n * 40503) % 600)::int) as created
           from generate_series(1, $1::int) n
         ),
         s as (
           select i.*, case when h % 100 < 4 then 'DRAFT' when h % 100 < 12 then 'DELISTED' else 'PUBLISHED' end as st,
                  (h / 100) % 10 >= 3 as public, 1 + (h / 1000) % 5 as audience,
                  (array['Hyper-converged platform', 'Virtualization', 'Distributed storage', 'Backup', 'Container platform',
                         'Appliance', 'Professional services'])[(1 + (h / 7) % 7)::int] as product,
                  (array['New release of', 'Price update for', 'Training on', 'Maintenance window for', 'Partner event:',
                         'Policy change for', 'Webinar:', 'Promotion:'])[(1 + (h / 11) % 8)::int] as lead
           from i
         ),
         p as (
           select s.*, case when s.st = 'DRAFT' then null
                            when s.created > now() - interval '3 days' and s.h % 3 = 0 then s.created + interval '5 days'
                            else least(s.created + make_interval(hours => (s.h % 48)::int), now()) end as published
           from s
         )
         select 'AN-' || to_char(p.created, 'YYYY') || '-' || lpad(p.n::text, 6, '0'), left(p.lead || ' ' || p.product, 40) || ' ' || p.n,
                left(p.lead || ' ' || p.product, 40) || ' #' || p.n, t.ids[(1 + (p.h / 13) % cardinality(t.ids))::int],
                '<p>' || repeat('Partners can read the details of this notice and its conditions in the attached documents. ', 15) || '</p>',
                p.st::app_public.publication_status, p.published, p.public,
                case when not p.public then ($2::jsonb)->(p.audience::int - 1) end, p.h % 4 = 0, $3::uuid, $3::uuid,
                case when p.st <> 'DRAFT' then least(p.published, now()) end,
                case when p.st = 'DELISTED' then least(p.published + make_interval(days => (30 + p.h % 150)::int), now()) end,
                p.created, coalesce(least(p.published, now()), p.created)
         from p, t
         order by p.n`,
        [announcements, strategies, vendorRootUserId],
      );
      await db.query(`select setval('app_private.announcement_number', greatest($1::bigint, 1))`, [announcements]);
      // the featured four: the three newest public published announcements, and the newest reaching through the first audience
      await db.query(
        `update app_public.announcements a set pinned_at = now() - make_interval(days => p.k::int)
         from (select id, row_number() over () as k from (
                 (select id from app_public.announcements where status = 'PUBLISHED' and publish_time <= now() and is_public
                  order by publish_time desc limit 3)
                 union all
                 (select id from app_public.announcements where status = 'PUBLISHED' and publish_time <= now() and not is_public
                    and push_strategies->>'combinator' = 'OR' and push_strategies->'rules'->1->>'field' = 'COMPANY'
                  order by publish_time desc limit 1)) x) p
         where a.id = p.id`,
      );
      for (const index of indexes) await step(`index ${index.name}`, index.definition);
      await db.query('commit');
      await db.query('vacuum analyze app_public.announcement_types, app_public.announcements');
      parts.push(`${announcements} announcements seeded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
      reseeded = true;
    }

    if ((await count('select count(*)::int as n from app_public.resource_materials')) !== materials) {
      const t = performance.now();
      const strategies = await audience();
      await begin();
      await db.query('truncate app_public.resource_materials cascade');
      await db.query(`delete from app_public.uploaded_files where storage_key like 'bench/material/%'`);
      const indexes = await dropSecondaryIndexes(db, 'app_public.resource_materials');
      // what each material is: its topic (n mod 10) gives its type and its file types
      const plan = `
        with topic(k, name, type_id, file_types) as (values
          (0, 'deployment guide', 3, array['PDF', 'DOCX']), (1, 'datasheet', 1, array['PDF']),
          (2, 'best practices', 2, array['PDF', 'PPTX']), (3, 'release notes', 3, array['PDF', 'URL']),
          (4, 'training deck', 4, array['PPTX', 'MP4']), (5, 'customer case', 6, array['PDF', 'PPTX', 'URL']),
          (6, 'installation media', 5, array['ZIP']), (7, 'solution overview', 2, array['PPTX', 'PDF']),
          (8, 'sizing tool', 5, array['XLSX', 'URL']), (9, 'FAQ', 4, array['URL', 'DOCX'])),
        i as (
          select n, (n * 2654435761) % 1000003 as h,
                 now() - make_interval(secs => 730 * 86400 * ($1 - n)::float8 / $1) - make_interval(mins => ((n * 40503) % 600)::int) as created
          from generate_series(1, $1::int) n
        ),
        m as (
          select i.*, topic.name as topic, topic.type_id,
                 topic.file_types[(1 + (i.h / 17) % cardinality(topic.file_types))::int] as file_type,
                 (array['Hyper-converged platform', 'Virtualization', 'Distributed storage', 'Backup', 'Container platform',
                        'Appliance', 'Professional services'])[(1 + (i.h / 7) % 7)::int] as product
          from i join topic on topic.k = i.n % 10
        )`;
      const extension = `lower(m.file_type)`;
      await step(
        'material files',
        `insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status, created_at, updated_at, completed_at)
         ${plan}
         select $2::uuid, 'MATERIAL_FILE', m.product || ' ' || m.topic || ' ' || m.n || '.' || ${extension},
                100000 + (m.h * 97) % 300000000,
                case m.file_type when 'PDF' then 'application/pdf' when 'ZIP' then 'application/zip' when 'MP4' then 'video/mp4'
                  when 'DOCX' then 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
                  when 'PPTX' then 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
                  else 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' end,
                'bench/material/' || m.n || '.' || ${extension}, 'SUCCESS', m.created, m.created, m.created
         from m where m.file_type <> 'URL'`,
        [materials, vendorRootUserId],
      );
      await step(
        'materials',
        `insert into app_public.resource_materials (semantic_id, name, brief, file_type, file_id, link, can_download, status,
           publish_time, is_public, push_strategies, is_sent_notification, created_by, updated_by, published_at, delisted_at,
           created_at, updated_at)
         ${plan},
         s as (
           select m.*, case when h % 100 < 4 then 'DRAFT' when h % 100 < 12 then 'DELISTED' else 'PUBLISHED' end as st,
                  (h / 100) % 10 >= 3 as public, 1 + (h / 1000) % 5 as audience
           from m
         ),
         p as (
           select s.*, case when s.st = 'DRAFT' then null
                            when s.created > now() - interval '3 days' and s.h % 3 = 0 then s.created + interval '5 days'
                            else least(s.created + make_interval(hours => (s.h % 48)::int), now()) end as published
           from s
         )
         select 'RM-' || to_char(p.created, 'YYYY') || '-' || lpad(p.n::text, 6, '0'), p.product || ' ' || p.topic || ' ' || p.n,
                initcap(p.topic) || ' for the ' || p.product || ': what partners need to present, size, install and support it.',
                p.file_type::app_public.material_file_type, f.id,
                case when p.file_type = 'URL' then 'https://docs.bench.example.com/' || replace(p.topic, ' ', '-') || '/' || p.n end,
                case when p.file_type in ('DOCX', 'PPTX', 'XLSX', 'ZIP') then true when p.file_type = 'URL' then false else p.h % 2 = 0 end,
                p.st::app_public.publication_status, p.published, p.public,
                case when not p.public then ($3::jsonb)->(p.audience::int - 1) end, p.h % 4 = 0, $2::uuid, $2::uuid,
                case when p.st <> 'DRAFT' then least(p.published, now()) end,
                case when p.st = 'DELISTED' then least(p.published + make_interval(days => (30 + p.h % 150)::int), now()) end,
                p.created, coalesce(least(p.published, now()), p.created)
         from p left join app_public.uploaded_files f on f.storage_key = 'bench/material/' || p.n || '.' || lower(p.file_type)
         order by p.n`,
        [materials, vendorRootUserId, strategies],
      );
      await db.query(`select setval('app_private.resource_material_number', greatest($1::bigint, 1))`, [materials]);
      // the topic's type, and for 30 % a second one; the topic's product, and for 40 % a second one (10 % none)
      await step(
        'material types and products',
        `with m as (select id, split_part(semantic_id, '-', 3)::bigint as n, (split_part(semantic_id, '-', 3)::bigint * 2654435761) % 1000003 as h,
                           name from app_public.resource_materials),
         typed as (
           insert into app_public.resource_material_type_links (resource_material_id, type_id)
           select m.id, t.type_id from m
           cross join lateral (values ((array[3, 1, 2, 3, 4, 6, 5, 2, 5, 4])[(1 + m.n % 10)::int]),
                                      (case when (m.h / 19) % 10 < 3 then 1 + (m.h / 23) % 6 end)) t(type_id)
           where t.type_id is not null
           on conflict do nothing
           returning 1
         )
         insert into app_public.resource_material_products (resource_material_id, product_id)
         select m.id, p.product_id from m
         cross join lateral (values (1 + (m.h / 7) % 7), (case when (m.h / 29) % 10 < 4 then 1 + (m.h / 31) % 7 end)) p(product_id)
         where p.product_id is not null and (m.h / 37) % 10 <> 0
         on conflict do nothing`,
      );
      for (const index of indexes) await step(`index ${index.name}`, index.definition);
      await db.query('commit');
      await db.query(
        'vacuum analyze app_public.resource_materials, app_public.resource_material_type_links, app_public.resource_material_products, app_public.uploaded_files',
      );
      parts.push(`${materials} materials seeded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
      reseeded = true;
    }

    if (reseeded || (await count('select count(*)::int as n from app_public.content_event_log')) !== events) {
      const t = performance.now();
      await begin();
      await db.query('truncate app_public.content_event_log');
      const indexes = await dropSecondaryIndexes(db, 'app_public.content_event_log');
      await step(
        'content events',
        `insert into app_public.content_event_log (content_kind, content_id, event_type, company_id, occurred_at)
         with hot as (${hotMaterialSql}),
         items as (
           select 'ANNOUNCEMENT'::app_public.content_kind as kind, a.id, false as downloadable,
                  greatest(a.publish_time, now() - interval '365 days') as since
           from app_public.announcements a where a.status <> 'DRAFT' and a.publish_time <= now()
           union all
           select 'MATERIAL'::app_public.content_kind, m.id, m.can_download, greatest(m.publish_time, now() - interval '365 days')
           from app_public.resource_materials m where m.status <> 'DRAFT' and m.publish_time <= now()
         ),
         ranked as (
           select i.*, power(row_number() over (order by i.id = (select id from hot) desc, hashtext(i.id::text), i.id), -0.65) as weight
           from items i
         ),
         w as (select r.*, sum(r.weight) over (order by r.weight desc, r.id) as cum from ranked r),
         c as (
           select w.kind, w.id, w.downloadable, w.since,
                  (floor(w.cum * $1 / max(w.cum) over ()) - floor((w.cum - w.weight) * $1 / max(w.cum) over ()))::int as events
           from w
         ),
         e as (
           select c.kind, c.id, c.downloadable, c.since, row_number() over () as g
           from c cross join generate_series(1, c.events)
         ),
         firms as (
           select id, row_number() over (order by id) as k, count(*) over () as total
           from app_public.companies where id <> (${recorderCompanySql})
         ),
         x as (
           select e.*, case when (e.g * 7919) % 20 = 0 then null
                            else 1 + floor((select max(total) from firms) * power(((e.g * 2654435761) % 1000003) / 1000003.0, 2))::bigint end as firm
           from e
         )
         select x.kind, x.id,
                (case when x.downloadable and (x.g * 31) % 5 < 2 then 'DOWNLOAD' else 'VIEW' end)::app_public.content_event_type,
                f.id, x.since + (now() - x.since) * (((x.g * 40503 + 12345) % 1000003) / 1000003.0)::float8
         from x left join firms f on f.k = x.firm
         order by 5`,
        [events],
      );
      for (const index of indexes) await step(`index ${index.name}`, index.definition);
      await db.query('commit');
      // the steady state autovacuum keeps: statistics, and the visibility map that lets the analytics read the index alone
      await step('vacuum analyze content_event_log', 'vacuum analyze app_public.content_event_log');
      const { rows: mix } = await db.query<{ views: number; downloads: number; anonymous: number }>(
        `select count(*) filter (where event_type = 'VIEW')::int as views, count(*) filter (where event_type = 'DOWNLOAD')::int as downloads,
                count(*) filter (where company_id is null)::int as anonymous
         from app_public.content_event_log`,
      );
      parts.push(
        `${events} content events seeded in ${((performance.now() - t) / 1000).toFixed(0)} s ` +
          `(${mix[0]!.views} views, ${mix[0]!.downloads} downloads, ${mix[0]!.anonymous} by the vendor's staff)`,
      );
      reseeded = true;
    }
    if (!reseeded) return { reused: true, parts: ['content reused'] };
    if (verbose()) console.log(`bench seed: content: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { reused: false, parts };
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
};

export interface ContentPersonas {
  /** A regular member of the company most non-public items reach, and of the one none reaches. */
  includedMember: { rootUserId: string; companyId: string; reaches: number };
  excludedMember: { rootUserId: string; companyId: string; reaches: number };
  /** Published non-public announcements (the members' `reaches` count those reaching them). */
  nonPublicAnnouncements: number;
  /** A regular member of the company the seed leaves without events: the one whose views the bench records. */
  recorder: { rootUserId: string; companyId: string };
  /** The hot material, with its events of the last 30 and 365 days. */
  hotMaterial: { id: string; events30: number; events365: number };
  /**
   * A non-public announcement (the first audience), a non-public material (the third) and an announcement whose role
   * rule is asked of every member (the fourth) for the push-range counts.
   */
  pushAnnouncementId: string;
  pushMaterialId: string;
  pushRoleAnnouncementId: string;
  /** Ten published public items (five announcements, five materials), viewed by the recorder. */
  recordItems: { contentKind: 'ANNOUNCEMENT' | 'MATERIAL'; contentId: string }[];
  /** The material search: a term, a product, a type and a file type, and the published materials matching all four. */
  materialSearch: { search: string; productId: number; typeId: number; fileType: string; matches: number };
}

/** The content operations' people and items, read from the seed (the same in a reused world). */
export const contentPersonas = async (ownerUrl: string): Promise<ContentPersonas> => {
  const db = new pg.Client({ connectionString: ownerUrl });
  await db.connect();
  try {
    const one = async <T extends object>(sql: string, values?: unknown[]): Promise<T> => {
      const row = (await db.query<T & pg.QueryResultRow>(sql, values)).rows[0];
      if (!row) throw new Error(`bench: the content seed holds nothing for ${sql.replace(/\s+/g, ' ').slice(0, 120)}`);
      return row;
    };
    const member = async (companyId: string) =>
      (
        await one<{ root_user_id: string }>(
          `select u.root_user_id from app_public.users u join app_public.user_roles ur on ur.user_id = u.id
           where u.company_id = $1 and u.status = 'JOINED' and ur.role_id = $2 order by u.root_user_id limit 1`,
          [companyId, builtinRoleIds.regularMember],
        )
      ).root_user_id;
    // the anchors, read back from the audiences the items carry (the third names the included company first, the fifth
    // the excluded one)
    const { included } = await one<{ included: string }>(
      `select push_strategies->'rules'->0->'values'->>0 as included from app_public.announcements
       where push_strategies->>'combinator' = 'AND' and push_strategies->'rules'->0->>'field' = 'COMPANY' limit 1`,
    );
    const { excluded } = await one<{ excluded: string }>(
      `select push_strategies->'rules'->1->'values'->>0 as excluded from app_public.announcements
       where push_strategies->'rules'->1->>'operator' = 'NOT_CONTAIN_EVERY_ONE' limit 1`,
    );
    const includedRoot = await member(included);
    const excludedRoot = await member(excluded);
    const reaches = async (rootUserId: string) =>
      (
        await one<{ n: number }>(
          `with facts as (select coalesce(jsonb_agg(app_private.push_facts(u.company_id, u.id)), '[]'::jsonb) as f
                          from app_public.users u where u.root_user_id = $1 and u.company_id is not null and u.status = 'JOINED')
           select count(*)::int as n from app_public.announcements a, facts
           where a.status = 'PUBLISHED' and a.publish_time <= now() and not a.is_public and app_hidden.push_strategy_reaches(a.push_strategies, facts.f)`,
          [rootUserId],
        )
      ).n;
    const { n: nonPublic } = await one<{ n: number }>(
      `select count(*)::int as n from app_public.announcements where status = 'PUBLISHED' and publish_time <= now() and not is_public`,
    );
    const { id: recorderCompany } = await one<{ id: string }>(recorderCompanySql);
    const hot = await one<{ id: string }>(hotMaterialSql);
    const { events30, events365 } = await one<{ events30: number; events365: number }>(
      `select count(*) filter (where occurred_at >= now() - interval '30 days')::int as events30, count(*)::int as events365
       from app_public.content_event_log where content_kind = 'MATERIAL' and content_id = $1 and occurred_at >= now() - interval '365 days'`,
      [hot.id],
    );
    const { id: pushAnnouncementId } = await one<{ id: string }>(
      `select id from app_public.announcements where status = 'PUBLISHED' and not is_public
         and push_strategies->>'combinator' = 'OR' and push_strategies->'rules'->1->>'field' = 'COMPANY'
       order by semantic_id limit 1`,
    );
    const { id: pushMaterialId } = await one<{ id: string }>(
      `select id from app_public.resource_materials where status = 'PUBLISHED' and not is_public
         and push_strategies->>'combinator' = 'AND' and push_strategies->'rules'->0->>'field' = 'COMPANY'
       order by semantic_id limit 1`,
    );
    const { id: pushRoleAnnouncementId } = await one<{ id: string }>(
      `select id from app_public.announcements where status = 'PUBLISHED' and not is_public
         and push_strategies->>'combinator' = 'OR' and push_strategies->'rules'->0->>'field' = 'ROLE'
       order by semantic_id limit 1`,
    );
    const { rows: items } = await db.query<{ kind: 'ANNOUNCEMENT' | 'MATERIAL'; id: string }>(
      `(select 'ANNOUNCEMENT' as kind, id from app_public.announcements where status = 'PUBLISHED' and is_public and publish_time <= now()
        order by publish_time desc, id limit 5)
       union all
       (select 'MATERIAL', id from app_public.resource_materials where status = 'PUBLISHED' and is_public and publish_time <= now()
        order by publish_time desc, id limit 5)`,
    );
    const search = { search: 'deployment', productId: 1, typeId: 3, fileType: 'PDF' };
    const { n: matches } = await one<{ n: number }>(
      `select count(*)::int as n from app_public.published_resource_materials($1, $2, $3, $4::app_public.material_file_type)`,
      [search.search, search.productId, search.typeId, search.fileType],
    );
    return {
      includedMember: { rootUserId: includedRoot, companyId: included, reaches: await reaches(includedRoot) },
      excludedMember: { rootUserId: excludedRoot, companyId: excluded, reaches: await reaches(excludedRoot) },
      nonPublicAnnouncements: nonPublic,
      recorder: { rootUserId: await member(recorderCompany), companyId: recorderCompany },
      hotMaterial: { id: hot.id, events30, events365 },
      pushAnnouncementId,
      pushMaterialId,
      pushRoleAnnouncementId,
      recordItems: items.map((i) => ({ contentKind: i.kind, contentId: i.id })),
      materialSearch: { ...search, matches },
    };
  } finally {
    await db.end();
  }
};

/**
 * The back office's content analytics page (the text its page sends): an item's views and downloads per business day,
 * and its top ten companies, over a range of days.
 */
export const contentAnalyticsText = `query ContentAnalytics($kind: ContentKind!, $id: UUID!, $from: Date!, $to: Date!) {
  contentAnalyticsDaysList(contentKind: $kind, contentId: $id, fromDate: $from, toDate: $to) { day views downloads }
  contentAnalyticsCompaniesList(contentKind: $kind, contentId: $id, fromDate: $from, toDate: $to, top: 10) { companyId companyName views downloads }
}`;

/** The portal's recording of views and downloads, as the bench sends it where the portal ships no document of it (†). */
export const recordContentEventsText = `mutation RecordContentEvents($input: RecordContentEventsInput!) {
  recordContentEvents(input: $input) { result }
}`;

export interface FanOutContext {
  ownerUrl: string;
  api: Pick<TestApi, 'graphql' | 'sign'>;
  storage: StorageSettings;
  vendorRootUserId: string;
  /** The back office's save and publish documents (their shipped text). */
  saveText: string;
  publishText: string;
  /** Temporal dev server ports; default 19635 / 19636 (the import's are 19633 / 19634). */
  temporalPort?: number;
  temporalUiPort?: number;
}

export interface FanOutResult {
  /** People the announcement reaches (every member of a company), and those notified when the walk ended. */
  expected: number;
  notified: number;
  /** From the publish command to the last person's notification. */
  seconds: number;
  /** From the publish command to the first notification (the relay and the workflow's start). */
  firstSeconds: number;
  /** The save and publish commands' own time, ms. */
  saveMs: number;
  publishMs: number;
}

/**
 * The fan-out of a public announcement with a notification to every person, end to end: the vendor admin saves and
 * publishes it through the API (the back office's documents), and the real worker (outbox relay, a fresh Temporal dev
 * server, the publication workflow and its batches) notifies each person once. The figure is the time from the
 * publish command until every person the announcement reaches has its notice (`announcement:<id>:<person>`). The
 * announcement and its notices are removed afterwards, so the world keeps its size.
 */
export async function benchAnnouncementFanOut(ctx: FanOutContext): Promise<FanOutResult> {
  const db = new pg.Client({ connectionString: ctx.ownerUrl });
  await db.connect();
  await removeBenchContent(db);
  const expected = (
    await db.query<{ n: number }>(
      `select count(distinct root_user_id)::int as n from app_public.users where company_id is not null and status = 'JOINED'`,
    )
  ).rows[0]!.n;
  const { rows: [type] } = await db.query<{ id: number }>('select id from app_public.announcement_types where is_enabled order by id limit 1');
  if (!type || !expected) throw new Error('bench: no announcement type or no people to notify');
  const temporalDb = join(dataDir, 'bench-temporal-fanout.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${temporalDb}${suffix}`, { force: true });
  // (loaded here: the worker brings Temporal's native runtime, which nothing else of the bench needs)
  const { runWorker } = await import('../../workflows/src/main.ts');
  const temporal = await startTemporal({ port: ctx.temporalPort ?? 19635, uiPort: ctx.temporalUiPort ?? 19636, dbFile: temporalDb, echo: false });
  // The worker reads the storage and database settings from the environment, as in production.
  Object.assign(process.env, storageEnv(ctx.storage), { DATABASE_URL: ctx.ownerUrl, TEMPORAL_ADDRESS: temporal.address });
  let ready!: () => void;
  const polling = new Promise<void>((resolve) => (ready = resolve));
  const worker = await runWorker({ databaseUrl: ctx.ownerUrl, temporalAddress: temporal.address, temporalNamespace: 'default' }, () => ready());
  let id: string | undefined;
  try {
    await polling;
    const token = await ctx.api.sign({ sub: ctx.vendorRootUserId, expiresIn: '1h' });
    const tag = Date.now().toString(36);
    const s0 = performance.now();
    const saved = await ctx.api.graphql<{ saveAnnouncement: { result: { id: string } } }>(
      ctx.saveText,
      {
        input: {
          name: `${fanOutName} ${tag}`, title: `${fanOutName} ${tag}`, typeId: type.id,
          content: '<p>Every partner is told of this announcement.</p>', attachmentFileIds: [], publishTime: null,
          isPublic: true, pushStrategies: null, isSentNotification: true,
        },
      },
      token,
    );
    id = saved.body.data?.saveAnnouncement.result.id;
    if (!id) throw new Error(`bench: save refused: ${JSON.stringify(saved.body.errors)}`);
    const saveMs = performance.now() - s0;
    const t0 = performance.now();
    const published = await ctx.api.graphql(ctx.publishText, { input: { id } }, token);
    if (published.body.errors) throw new Error(`bench: publish refused: ${JSON.stringify(published.body.errors)}`);
    const publishMs = performance.now() - t0;
    // every person's notice is keyed `announcement:<id>:<person>`: a range of the unique key's index
    const range = [`announcement:${id}:`, `announcement:${id};`];
    let notified = 0;
    let firstSeconds = Number.NaN;
    for (;;) {
      notified = (
        await db.query<{ n: number }>('select count(*)::int as n from app_public.user_messages where dedup_key >= $1 and dedup_key < $2', range)
      ).rows[0]!.n;
      if (notified > 0 && Number.isNaN(firstSeconds)) firstSeconds = (performance.now() - t0) / 1000;
      if (notified >= expected) break;
      if (performance.now() - t0 > 1_800_000) throw new Error(`bench: ${notified} of ${expected} notified after 30 minutes`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - t0) / 1000;
    return { expected, notified, seconds, firstSeconds, saveMs, publishMs };
  } finally {
    await worker.shutdown();
    await worker.done.catch(() => undefined);
    await temporal.stop();
    // the world keeps its size: the announcement, its notices and its outbox row go
    await removeBenchContent(db).catch((error: unknown) => console.error(`bench: fan-out clean-up failed: ${String(error)}`));
    await db.query('vacuum analyze app_public.user_messages').catch(() => undefined);
    await db.end();
  }
}
