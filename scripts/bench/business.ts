// The money side in `npm run bench`: performance records with their annual targets, and the company point ledger, at
// the size target (2,000,000 records and 5,000,000 ledger rows over the bench's 50,000 companies; 1 % of each at 1 %),
// seeded on top of the companies and filings; the people and values its operations are measured with; and the texts
// of the operations no front end ships as a document. scripts/bench/operations.ts lists the operations.
import { countedAsBackOffice } from './back-office.ts';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { builtinRoleIds } from '@pp/domain';

/** How many performance records and point-ledger rows the full size holds (BENCH_PERFORMANCES, BENCH_POINTS override). */
export const benchPerformanceCount = (): number => Number(process.env.BENCH_PERFORMANCES ?? 2_000_000);
export const benchPointCount = (): number => Number(process.env.BENCH_POINTS ?? 5_000_000);

/** Ledger rows per seeded lot: 1 ADD, 3 in 5 spent (a SUBTRACT), 1 in 4 expired with something left (an EXPIRED). */
const rowsPerLot = 1 + 3 / 5 + (1 / 4) * (4 / 5);

/** The prefix of the bulk import's performance numbers in the bench (its rows are deleted after it is timed). */
export const importNumberPrefix = 'BENCH';

const performanceTables = ['app_public.company_performances', 'app_public.company_performance_targets'] as const;
const pointTables = [
  'app_public.company_points',
  'app_public.company_point_holds',
  'app_public.company_point_consumptions',
  'app_public.company_point_balances',
] as const;

const batchSize = 250_000;

/**
 * Drops the secondary indexes (those of no constraint) of `tables` and returns the statements that build them again:
 * a bulk load into tables without them, then one build each, is several times faster than maintaining them row by row.
 */
const dropSecondaryIndexes = async (db: pg.Client, tables: readonly string[]): Promise<string[]> => {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = any ($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const index of rows) await db.query(`drop index ${index.name}`);
  return rows.map((r) => r.definition);
};

export interface BusinessSeed {
  /** Both parts were already there. */
  reused: boolean;
  /** What was seeded and what was found already there. */
  parts: string[];
}

/**
 * Seeds the performance records with their annual targets, and the point ledger, each part unless it is already there
 * at this size (the filings' reseed truncates the records with them, so each part is checked on its own). Set-based SQL
 * on a superuser connection of the size's database (`rootUrl`), one transaction per part: foreign-key triggers skipped
 * (`session_replication_role = replica`: the rows are consistent by construction), secondary indexes dropped for the
 * load and built again after it, then `vacuum analyze` of the part's tables.
 *
 * The shape:
 * - performance records: `performances` over the HAVE_SIGNED filings (record i belongs to signed filing
 *   1 + (i − 1) mod S, so each signed filing gets 3–4 at the size target and the companies are as skewed as their
 *   filings), in the filing's company, customer and currency; NEW_PURCHASE two in three, REPEAT_PURCHASE one in three;
 *   effective dates spread from 2021-01-01 to business today; one in ten of the second round is a negative correction
 *   of a tenth of its filing's first record, in the same project type, currency and month (no month falls below zero);
 * - annual targets: for every company and year that has records, a TOTAL target of 120 % of that year's CNY records
 *   and, for half of the companies, NEW_PURCHASE (70 %) and REPEAT_PURCHASE (30 %) targets;
 * - the point ledger: ~`points` rows. ADD lots (points / 1.8) in companies skewed like the filings (company n of N with
 *   density ∝ 1/√n), market and product alternately, 100–5,000 points, a scenario, a source for market points; one lot
 *   in four expired (an EXPIRED row for what was left of it, linked to the lot), the others expiring within two years
 *   (those within 30 days already warned of); three lots in five partly or wholly spent by a SUBTRACT row with its
 *   spent hold and its consumption (hold and entry share the id); each lot's remainder is its points less what was
 *   consumed and expired; the balances are the sums of the available lots' remainders. The seeded lots are entered by
 *   `vendorRootUserId`, which is how a reused ledger is recognised (the bench's own spends and top-ups add rows).
 */
