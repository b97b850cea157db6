// The checks after the run, from the database (as its owner) and from Temporal: every acknowledged command's effect is
// there once, nothing any command did is there twice (counted by the run's tags), the ledger agrees with its entries,
// every join application has its one workflow, and every open deal registration its one deadline moment (the one
// deadline sweep runs once).
import pg from 'pg';
import { Client, Connection } from '@temporalio/client';
import { projectFilingDeadlinesWorkflowId } from '@pp/domain';
import { checkTags } from './report.ts';
import type { LoadLog } from './load.ts';
import type { ChaosWorld } from './world.ts';

export interface Finding {
  kind: 'lost' | 'duplicated';
  what: string;
  subject: string;
}

export interface CheckResult {
  findings: Finding[];
  /** What was counted, for the report. */
  counted: string[];
}

type Q = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;

/** Every broken ledger invariant of one company and point type (the ledger's own rules, docs/company-point.md). */
const ledgerBreaks = async (q: Q, companyId: string, type: string): Promise<string[]> => {
  const out: string[] = [];
  const [t] = await q<{ stored: number; counted: number; settled: number; available: number }>(
    `select coalesce((select total from app_public.company_point_balances where company_id = $1 and type = $2), 0)::int as stored,
       (select coalesce(sum(remaining_point), 0)::int from app_public.company_points
         where company_id = $1 and type = $2 and action = 'ADD' and is_effective) as counted,
       app_private.company_point_available($1, $2)::int as settled,
       (select coalesce(sum(remaining_point), 0)::int from app_public.company_points, (select app_private.company_point_today() as d) t
         where company_id = $1 and type = $2 and action = 'ADD' and effective_date <= t.d and expired_date >= t.d) as available`,
    [companyId, type],
  );
  if (t!.stored !== t!.counted) out.push(`${type}: stored total ${t!.stored} ≠ remainders of effective lots ${t!.counted}`);
  if (t!.settled !== t!.available) out.push(`${type}: settled total ${t!.settled} ≠ remainders of available lots ${t!.available}`);
  const lots = await q<{ id: string; remaining_point: number; recomputed: number }>(
    `select p.id, p.remaining_point,
       (p.point - coalesce((select sum(c.point) from app_public.company_point_consumptions c where c.lot_id = p.id), 0)
                + coalesce((select sum(e.point) from app_public.company_points e where e.lot_id = p.id), 0))::int as recomputed
     from app_public.company_points p where p.company_id = $1 and p.type = $2 and p.action = 'ADD'`,
    [companyId, type],
  );
  for (const l of lots) if (l.remaining_point !== l.recomputed) out.push(`${type}: lot ${l.id} keeps ${l.remaining_point}, its entries say ${l.recomputed}`);
  const holds = await q<{ id: string; status: string; point: number; consumed: number; entry_point: number | null }>(
    `select h.id, h.status, h.point,
       coalesce((select sum(c.point) from app_public.company_point_consumptions c where c.hold_id = h.id), 0)::int as consumed,
       (select e.point from app_public.company_points e where e.id = h.entry_id) as entry_point
     from app_public.company_point_holds h where h.company_id = $1 and h.type = $2`,
    [companyId, type],
  );
  for (const h of holds) {
    if (h.consumed !== (h.status === 'RELEASED' ? 0 : h.point)) out.push(`${type}: hold ${h.id} (${h.status}) consumed ${h.consumed} of ${h.point}`);
    if (h.status === 'SPENT' && h.entry_point !== -h.point) out.push(`${type}: spent hold ${h.id} has entry ${h.entry_point}`);
  }
  const [s] = await q<{ entries: number; remaining: number; held: number }>(
    `select (select coalesce(sum(point), 0)::int from app_public.company_points where company_id = $1 and type = $2) as entries,
       (select coalesce(sum(remaining_point), 0)::int from app_public.company_points where company_id = $1 and type = $2) as remaining,
       (select coalesce(sum(c.point), 0)::int from app_public.company_point_consumptions c
          join app_public.company_point_holds h on h.id = c.hold_id where h.company_id = $1 and h.type = $2 and h.status = 'HELD') as held`,
    [companyId, type],
  );
  if (s!.entries !== s!.remaining + s!.held) out.push(`${type}: entries ${s!.entries} ≠ remainders ${s!.remaining} + held ${s!.held}`);
  return out;
};

