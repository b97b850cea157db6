import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicationNotificationWorkflowType, publicationSignals } from '../domain.ts';
import { createTimeSkippingTestEnv } from '../../test-server/env.ts';
import { minute, openTestPool } from '../project-filing/test-fixtures.ts';
import { createPublicationActivities, type PublicationActivities } from './activities.ts';
import { publicationNotificationWorkflow, publicationPublishedSignal } from './workflow.ts';

/**
 * The notification of a published announcement (and of a material, the second kind) on Temporal's time-skipping
 * test server with the real SQL activities: nobody is told before the publish time (not a minute early); then
 * everyone the strategy reaches is told once, in batches; a batch the worker repeats tells nobody twice.
 */
let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;
let worker: Worker | undefined;
let running: Promise<void> | undefined;
let pool: pg.Pool;
let close: () => Promise<void>;
const taskQueue = `publication-test-${randomUUID()}`;
const dueReads = new Map<string, number>();
let batchCalls = 0;
let repeatNextBatch = false;
const settle = { timeout: 60_000, interval: 100 };
const hour = 60 * minute;

beforeAll(async () => {
  ({ pool, close } = await openTestPool());
  const real = createPublicationActivities(pool);
  const activities: PublicationActivities = {
    async publicationNotificationDue(kind, id) {
      dueReads.set(id, (dueReads.get(id) ?? 0) + 1);
      return real.publicationNotificationDue(kind, id);
    },
    // a batch may run twice (a worker that died after the statement and before reporting it): the test repeats one
    async publicationNotifyBatch(kind, id, after, size) {
      batchCalls++;
      if (repeatNextBatch) {
        repeatNextBatch = false;
        await real.publicationNotifyBatch(kind, id, after, size);
      }
      return real.publicationNotifyBatch(kind, id, after, size);
    },
  };
  env = await createTimeSkippingTestEnv();
  bundle = await bundleWorkflowCode({
    workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle: bundle, activities, maxCachedWorkflows: 0 });
  running = worker.run();
}, 240_000);

afterAll(async () => {
  worker?.shutdown();
  await running;
  await env?.teardown();
  await close?.();
}, 60_000);

/** A company of `people` joined members, and one outsider in another company. */
const companyOf = async (people: number): Promise<{ companyId: string; members: string[]; outsider: string }> => {
  const suffix = randomUUID().slice(0, 8);
  const companyId = randomUUID();
  const otherId = randomUUID();
  await pool.query(`insert into app_public.companies (id, name, site) values ($1, $2, 'MAINLAND'), ($3, $4, 'MAINLAND')`,
    [companyId, `Publication ${suffix}`, otherId, `Elsewhere ${suffix}`]);
  const join = async (company: string, i: number) => {
    const root = randomUUID();
    await pool.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `pub-${suffix}-${i}`, `pub.${suffix}.${i}@example.com`, 'Reader']);
    await pool.query(`insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, 'Reader', 'JOINED', now())`, [root, company]);
    return root;
  };
  const members = [];
  for (let i = 0; i < people; i++) members.push(await join(companyId, i));
  return { companyId, members, outsider: await join(otherId, people) };
};

/** A published announcement for the company, notifying, shown from `publishAt` (epoch ms). */
const publishedFor = async (companyId: string, publishAt: number): Promise<string> => {
  const { rows: [type] } = await pool.query<{ id: number }>(`insert into app_public.announcement_types (name, color) values ($1, '#1677ff') returning id`, [`T ${randomUUID().slice(0, 8)}`]);
  const { rows: [a] } = await pool.query<{ id: string }>(
    `insert into app_public.announcements (name, title, type_id, status, publish_time, published_at, is_public, push_strategies, is_sent_notification)
     values ('Launch', 'Version 7 is out', $1, 'PUBLISHED', $2, now(), false, $3, true) returning id`,
    [type!.id, new Date(publishAt).toISOString(), JSON.stringify({ combinator: 'AND', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [companyId] }] })],
  );
  return a!.id;
};

