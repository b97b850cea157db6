// The bench's timers: 100,000 deal registrations whose timers fall due in the same moments, and 100,000 company point
// lots that expire or enter their warning window on the same day, through the real worker on a fresh Temporal dev
// server, on the bench's full-size world. Half of the filings expire (90 days without progress end there), the other
// half get their 45-day warning without progress; each filing's deadline moment is written in one burst, as after a
// mass approval, and the deadline sweep (woken by the burst's signal) sleeps until the first of them. The lots are
// settled and warned by the daily sweep, started afresh when the filings fall due (as it wakes at business midnight).
// The figures: the time to write the moments, the time from the last due moment until every filing expired and every
// reminder and warning was sent (target: under 10 minutes), and the checks that each happened once: one expiry per
// filing, one message per filing and person, one deadline sweep, one settlement per lot, and every company's stored
// total equal to its lots. The rows are removed afterwards, so the world keeps its size.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client, Connection } from '@temporalio/client';
import pg from 'pg';
import { companyPointExpiryWorkflowId, projectFilingDeadlinesWorkflowType } from '@pp/domain';
import { dataDir } from '../lib/paths.ts';
import { storageEnv, type StorageSettings } from '../lib/storage.ts';
import { startTemporal } from '../lib/temporal.ts';

export const timersName = 'timers';
/** The bench's filings and lots carry this name (filings) and remark (lots); an interrupted run's rows go by it. */
const filingName = 'Bench timer';
const lotRemark = 'Bench timer lot';
/** The target: the backlog cleared within this many seconds of the last due moment. */
export const timersTargetSeconds = 600;

export interface TimersContext {
  ownerUrl: string;
  storage: StorageSettings;
  /** Filings with a timer in the window (half expire, half are reminded); default 100,000. */
  filings: number;
  /** Point lots due the same day (half expire, half are warned); default 100,000. */
  lots: number;
  /** Seconds from the seeding to the first due moment: the moments are written within it. */
  leadSeconds: number;
  /** Seconds over which the due moments are spread (the "same hour", compressed). */
  windowSeconds: number;
  temporalPort?: number;
  temporalUiPort?: number;
}