/** Runs (not continued as new) of each workflow id, through Temporal's visibility. */
const workflowRuns = async (client: Client, ids: readonly string[]): Promise<Map<string, number>> => {
  const runs = new Map<string, number>();
  for (const id of ids) {
    let n = 0;
    for await (const w of client.workflow.list({ query: `WorkflowId = '${id}'` })) {
      if (w.status.name !== 'CONTINUED_AS_NEW') n++;
    }
    runs.set(id, n);
  }
  return runs;
};

export const runChecks = async (ownerUrl: string, temporalAddress: string, world: ChaosWorld, log: LoadLog): Promise<CheckResult> => {
  const findings: Finding[] = [];
  const counted: string[] = [];
  const add = (kind: Finding['kind'], what: string, subjects: readonly string[]) => {
    for (const subject of subjects) findings.push({ kind, what, subject });
  };
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  const q: Q = async (text, values = []) => (await owner.query(text, values)).rows;
  const prefix = `chaos-${world.runTag}-`;
  try {
    // Recent pages: kept per person up to a count (older ones are dropped by design), so only the last acknowledged one
    // must be there; one row per address, so none can be there twice.
    const pages = (await q<{ title: string }>(`select title from app_public.recent_visited_pages where root_user_id = $1 and title like $2`, [world.adminRootUserId, `${prefix}page-%`])).map((r) => r.title);
    const lastPage = log.pages.filter((p) => p.acknowledged).at(-1);
    const pageCheck = checkTags(lastPage ? [lastPage.tag] : [], pages);
    add('lost', 'recent page', pageCheck.lost);
    add('duplicated', 'recent page', pageCheck.duplicated);
    counted.push(`recent pages: ${log.pages.filter((p) => p.acknowledged).length} acknowledged, ${pages.length} kept (the latest acknowledged must be among them)`);

    // Company edits: the last acknowledged edit, or one sent after it whose answer was lost, is what the company shows.
    const [company] = await q<{ website: string | null }>('select website from app_public.companies where id = $1', [world.companyId]);
    const lastAck = log.companyEdits.map((e) => e.acknowledged).lastIndexOf(true);
    if (lastAck >= 0) {
      const allowed = log.companyEdits.slice(lastAck).map((e) => `https://${e.tag}.example.com`);
      if (!allowed.includes(company?.website ?? '')) add('lost', 'company edit', [log.companyEdits[lastAck]!.tag]);
    }
    counted.push(`company edits: ${log.companyEdits.filter((e) => e.acknowledged).length} acknowledged; the company shows ${company?.website ?? 'nothing'}`);

    // Deal registrations: one filing per acknowledged creation, one decided approval per acknowledged decision, no
    // history row twice (same event, status change and side), and one workflow each.
    const filings = await q<{ id: string; name: string; status: string }>('select id, name, status from app_public.project_filings where name like $1', [`${prefix}filing-%`]);
    const filingCheck = checkTags(log.filings.filter((f) => f.created).map((f) => f.tag), filings.map((f) => f.name));
    add('lost', 'filing', filingCheck.lost);
    add('duplicated', 'filing', filingCheck.duplicated);
    const ids = filings.map((f) => f.id);
    const approvals = await q<{ filing_id: string; source: string; status: string }>(
      'select filing_id, source::text, status::text from app_public.project_filing_approvals where filing_id = any($1::uuid[])',
      [ids],
    );
    const decided = (source: string) => approvals.filter((a) => a.source === source && a.status === 'APPROVED').map((a) => a.filing_id);
    const byId = new Map(filings.map((f) => [f.id, f.name]));
    for (const [source, step] of [['PARTNER_COMPANY', 'partnerApproved'], ['VENDOR', 'vendorApproved']] as const) {
      const c = checkTags(log.filings.filter((f) => f[step] && f.id).map((f) => f.id!), decided(source));
      add('lost', `filing approval (${source})`, c.lost.map((id) => byId.get(id) ?? id));
      add('duplicated', `filing approval (${source})`, c.duplicated.map((id) => byId.get(id) ?? id));
    }
    const history = await q<{ filing_id: string; key: string; n: number }>(
      `select filing_id, concat_ws('/', event, from_status, to_status, source) as key, count(*)::int as n from app_public.project_filing_history
       where filing_id = any($1::uuid[]) group by 1, 2 having count(*) > 1`,
      [ids],
    );
    add('duplicated', 'filing history row', history.map((h) => `${byId.get(h.filing_id)} ${h.key} ×${h.n}`));
    const historyRows = (await q<{ n: number }>('select count(*)::int as n from app_public.project_filing_history where filing_id = any($1::uuid[])', [ids]))[0]!.n;
    counted.push(
      `filings: ${log.filings.filter((f) => f.created).length} acknowledged, ${filings.length} found (${historyRows} history rows); ` +
        `approved by the partner ${decided('PARTNER_COMPANY').length}, by the vendor ${decided('VENDOR').length}`,
    );

    // Points: each grant and spend once (by its remark), and the company's ledger agrees with itself.
    const entries = (await q<{ remark: string }>('select remark from app_public.company_points where company_id = $1 and remark like $2', [world.companyId, `${prefix}%`])).map((r) => r.remark);
    const pointCheck = checkTags(log.points.filter((p) => p.acknowledged).map((p) => p.tag), entries);
    add('lost', 'point entry', pointCheck.lost);
    add('duplicated', 'point entry', pointCheck.duplicated);
    const breaks = [...(await ledgerBreaks(q, world.companyId, 'MARKET_POINT')), ...(await ledgerBreaks(q, world.companyId, 'PRODUCT_POINT'))];
    // a ledger that disagrees with its own entries has lost (or made) points
    add('lost', 'ledger invariant', breaks);
    counted.push(`points: ${log.points.filter((p) => p.acknowledged).length} acknowledged, ${entries.length} entries found; ledger: ${breaks.length} broken invariants`);

    // Join applications: one per acknowledged application; an acknowledged approval leaves it approved, the applicant a
    // member once, and one notification.
    const apps = await q<{ id: string; real_name: string; application_status: string; applicant_id: string }>(
      'select id, real_name, application_status::text, applicant_id from app_public.company_join_applications where real_name like $1',
      [`${prefix}join-%`],
    );
    const joinCheck = checkTags(log.joins.filter((j) => j.applied).map((j) => j.tag), apps.map((a) => a.real_name));
    add('lost', 'join application', joinCheck.lost);
    add('duplicated', 'join application', joinCheck.duplicated);
    const approvedApps = apps.filter((a) => a.application_status === 'APPROVED');
    const approvedAck = log.joins.filter((j) => j.approved);
    add('lost', 'join approval', approvedAck.filter((j) => !approvedApps.some((a) => a.real_name === j.tag)).map((j) => j.tag));
    const members = (
      await q<{ root_user_id: string }>(`select root_user_id from app_public.users where company_id = $1 and status = 'JOINED' and root_user_id = any($2::uuid[])`, [
        world.companyId,
        approvedApps.map((a) => a.applicant_id),
      ])
    ).map((r) => r.root_user_id);
    const memberCheck = checkTags(approvedApps.map((a) => a.applicant_id), members);
    add('lost', 'membership from an approval', memberCheck.lost);
    add('duplicated', 'membership from an approval', memberCheck.duplicated);
    const messages = (
      await q<{ root_user_id: string }>(`select root_user_id from app_public.user_messages where message_key = 'join-company.message.approved' and root_user_id = any($1::uuid[])`, [
        approvedApps.map((a) => a.applicant_id),
      ])
    ).map((r) => r.root_user_id);
    const messageCheck = checkTags(approvedApps.map((a) => a.applicant_id), messages);
    add('lost', 'approval notification', messageCheck.lost);
    add('duplicated', 'approval notification', messageCheck.duplicated);
    const [outbox] = await q<{ waiting: number; rows: number; p50: number | null; max: number | null }>(
      `select count(*) filter (where relayed_at is null)::int as waiting, count(*)::int as rows,
         (percentile_cont(0.5) within group (order by extract(epoch from relayed_at - created_at)))::float8 as p50,
         max(extract(epoch from relayed_at - created_at))::float8 as max
       from app_private.outbox`,
    );
    counted.push(`outbox: ${outbox!.rows} rows, ${outbox!.waiting} not relayed; relayed after ${outbox!.p50?.toFixed(1) ?? '—'} s (median), ${outbox!.max?.toFixed(1) ?? '—'} s at most`);
    counted.push(
      `join applications: ${log.joins.filter((j) => j.applied).length} acknowledged, ${apps.length} found; ${approvedAck.length} approvals acknowledged, ` +
        `${approvedApps.length} approved, ${members.length} members made, ${messages.length} notifications`,
    );

    // Performance imports: every acknowledged start has its import, finished, with each of its rows written once; no
    // record of any file (acknowledged or not) is there twice.
    const importRows = await q<{ id: string; status: string; success_count: number; failed_count: number }>(
      'select id, status::text, success_count, failed_count from app_public.performance_imports where id = any($1::uuid[])',
      [log.imports.filter((i) => i.id).map((i) => i.id!)],
    );
    const records = (await q<{ semantic_id: string }>('select semantic_id from app_public.company_performances where semantic_id like $1', [`CHAOS${world.runTag.toUpperCase()}I%`])).map(
      (r) => r.semantic_id,
    );
    const expectedRecords = log.imports.filter((i) => i.id).flatMap((i) => Array.from({ length: i.rows }, (_, k) => `${i.tag}-${k + 1}`));
    const recordCheck = checkTags(expectedRecords, records);
    add('lost', 'performance record', recordCheck.lost);
    add('duplicated', 'performance record', recordCheck.duplicated);
    for (const i of log.imports.filter((x) => x.id)) {
      const row = importRows.find((r) => r.id === i.id);
      if (!row) add('lost', 'performance import', [i.tag]);
      else if (row.status !== 'COMPLETED') add('lost', 'performance import', [`${i.tag} ended ${row.status}`]);
    }
    counted.push(
      `performance imports: ${log.imports.length} started, ${importRows.length} acknowledged and found ` +
        `(${importRows.filter((r) => r.status === 'COMPLETED').length} completed); ${records.length} records of ${expectedRecords.length} expected`,
    );

    // Deadlines: each filing under review or in effect keeps its one moment for the sweep (its primary key), a closed
    // one none.
    const moments = await q<{ id: string; open: boolean; kept: boolean }>(
      `select f.id, f.status in ('APPROVING', 'VALIDATING') as open, m.filing_id is not null as kept
       from app_public.project_filings f left join app_private.project_filing_moments m on m.filing_id = f.id where f.id = any($1::uuid[])`,
      [ids],
    );
    add('lost', 'filing deadline moment', moments.filter((m) => m.open && !m.kept).map((m) => byId.get(m.id) ?? m.id));
    add('duplicated', 'deadline moment of a closed filing', moments.filter((m) => !m.open && m.kept).map((m) => byId.get(m.id) ?? m.id));
    counted.push(
      `deadline moments: ${moments.filter((m) => m.open).length} filings open, ${moments.filter((m) => m.open && m.kept).length} with their moment; ` +
        `${moments.filter((m) => !m.open && m.kept).length} closed ones with one`,
    );

    // Workflows: each application has exactly one (its id is the business id), and the deadline sweep runs once.
    const connection = await Connection.connect({ address: temporalAddress });
    try {
      const client = new Client({ connection, namespace: 'default' });
      const runs = await workflowRuns(client, [projectFilingDeadlinesWorkflowId, ...apps.map((a) => a.id)]);
      const names = new Map(apps.map((a) => [a.id, a.real_name] as const));
      // a missing workflow whose outbox rows were all relayed was lost by Temporal; one with rows still waiting, not yet started
      const waiting = new Set(
        (await q<{ workflow_id: string }>('select distinct workflow_id from app_private.outbox where relayed_at is null')).map((r) => r.workflow_id),
      );
      const none = [...runs]
        .filter(([, n]) => n === 0)
        .map(([id]) => `${names.get(id) ?? id} (${waiting.has(id) ? 'its outbox rows not relayed yet' : 'its outbox rows relayed'})`);
      const twice = [...runs].filter(([, n]) => n > 1).map(([id]) => names.get(id) ?? id);
      add('lost', 'workflow', none);
      add('duplicated', 'workflow', twice);
      counted.push(`workflows: ${runs.size} looked up by business id, ${none.length} missing, ${twice.length} with more than one run`);
    } finally {
      await connection.close();
    }
  } finally {
    await owner.end();
  }
  return { findings, counted };
};