/** A published link material for the company, notifying, shown from `publishAt` (epoch ms). */
const materialFor = async (companyId: string, publishAt: number): Promise<string> => {
  const { rows: [m] } = await pool.query<{ id: string }>(
    `insert into app_public.resource_materials (name, brief, file_type, link, status, publish_time, published_at, is_public, push_strategies,
                                               is_sent_notification)
     values ('Sizing guide', 'How to size a cluster', 'URL', 'https://example.com/sizing', 'PUBLISHED', $1, now(), false, $2, true) returning id`,
    [new Date(publishAt).toISOString(), JSON.stringify({ combinator: 'AND', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [companyId] }] })],
  );
  return m!.id;
};

const toldOf = async (id: string, kind = 'announcement') =>
  (await pool.query<{ root_user_id: string }>(`select root_user_id from app_public.user_messages where dedup_key like $1 order by 1`, [`${kind}:${id}:%`])).rows.map((r) => r.root_user_id);
const upTo = async (target: number) => {
  const now = await env.currentTimeMs();
  if (target > now) await env.sleep(target - now);
};

describe('publicationNotificationWorkflow (time skipping, real SQL)', { timeout: 180_000 }, () => {
  it('uses the shared signal and workflow names', () => {
    expect(publicationNotificationWorkflow.name).toBe(publicationNotificationWorkflowType);
    expect(publicationPublishedSignal.name).toBe(publicationSignals.published);
  });

  it('tells nobody before the publish time, then everyone the strategy reaches once, even when a batch runs twice', async () => {
    const { companyId, members, outsider } = await companyOf(3);
    const publishAt = (await env.currentTimeMs()) + 2 * hour;
    const id = await publishedFor(companyId, publishAt);
    const key = `announcement:${id}`;
    repeatNextBatch = true;
    const before = batchCalls;
    const handle = await env.client.workflow.signalWithStart(publicationNotificationWorkflowType, {
      workflowId: key, taskQueue, args: [key], signal: publicationSignals.published, signalArgs: [{ id }],
    });
    await vi.waitFor(() => expect(dueReads.get(id) ?? 0).toBeGreaterThan(0), settle);
    await upTo(publishAt - minute);
    expect(await toldOf(id)).toEqual([]);
    await upTo(publishAt + minute);
    expect(await handle.result()).toMatch(/^notified in \d+ batches$/);
    expect(await toldOf(id)).toEqual([...members].sort());
    expect((await toldOf(id)).includes(outsider)).toBe(false);
    expect(batchCalls - before).toBeGreaterThanOrEqual(1);
  });

  it('a material (the second kind) is told the same way, under its own key', async () => {
    const { companyId, members, outsider } = await companyOf(2);
    const publishAt = (await env.currentTimeMs()) + hour;
    const id = await materialFor(companyId, publishAt);
    const key = `material:${id}`;
    const handle = await env.client.workflow.signalWithStart(publicationNotificationWorkflowType, {
      workflowId: key, taskQueue, args: [key], signal: publicationSignals.published, signalArgs: [{ id }],
    });
    await vi.waitFor(() => expect(dueReads.get(id) ?? 0).toBeGreaterThan(0), settle);
    await upTo(publishAt - minute);
    expect(await toldOf(id, 'material')).toEqual([]);
    await upTo(publishAt + minute);
    expect(await handle.result()).toMatch(/^notified in \d+ batches$/);
    expect(await toldOf(id, 'material')).toEqual([...members].sort());
    expect((await toldOf(id, 'material')).includes(outsider)).toBe(false);
  });

  it('an announcement delisted before its publish time tells nobody', async () => {
    const { companyId } = await companyOf(1);
    const publishAt = (await env.currentTimeMs()) + hour;
    const id = await publishedFor(companyId, publishAt);
    const key = `announcement:${id}`;
    const handle = await env.client.workflow.signalWithStart(publicationNotificationWorkflowType, {
      workflowId: key, taskQueue, args: [key], signal: publicationSignals.published, signalArgs: [{ id }],
    });
    await vi.waitFor(() => expect(dueReads.get(id) ?? 0).toBeGreaterThan(0), settle);
    await pool.query(`update app_public.announcements set status = 'DELISTED', delisted_at = now() where id = $1`, [id]);
    await upTo(publishAt + minute);
    expect(await handle.result()).toBe('nothing');
    expect(await toldOf(id)).toEqual([]);
  });
});