export interface TimersResult {
  filings: number;
  /** Seconds to write every filing's deadline moment (one statement, as after a mass approval). */
  momentsSeconds: number;
  expiring: number;
  expired: number;
  reminding: number;
  reminded: number;
  /** From the last due moment to the last filing expired and reminder sent; NaN when not all cleared. */
  clearSeconds: number;
  /** From the first due moment to the end. */
  spanSeconds: number;
  /** Filings with more than one expiry in their history; messages beyond one per filing, kind and person. */
  expiredTwice: number;
  messagesTwice: number;
  /** Deadline sweeps (executions not continued as new): one. */
  workflows: number;
  lots: number;
  lotsExpired: number;
  lotsWarned: number;
  lotsSeconds: number;
  lotsSettledTwice: number;
  /** Companies and types whose stored total differs from the remainders of their effective lots. */
  ledgerBreaks: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Removes the bench's filings and lots with everything they caused (messages, history, moments, settlements). */
const removeTimerRows = async (db: pg.Client): Promise<void> => {
  await db.query('begin');
  await db.query(`create temp table bench_timer_filings on commit drop as select id from app_public.project_filings where name like $1`, [`${filingName} %`]);
  await db.query(`delete from app_public.user_messages m using bench_timer_filings f
                  where m.dedup_key >= 'project_filing:' || f.id || ':' and m.dedup_key < 'project_filing:' || f.id || ';'`);
  await db.query(`delete from app_public.project_filing_history h using bench_timer_filings f where h.filing_id = f.id`);
  await db.query(`delete from app_public.project_filings p using bench_timer_filings f where p.id = f.id`);
  await db.query(`create temp table bench_timer_lots on commit drop as
                  select id, company_id, type, remaining_point, is_effective from app_public.company_points where action = 'ADD' and remark = $1`, [lotRemark]);
  await db.query(`delete from app_public.user_messages m using bench_timer_lots l
                  where m.dedup_key >= 'company_point_expiring:' || l.id || ':' and m.dedup_key < 'company_point_expiring:' || l.id || ';'`);
  await db.query(`delete from app_public.company_points p using bench_timer_lots l where p.lot_id = l.id`);
  await db.query(`update app_public.company_point_balances b set total = b.total - x.remaining
                  from (select company_id, type, sum(remaining_point)::int as remaining from bench_timer_lots where is_effective group by 1, 2) x
                  where b.company_id = x.company_id and b.type = x.type`);
  await db.query(`delete from app_public.company_points p using bench_timer_lots l where p.id = l.id`);
  await db.query('commit');
};

/**
 * Seeds the filings (in effect, each with one timer in the window) and the lots, starts the worker, writes the
 * filings' moments, restarts the point sweep at the first due moment, and watches the database until everything due
 * has happened.
 */
export async function benchTimers(ctx: TimersContext): Promise<TimersResult> {
  const db = new pg.Client({ connectionString: ctx.ownerUrl });
  await db.connect();
  await removeTimerRows(db);
  const temporalDb = join(dataDir, 'bench-temporal-timers.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${temporalDb}${suffix}`, { force: true });
  // (loaded here: the worker brings Temporal's native runtime, which nothing else of the bench needs)
  const { runWorker } = await import('../../workflows/src/main.ts');
  const { ensureCompanyPointExpiry } = await import('../../workflows/src/company-point/start.ts');
  const temporal = await startTemporal({ port: ctx.temporalPort ?? 19637, uiPort: ctx.temporalUiPort ?? 19638, dbFile: temporalDb, echo: false });
  Object.assign(process.env, storageEnv(ctx.storage), { DATABASE_URL: ctx.ownerUrl, TEMPORAL_ADDRESS: temporal.address });
  const connection = await Connection.connect({ address: temporal.address });
  const client = new Client({ connection, namespace: 'default' });
  let ready!: () => void;
  const polling = new Promise<void>((resolve) => (ready = resolve));
  const worker = await runWorker({ databaseUrl: ctx.ownerUrl, temporalAddress: temporal.address, temporalNamespace: 'default' }, () => ready());
  const q = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await db.query<R>(text, values)).rows;
  try {
    await polling;
    // The sweep the worker started sweeps the world's own due lots first; the bench's lots come once it sleeps.
    for (const started = performance.now(); ; ) {
      const history = await client.workflow.getHandle(companyPointExpiryWorkflowId).fetchHistory();
      if ((history.events ?? []).some((e) => e.timerStartedEventAttributes)) break;
      if (performance.now() - started > 600_000) throw new Error('bench: the point sweep did not reach its sleep in 10 minutes');
      await sleep(500);
    }

    // The deadline sweep the worker started handles the world's own due filings first (as at a deployment: every
    // filing whose moment passed while no sweep ran); the bench's filings come once it has.
    const w0 = performance.now();
    for (;;) {
      const [due] = await q<{ n: number }>('select count(*)::int as n from app_private.project_filing_moments where next_at <= now()');
      if (due!.n === 0) break;
      if (performance.now() - w0 > 1_800_000) throw new Error(`bench: the world's ${due!.n} due filings not handled in 30 minutes`);
      await sleep(1000);
    }
    console.log(`bench: the world's due filings handled in ${((performance.now() - w0) / 1000).toFixed(1)} s`);

    // The filings: spread over the companies, a member as principal and submitter; filing i falls due at
    // first + window · i / n. Even i: 90 days without progress end at that moment (it expires); odd i: the 45-day
    // warning without progress is due then (it is reminded; it expires 45 days later).
    const [settings] = await q<{ inactivity: number; warning: number; today: string }>(
      `select extract(epoch from app_hidden.project_filing_inactivity_expiry())::float8 as inactivity,
              extract(epoch from app_hidden.project_filing_progress_warning())::float8 as warning,
              app_private.company_point_today()::text as today`,
    );
    const firstDue = Date.now() + ctx.leadSeconds * 1000;
    const lastDue = firstDue + ctx.windowSeconds * 1000;
    const t0 = performance.now();
    await q(
      `with c as (
         select row_number() over (order by c.id)::int - 1 as n, c.id, min(u.id::text)::uuid as member
         from app_public.companies c join app_public.users u on u.company_id = c.id and u.status = 'JOINED'
         group by c.id
       ), g as (
         select i, to_timestamp(($2::float8 + $3::float8 * i / $1) / 1000) as due from generate_series(0, $1 - 1) i
       ), f as (
         select g.i, g.due, g.due - make_interval(secs => case when g.i % 2 = 0 then $4::float8 else $5::float8 end) as active_at
         from g
       )
       insert into app_public.project_filings (id, semantic_id, company_id, name, customer_full_name, customer_address,
         industry_id, contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position,
         estimated_order_budget, currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids,
         application_scenario_ids, requirement, preferred_distributor_id, principal_id, submitter_id, status,
         valid_until_date, last_activity_at, approved_at, created_at, updated_at)
       select gen_random_uuid(), 'PF-T' || $7 || '-' || lpad(f.i::text, 6, '0'), c.id, '${filingName} ' || f.i,
         'Customer ' || f.i || ' Ltd.', 'Road ' || (f.i % 997) || ', Suzhou', 1 + f.i % 11, 'Contact ' || (f.i % 1000),
         'contact' || (f.i % 1000) || '@customer.example.com', '+86', '139' || lpad(f.i::text, 8, '0'), 'IT manager',
         10000, 'CNY'::app_public.currency, $6::date + 60, 1 + f.i % 6, 1 + f.i % 3, array[1 + f.i % 8], array[1 + f.i % 7],
         'Opportunity details ' || f.i, null, c.member, c.member, 'VALIDATING',
         $6::date + 365, f.active_at, f.active_at, f.active_at - interval '2 days', f.active_at
       from f join c on c.n = f.i % (select count(*) from c)`,
      [ctx.filings, firstDue, lastDue - firstDue, settings!.inactivity, settings!.warning, settings!.today, Date.now().toString(36)],
    );

    // The lots: even k has its last day yesterday (the sweep expires it), odd k's last day enters the 30-day window
    // today (the sweep warns the partner administrators). Each adds its remainder to the company's stored total.
    await db.query('begin');
    await q(
      `create temp table bench_new_lots on commit drop as
       with c as (select row_number() over (order by id)::int - 1 as n, id from app_public.companies)
       select gen_random_uuid() as id, c.id as company_id,
         (case when k % 4 < 2 then 'MARKET_POINT' else 'PRODUCT_POINT' end)::app_public.company_point_type as type,
         100 + k % 900 as point,
         case when k % 2 = 0 then $2::date - 1 else ($2::date + app_hidden.company_point_expiring_horizon())::date end as expired_date
       from generate_series(0, $1 - 1) k join c on c.n = k % (select count(*) from c)`,
      [ctx.lots, settings!.today],
    );
    await q(
      `insert into app_public.company_points (id, company_id, type, action, point, remaining_point, effective_date, expired_date,
         action_scenario, source, remark, is_effective, created_at)
       select l.id, l.company_id, l.type, 'ADD', l.point, l.point, $1::date - 200, l.expired_date, 'ACTIVITY_REWARD',
         case when l.type = 'MARKET_POINT' then 'Bench timers' end, '${lotRemark}', true, now() - interval '200 days'
       from bench_new_lots l`,
      [settings!.today],
    );
    await q(
      `insert into app_public.company_point_balances as b (company_id, type, total)
       select company_id, type, sum(point)::int from bench_new_lots group by 1, 2
       on conflict (company_id, type) do update set total = b.total + excluded.total`,
    );
    await db.query('commit');
    // The bench's rows by key, for the checks below (a scan by name would read the world's 2,000,000 filings each time).
    await db.query('drop table if exists bench_timer_filing_ids, bench_timer_lot_ids');
    await q(`create temp table bench_timer_filing_ids as select id from app_public.project_filings where name like $1`, [`${filingName} %`]);
    await q(`create temp table bench_timer_lot_ids as select id from app_public.company_points where action = 'ADD' and remark = $1`, [lotRemark]);
    await db.query('alter table bench_timer_filing_ids add primary key (id)');
    await db.query('alter table bench_timer_lot_ids add primary key (id)');
    await db.query('analyze bench_timer_filing_ids, bench_timer_lot_ids');
    const seeded = (performance.now() - t0) / 1000;
    if (Date.now() > firstDue - 5_000) throw new Error(`bench: seeding took ${seeded.toFixed(0)} s, past the lead of ${ctx.leadSeconds} s`);

    // Every filing's deadline moment, in one transaction (as after a mass approval); its signal wakes the sweep.
    const r0 = performance.now();
    await q('select count(app_private.project_filing_moment_refresh(id)) from bench_timer_filing_ids');
    const momentsSeconds = (performance.now() - r0) / 1000;

    // At the first due moment the daily sweep starts afresh (as it wakes at business midnight) and sweeps at once.
    await sleep(Math.max(0, firstDue - Date.now()));
    const s0 = performance.now();
    await client.workflow.getHandle(companyPointExpiryWorkflowId).terminate('bench: the sweep starts afresh at the due moment');
    await ensureCompanyPointExpiry(client);

    const expiring = Math.ceil(ctx.filings / 2);
    const reminding = ctx.filings - expiring;
    const lotsExpiring = Math.ceil(ctx.lots / 2);
    const lotsWarning = ctx.lots - lotsExpiring;
    let done = { expired: 0, reminded: 0, lotsExpired: 0, lotsWarned: 0 };
    let filingsAt = Number.NaN;
    let lotsSeconds = Number.NaN;
    const deadline = lastDue + timersTargetSeconds * 1000 * 3;
    for (;;) {
      const [f] = await q<{ expired: number; reminded: number }>(
        `select count(*) filter (where f.status = 'EXPIRED')::int as expired,
                count(*) filter (where exists (select 1 from app_public.user_messages m
                  where m.dedup_key >= 'project_filing:' || f.id || ':progress_warning:'
                    and m.dedup_key < 'project_filing:' || f.id || ':progress_warning;'))::int as reminded
         from bench_timer_filing_ids b join app_public.project_filings f on f.id = b.id`,
      );
      const [l] = await q<{ expired: number; warned: number }>(
        `select count(*) filter (where remaining_point = 0)::int as expired, count(*) filter (where expiry_warned_at is not null)::int as warned
         from bench_timer_lot_ids b join app_public.company_points p on p.id = b.id`,
      );
      done = { expired: f!.expired, reminded: f!.reminded, lotsExpired: l!.expired, lotsWarned: l!.warned };
      if (Number.isNaN(lotsSeconds) && done.lotsExpired >= lotsExpiring && done.lotsWarned >= lotsWarning) lotsSeconds = (performance.now() - s0) / 1000;
      if (Number.isNaN(filingsAt) && done.expired >= expiring && done.reminded >= reminding) filingsAt = Date.now();
      if (!Number.isNaN(filingsAt) && !Number.isNaN(lotsSeconds)) break;
      if (Date.now() > deadline) break;
      await sleep(2000);
    }
    const endAt = Number.isNaN(filingsAt) ? Number.NaN : Math.max(filingsAt, firstDue + lotsSeconds * 1000);

    // Once each: expiries in the history, messages per (filing, kind, person) — the dedup key holds one, so any extra
    // message would carry another key —, the one deadline sweep, settlements per lot, and the stored totals.
    const [twice] = await q<{ expired: number; messages: number }>(
      `select (select count(*)::int from (select h.filing_id from app_public.project_filing_history h
                 join bench_timer_filing_ids f on f.id = h.filing_id
                 where h.event = 'expire' group by 1 having count(*) > 1) x) as expired,
              (select count(*)::int from bench_timer_filing_ids f
                 join app_public.user_messages m on m.dedup_key >= 'project_filing:' || f.id || ':' and m.dedup_key < 'project_filing:' || f.id || ';')
                - (select count(*)::int from bench_timer_filing_ids) as messages`,
    );
    const workflows = (await client.workflow.count(`WorkflowType = '${projectFilingDeadlinesWorkflowType}' AND ExecutionStatus != 'ContinuedAsNew'`)).count;
    const [lotChecks] = await q<{ settled_twice: number; breaks: number }>(
      `select (select count(*)::int from (select p.lot_id from app_public.company_points p
                 join bench_timer_lot_ids l on l.id = p.lot_id
                 where p.action = 'EXPIRED' group by 1 having count(*) > 1) x) as settled_twice,
              (select count(*)::int from app_public.company_point_balances b
                 join (select distinct p.company_id from bench_timer_lot_ids l join app_public.company_points p on p.id = l.id) c on c.company_id = b.company_id
                 where b.total <> (select coalesce(sum(p.remaining_point), 0) from app_public.company_points p
                                   where p.company_id = b.company_id and p.type = b.type and p.action = 'ADD' and p.is_effective)) as breaks`,
    );
    return {
      filings: ctx.filings,
      momentsSeconds,
      expiring,
      expired: done.expired,
      reminding,
      reminded: done.reminded,
      clearSeconds: (endAt - lastDue) / 1000,
      spanSeconds: (endAt - firstDue) / 1000,
      expiredTwice: twice!.expired,
      messagesTwice: Math.max(0, twice!.messages),
      workflows,
      lots: ctx.lots,
      lotsExpired: done.lotsExpired,
      lotsWarned: done.lotsWarned,
      lotsSeconds,
      lotsSettledTwice: lotChecks!.settled_twice,
      ledgerBreaks: lotChecks!.breaks,
    };
  } finally {
    await worker.shutdown();
    await worker.done.catch(() => undefined);
    await connection.close().catch(() => undefined);
    await temporal.stop();
    await db.query('rollback').catch(() => undefined); // (a step that failed inside its transaction)
    await removeTimerRows(db).catch((error: unknown) => console.error(`bench: timers clean-up failed: ${String(error)}`));
    await db.query('vacuum analyze app_public.project_filings').catch(() => undefined);
    await db.end();
  }
}