export const seedBusiness = async (
  rootUrl: string,
  { performances, points, vendorRootUserId }: { performances: number; points: number; vendorRootUserId: string },
): Promise<BusinessSeed> => {
  const db = new pg.Client({ connectionString: rootUrl });
  await db.connect();
  const parts: string[] = [];
  let reused = true;
  const verbose = process.env.BENCH_VERBOSE === '1';
  const step = async (label: string, sql: string, values?: unknown[]) => {
    const t = performance.now();
    const result = await db.query(sql, values);
    if (verbose) console.log(`bench seed: ${label}: ${result.rowCount ?? ''} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return result;
  };
  const count = async (table: string, where = 'true', values?: unknown[]) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, values)).rows[0]!.n;
  const begin = async () => {
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query(`set local maintenance_work_mem = '512MB'`);
    await db.query(`set local work_mem = '256MB'`);
  };
  try {
    const today = (
      await db.query<{ today: string }>(`select (now() at time zone app_hidden.project_filing_time_zone())::date::text as today`)
    ).rows[0]!.today;

    // Performance records and annual targets (a run that stopped between the import and its clean-up left its rows).
    await db.query(`delete from app_public.company_performances where semantic_id like $1`, [`${importNumberPrefix}%`]);
    if ((await count(performanceTables[0])) === performances && (await count(performanceTables[1])) > 0) {
      parts.push(`${performances} performance records reused`);
    } else {
      reused = false;
      const t = performance.now();
      await begin();
      await db.query(`truncate ${performanceTables.join(', ')} cascade`);
      const indexes = await dropSecondaryIndexes(db, performanceTables);
      await db.query(`
        create temp table bench_signed on commit drop as
        select row_number() over (order by f.id)::int as m, f.id, f.company_id, f.customer_full_name, f.currency_iso_code::text as currency
        from app_public.project_filings f where f.status = 'HAVE_SIGNED'`);
      await db.query('create unique index on bench_signed (m)');
      const signed = await count('bench_signed');
      if (signed === 0) throw new Error('bench: no HAVE_SIGNED filings to record performance against');
      // Deterministic per record number x: amount(x) 1,000–971,000; date(x) from 2021-01-01 to today.
      const amount = (x: string) => `round((1000 + ((${x})::bigint * 7919 % 100003) * 9.7)::numeric, 2)`;
      const day = (x: string) => `('2021-01-01'::date + ((${x})::bigint * 104729 % ($4::date - '2021-01-01'::date + 1))::int)`;
      for (let from = 1; from <= performances; from += batchSize) {
        const to = Math.min(performances, from + batchSize - 1);
        await step(
          `performance records ${from}–${to}`,
          `
          with g as (
            select i, (i - 1) / $3 as round, 1 + (i - 1) % $3 as m from generate_series($1::int, $2::int) i
          ), r as (
            select g.*, (g.round = 1 and g.i % 10 = 0) as negative,
                   case when g.round = 1 and g.i % 10 = 0 then g.i - $3 else g.i end as j
            from g
          )
          insert into app_public.company_performances (id, semantic_id, company_id, project_filing_id, customer_full_name,
            performance, currency_iso_code, effective_date, project_type, remark, created_by, created_at, updated_by, updated_at)
          select gen_random_uuid(), 'PERF-' || lpad(r.i::text, 8, '0'), s.company_id, s.id, s.customer_full_name,
            case when r.negative then -round(${amount('r.j')} / 10, 2) else ${amount('r.i')} end,
            s.currency, ${day('r.j')},
            case when r.j % 3 = 0 then 'REPEAT_PURCHASE' else 'NEW_PURCHASE' end,
            case when r.negative then 'Partial return of PERF-' || lpad(r.j::text, 8, '0') when r.i % 7 = 0 then 'Signed at the customer''s site.' end,
            $5::uuid, x.at, $5::uuid, x.at
          from r join bench_signed s on s.m = r.m
          cross join lateral (select ((${day('r.j')} + time '10:00') at time zone 'Asia/Shanghai')
                                     + make_interval(secs => r.i % 28800) as at) x`,
          [from, to, signed, today, vendorRootUserId],
        );
      }
      await step(
        'annual targets',
        `insert into app_public.company_performance_targets (id, company_id, year, project_type, performance, currency_iso_code,
           created_by, updated_by, created_at, updated_at)
         select gen_random_uuid(), p.company_id, p.year, t.type::app_public.performance_project_type,
           greatest(1000, least(99999999.99, round(p.total * t.share * 1.2, -2))), 'CNY'::app_public.currency,
           $1::uuid, $1::uuid, make_timestamptz(p.year, 1, 5, 10, 0, 0, 'Asia/Shanghai'), make_timestamptz(p.year, 1, 5, 10, 0, 0, 'Asia/Shanghai')
         from (select company_id, extract(year from effective_date)::int as year,
                      coalesce(sum(performance) filter (where currency_iso_code = 'CNY'), 0) as total
               from app_public.company_performances group by 1, 2) p
         cross join (values ('TOTAL', 1.0), ('NEW_PURCHASE', 0.7), ('REPEAT_PURCHASE', 0.3)) t(type, share)
         where t.type = 'TOTAL' or abs(hashtext(p.company_id::text)) % 2 = 0`,
        [vendorRootUserId],
      );
      for (const definition of indexes) await step(definition.replace(/ USING .*/, ''), definition);
      await db.query('commit');
      for (const table of performanceTables) await db.query(`vacuum analyze ${table}`);
      parts.push(
        `${performances} performance records over ${signed} signed filings and ${await count(performanceTables[1])} annual targets ` +
          `seeded in ${((performance.now() - t) / 1000).toFixed(0)} s`,
      );
    }

    // The point ledger.
    const lots = Math.max(1, Math.round(points / rowsPerLot));
    if ((await count(pointTables[0], `action = 'ADD' and creator_id = $1`, [vendorRootUserId])) === lots) {
      parts.push(`${await count(pointTables[0])} point-ledger rows (${lots} seeded lots) reused`);
    } else {
      reused = false;
      const t = performance.now();
      await begin();
      await db.query(`truncate ${pointTables.join(', ')} cascade`);
      const indexes = await dropSecondaryIndexes(db, pointTables);
      await db.query(`
        create temp table bench_point_companies on commit drop as
        select row_number() over (order by id)::int as n, id from app_public.companies`);
      await db.query('create unique index on bench_point_companies (n)');
      const companies = await count('bench_point_companies');
      await db.query('select setseed(0.17)');
      await step(
        'lots (staged)',
        `create temp table bench_lots on commit drop as
         with g as (
           select k, random() as rc, random() as ra, random() as rb from generate_series(1, $1::int) k
         ), d as (
           select g.*, c.id as company_id,
             (case when k % 2 = 0 then 'MARKET_POINT' else 'PRODUCT_POINT' end)::app_public.company_point_type as type,
             100 * (1 + floor(ra * 50))::int as point,
             k % 4 = 0 as expired,
             case when k % 4 = 0 then greatest('2021-01-01'::date, $3::date - 400 - floor(rb * 1000)::int)
                  else $3::date - floor(rb * 700)::int end as effective_date
           from g join bench_point_companies c on c.n = 1 + floor($2 * g.rc * g.rc)::int
         )
         select d.k, gen_random_uuid() as id, d.company_id, d.type, d.point, d.expired, d.effective_date,
           case when d.expired then d.effective_date + 180 + floor(d.rb * 200)::int
                else $3::date + 1 + (d.k * 13) % 730 end as expired_date,
           case d.k % 5 when 2 then floor(d.point * 0.3)::int when 3 then d.point when 4 then d.point / 2 else 0 end as consumed,
           (array['ACTIVITY_REWARD', 'PERSONAL_CERTIFICATE', 'PERSONAL_CERTIFICATE_RE_EXAM', 'PROJECT_REWARD'])[1 + d.k % 4]::app_public.company_point_scenario as scenario,
           case when d.type = 'MARKET_POINT' then 'Campaign ' || (d.k % 500) end as source
         from d`,
        [lots, companies, today],
      );
      const at = (date: string) => `((${date} + time '10:00') at time zone 'Asia/Shanghai')`;
      await step(
        'ADD lots',
        `insert into app_public.company_points (id, company_id, type, action, point, remaining_point, effective_date, expired_date,
           action_scenario, source, remark, lot_id, is_effective, expiry_warned_at, creator_id, created_at)
         select l.id, l.company_id, l.type, 'ADD', l.point,
           case when l.expired then 0 else l.point - l.consumed end, l.effective_date, l.expired_date, l.scenario,
           l.source, case when l.k % 9 = 0 then 'Quarterly reward.' end, null, true,
           case when l.expired_date <= $2::date + 30 then ${at('l.expired_date - 30')} end, $1::uuid, ${at('l.effective_date')}
         from bench_lots l`,
        [vendorRootUserId, today],
      );
      await step(
        'SUBTRACT entries (staged)',
        `create temp table bench_spends on commit drop as
         select gen_random_uuid() as id, l.id as lot_id, l.k, l.company_id, l.type, l.consumed, l.scenario, l.source,
           least(l.effective_date + 1 + l.k % 30, l.expired_date, $1::date) as effective_date
         from bench_lots l where l.consumed > 0`,
        [today],
      );
      await step(
        'holds (spent)',
        `insert into app_public.company_point_holds (id, company_id, type, point, action_scenario, reference, source, remark, status,
           entry_id, creator_id, created_at, settled_at)
         select s.id, s.company_id, s.type, s.consumed, s.scenario, null,
           case when s.type = 'MARKET_POINT' then coalesce(s.source, 'Spend') end, 'Spent on a certification.', 'SPENT',
           s.id, $1::uuid, ${at('s.effective_date')}, ${at('s.effective_date')}
         from bench_spends s`,
        [vendorRootUserId],
      );
      await step(
        'SUBTRACT rows',
        `insert into app_public.company_points (id, company_id, type, action, point, remaining_point, effective_date, expired_date,
           action_scenario, source, remark, lot_id, hold_id, creator_id, created_at)
         select s.id, s.company_id, s.type, 'SUBTRACT', -s.consumed, 0, s.effective_date, null,
           s.scenario, case when s.type = 'MARKET_POINT' then coalesce(s.source, 'Spend') end, 'Spent on a certification.',
           null, s.id, $1::uuid, ${at('s.effective_date')}
         from bench_spends s`,
        [vendorRootUserId],
      );
      // (a spend's hold and its SUBTRACT entry share the id: one value links both ways)
      await step(
        'consumptions',
        `insert into app_public.company_point_consumptions (company_id, hold_id, entry_id, lot_id, point, created_at)
         select s.company_id, s.id, s.id, s.lot_id, s.consumed, ${at('s.effective_date')} from bench_spends s`,
      );
      await step(
        'EXPIRED rows',
        `insert into app_public.company_points (id, company_id, type, action, point, remaining_point, effective_date, expired_date,
           action_scenario, source, remark, lot_id, creator_id, created_at)
         select gen_random_uuid(), l.company_id, l.type, 'EXPIRED', -(l.point - l.consumed), 0,
           l.expired_date + 1, null, l.scenario, l.source, null, l.id, null, ${at('l.expired_date + 1')}
         from bench_lots l where l.expired and l.point > l.consumed`,
      );
      await step(
        'balances',
        `insert into app_public.company_point_balances (company_id, type, total)
         select c.id, t.type, coalesce(a.total, 0)
         from app_public.companies c
         cross join (values ('MARKET_POINT'::app_public.company_point_type), ('PRODUCT_POINT')) t(type)
         left join (select l.company_id, l.type, sum(l.point - l.consumed)::int as total from bench_lots l
                    where not l.expired and l.effective_date <= $1::date and l.expired_date >= $1::date
                    group by 1, 2) a on a.company_id = c.id and a.type = t.type`,
        [today],
      );
      for (const definition of indexes) await step(definition.replace(/ USING .*/, ''), definition);
      await db.query('commit');
      for (const table of pointTables) await db.query(`vacuum analyze ${table}`);
      parts.push(`${await count(pointTables[0])} point-ledger rows (${lots} lots) seeded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
    return { reused, parts };
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
};

/**
 * The daily sweep's work as of business today (lots past their last day expire, lots within 30 days of it are warned
 * of), done now as the sweep at midnight would have: a world seeded on an earlier day is measured in the state the
 * product keeps, and the import's worker, whose sweep starts at once, finds nothing to do. Returns the lots changed.
 */
export const settleLedger = async (ownerUrl: string): Promise<number> => {
  const db = new pg.Client({ connectionString: ownerUrl });
  await db.connect();
  try {
    let changed = 0;
    for (const fn of ['company_point_expire_due', 'company_point_warn_expiring']) {
      for (;;) {
        const n = (await db.query<{ n: number }>(`select app_private.${fn}() as n`)).rows[0]!.n;
        changed += n;
        if (n === 0) break;
      }
    }
    return changed;
  } finally {
    await db.end();
  }
};

/** The people and values the money side's operations are measured with. */
export interface BusinessPersonas {
  /** The company with the most point lots, its lot count and its partner administrator. */
  pointCompanyId: string;
  pointLots: number;
  pointAdminRootUserId: string;
  /** The company with the most performance records, and its partner administrator. */
  recordCompanyId: string;
  records: number;
  recordAdminRootUserId: string;
  /** Business today's year (the overview opens on it), and the record company's records of that year. */
  year: number;
  yearRecords: number;
  /** Back-office search terms: a performance number, a customer's name, the first two words of a company's name. */
  numberTerm: string;
  customerTerm: string;
  companyTerm: string;
}

const partnerAdminOf = async (db: pg.Client, companyId: string): Promise<string> =>
  (
    await db.query<{ root_user_id: string }>(
      `select u.root_user_id from app_public.users u join app_public.user_roles ur on ur.user_id = u.id
       where u.company_id = $1 and ur.role_id = $2 order by u.id limit 1`,
      [companyId, builtinRoleIds.partnerAdministrator],
    )
  ).rows[0]!.root_user_id;

export const businessPersonas = async (ownerUrl: string): Promise<BusinessPersonas> => {
  const db = new pg.Client({ connectionString: ownerUrl });
  await db.connect();
  try {
    const lots = (
      await db.query<{ company_id: string; n: number }>(
        `select company_id, count(*)::int as n from app_public.company_points where action = 'ADD'
         group by company_id order by 2 desc, 1 limit 1`,
      )
    ).rows[0]!;
    const records = (
      await db.query<{ company_id: string; n: number }>(
        `select company_id, count(*)::int as n from app_public.company_performances group by 1 order by 2 desc, 1 limit 1`,
      )
    ).rows[0]!;
    const year = (
      await db.query<{ year: number; n: number }>(
        `select y.year, (select count(*)::int from app_public.company_performances p
                         where p.company_id = $1 and p.effective_date >= make_date(y.year, 1, 1) and p.effective_date < make_date(y.year + 1, 1, 1)) as n
         from (select extract(year from now() at time zone app_hidden.project_filing_time_zone())::int as year) y`,
        [records.company_id],
      )
    ).rows[0]!;
    const terms = (
      await db.query<{ number: string; company: string; customer: string }>(
        `select p.semantic_id as number,
                split_part(c.name, ' ', 1) || ' ' || split_part(c.name, ' ', 2) as company,
                split_part(p.customer_full_name, ' ', 1) || ' ' || split_part(p.customer_full_name, ' ', 2) || ' '
                  || split_part(p.customer_full_name, ' ', 3) as customer
         from app_public.company_performances p join app_public.companies c on c.id = p.company_id
         where p.company_id = $1 order by p.semantic_id limit 1`,
        [records.company_id],
      )
    ).rows[0]!;
    return {
      pointCompanyId: lots.company_id,
      pointLots: lots.n,
      pointAdminRootUserId: await partnerAdminOf(db, lots.company_id),
      recordCompanyId: records.company_id,
      records: records.n,
      recordAdminRootUserId: await partnerAdminOf(db, records.company_id),
      year: year.year,
      yearRecords: year.n,
      numberTerm: terms.number,
      customerTerm: terms.customer,
      companyTerm: terms.company,
    };
  } finally {
    await db.end();
  }
};

/** What one measured spend takes: a certification exam's price in market points. */
export const spendPoints = 100;

/**
 * Makes sure the measured company can pay every spend of a run (the bench's spends are real and are not given back):
 * below `spendPoints` × 10,000 available market points, a lot of 2,000,000 is added (entered by nobody, so the seed's
 * count of its own lots stays). Returns the points added.
 */
export const topUpForSpends = async (ownerUrl: string, companyId: string): Promise<number> => {
  const db = new pg.Client({ connectionString: ownerUrl });
  await db.connect();
  try {
    const available = (
      await db.query<{ n: number }>(`select app_private.company_point_available($1, 'MARKET_POINT') as n`, [companyId])
    ).rows[0]!.n;
    if (available >= spendPoints * 10_000) return 0;
    const lot = 2_000_000;
    await db.query(
      `select app_private.company_point_add(null, $1, 'MARKET_POINT', $2, null,
         app_private.company_point_today() + 730, 'ACTIVITY_REWARD', 'Bench top-up', null)`,
      [companyId, lot],
    );
    return lot;
  } finally {
    await db.end();
  }
};

// The operations no front end ships as a document, written as an API client would send them.

/** Whether the company has enough points of a type (the ledger's check before a spend; no screen asks it yet). */
export const pointCheckText = `query CheckCompanyPointIsEnough($companyId: UUID!, $type: CompanyPointType!, $point: Int!) {
  checkCompanyPointIsEnough(companyId: $companyId, type: $type, point: $point)
}`;

/**
 * The back office's performance list as its data provider builds it (checked with admin's `buildQueryFor` against
 * api/schema.graphql): the leaf fields less the excluded related rows and the delete dialog's columns, the search
 * boxes as the list's condition (`semanticIdContains`, `companyNameContains`, `customerNameContains`), counted up to the
 * data provider's cap.
 */
export const adminPerformanceListText = countedAsBackOffice(`query CompanyPerformanceList($first: Int, $offset: Int, $orderBy: [CompanyPerformanceOrderBy!], $condition: CompanyPerformanceCondition) {
  companyPerformances(first: $first, offset: $offset, orderBy: $orderBy, condition: $condition) {
    totalCount
    nodes {
      companyId companyName createdAt currencyIsoCode customerFullName effectiveDate id performance projectFilingId
      projectFilingName projectFilingSemanticId projectType remark semanticId updatedAt
    }
  }
}`);
