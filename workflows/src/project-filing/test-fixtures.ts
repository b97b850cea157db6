import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { dropDatabase, ensureDatabase, migrate } from '@pp/db';
import { businessToday, type ProjectFilingStatus } from '@pp/domain';
import { type TestDatabase, useTestDatabase } from '../../test-server/postgres.ts';

/**
 * Test data of the project-filing deadline tests, written as owner and committed (the worker's activities read it
 * from other connections): a company with two JOINED members, the principal and the submitter, and filings in any
 * state at any moment (the workflow tests set their dates from the time-skipping server's clock).
 */
export const minute = 60_000;
export const day = 24 * 60 * minute;

export interface FilingPeople {
  companyId: string;
  principalId: string;
  submitterId: string;
  principalRoot: string;
  submitterRoot: string;
}

export interface TestFiling {
  id: string;
  semanticId: string;
}

export interface FilingOptions {
  status?: ProjectFilingStatus;
  /** The last protected day (YYYY-MM-DD, business time zone); default 180 days after the last activity. */
  validUntilDate?: string | null;
  /** Epoch milliseconds. */
  lastActivityAt?: number | null;
  /** Principal and submitter the same person. */
  samePerson?: boolean;
}

/** The migrated database of the `db` test project, or a throwaway one when run alone; and a pool on it. */
export const openTestPool = async (): Promise<{ pool: pg.Pool; close(): Promise<void> }> => {
  const db: TestDatabase = await useTestDatabase();
  let url = db.url;
  if (!process.env.DATABASE_URL) {
    url = (await ensureDatabase(db.url, 'pp_workflows_test')).ownerUrl;
    await migrate(url);
  }
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  return {
    pool,
    async close() {
      await pool.end();
      await db.stop();
    },
  };
};

/**
 * A database of the test's own, created afresh and migrated, on the server of the `db` test project (or a throwaway
 * one): for a test whose sweep handles every filing due in the database, so that other tests' filings stay out of it.
 */
export const openOwnTestPool = async (database: string): Promise<{ pool: pg.Pool; close(): Promise<void> }> => {
  const db: TestDatabase = await useTestDatabase();
  await dropDatabase(db.url, database);
  const { ownerUrl } = await ensureDatabase(db.url, database);
  await migrate(ownerUrl);
  const pool = new pg.Pool({ connectionString: ownerUrl, max: 4 });
  return {
    pool,
    async close() {
      await pool.end();
      await dropDatabase(db.url, database);
      await db.stop();
    },
  };
};

export const createFilingPeople = async (pool: pg.Pool): Promise<FilingPeople> => {
  const suffix = randomUUID().slice(0, 8);
  const companyId = randomUUID();
  await pool.query(`insert into app_public.companies (id, name, site) values ($1, $2, 'MAINLAND')`, [companyId, `Filing Workflow ${suffix}`]);
  const person = async (label: string) => {
    const root = randomUUID();
    await pool.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `${label}-${suffix}`, `${label}.${suffix}@example.com`, label]);
    const { rows } = await pool.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, $3, 'JOINED', now()) returning id`,
      [root, companyId, label],
    );
    return { root, id: rows[0]!.id };
  };
  const principal = await person('principal');
  const submitter = await person('submitter');
  return { companyId, principalId: principal.id, submitterId: submitter.id, principalRoot: principal.root, submitterRoot: submitter.root };
};

/** A filing as its commands would leave it (VALIDATING by default: approved, with its dates). */
export const insertFiling = async (pool: pg.Pool, people: FilingPeople, options: FilingOptions = {}): Promise<TestFiling> => {
  const status = options.status ?? 'VALIDATING';
  const lastActivityAt = options.lastActivityAt === undefined ? Date.now() : options.lastActivityAt;
  const { rows } = await pool.query<{ id: string; semantic_id: string }>(
    `insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id,
       contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget,
       currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
       requirement, principal_id, submitter_id, status, valid_until_date, last_activity_at, approved_at)
     values ($1, 'Data centre refresh', 'Example Customer Ltd', '1 Example Road', 1, 'Chen Contact', 'chen@example.com',
       '+86', '13800000000', 'CIO', 100000, 'CNY', current_date + 30, 1, 1, '{1}', '{1}', 'Virtualise the data centre',
       $2, $3, $4, $5, $6, $6)
     returning id, semantic_id`,
    [
      people.companyId,
      people.principalId,
      options.samePerson ? people.principalId : people.submitterId,
      status,
      options.validUntilDate === undefined ? businessDate(lastActivityAt ?? Date.now(), 180) : options.validUntilDate,
      lastActivityAt === null ? null : new Date(lastActivityAt).toISOString(),
    ],
  );
  return { id: rows[0]!.id, semanticId: rows[0]!.semantic_id };
};

/** Recomputes the filing's next moment, as every command that changes a filing does in its transaction. */
export const refreshMoment = async (pool: pg.Pool, filingId: string): Promise<void> => {
  await pool.query('select app_private.project_filing_moment_refresh($1)', [filingId]);
};

/** The filing's next moment (epoch milliseconds; null: nothing due until it changes; undefined: no row, it is closed). */
export const momentOf = async (pool: pg.Pool, filingId: string): Promise<number | null | undefined> => {
  const { rows } = await pool.query<{ next_at: Date | null }>('select next_at from app_private.project_filing_moments where filing_id = $1', [filingId]);
  return rows.length === 0 ? undefined : (rows[0]!.next_at?.getTime() ?? null);
};

export interface FilingMessage {
  kind: string;
  rootUserId: string;
  title: string;
  content: string;
  link: string | null;
  /** The key of the message's texts in the portal, and their parameters. */
  key: string | null;
  params: Record<string, unknown>;
}

/** The messages the workflow's SQL sent about a filing (dedup key `project_filing:<id>:<kind>:…`), oldest first. */
export const messagesOf = async (pool: pg.Pool, filingId: string): Promise<FilingMessage[]> => {
  const { rows } = await pool.query<{
    dedup_key: string; root_user_id: string; title: string; content: string; link: string | null; message_key: string | null; message_params: Record<string, unknown>;
  }>(
    `select dedup_key, root_user_id, title, content, link, message_key, message_params from app_public.user_messages
     where dedup_key like 'project_filing:' || $1 || ':%' order by created_at, dedup_key`,
    [filingId],
  );
  return rows.map((r) => ({ kind: r.dedup_key.split(':')[2]!, rootUserId: r.root_user_id, title: r.title, content: r.content, link: r.link, key: r.message_key, params: r.message_params }));
};

/** How many messages of each kind a filing's people received. */
export const kindCounts = async (pool: pg.Pool, filingId: string): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const m of await messagesOf(pool, filingId)) counts[m.kind] = (counts[m.kind] ?? 0) + 1;
  return counts;
};

/** The business date (YYYY-MM-DD) `days` after the moment `ms`. */
export const businessDate = (ms: number, days = 0): string => businessToday(new Date(ms + days * day));

/** The end of a business date: midnight after it in the business time zone (UTC+8, no daylight saving). */
export const endOfBusinessDate = (date: string): number => Date.parse(`${date}T00:00:00+08:00`) + day;
