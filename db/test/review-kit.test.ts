import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode, machines, workflowSignals } from '@pp/domain';
import { testDatabaseUrl } from './world.ts';

/**
 * The review kit's steps (app_private.review_steps) name error codes, machines and outbox signals as data, where the
 * literal checks of shared-rules.test.ts cannot see them: each is compared with the domain package here.
 */
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
});
afterAll(() => client.end());

interface Step {
  step: string;
  machine: string;
  status_column: string;
  table_name: string;
  codes: string[];
  workflow_type: string | null;
  signals: Record<string, string> | null;
  required_events: string[];
}

const steps = async (): Promise<Step[]> =>
  (
    await client.query<Step>(`
      select s.step, s.machine, s.status_column, s.table_name::text as table_name,
             array[s.not_found_code, s.decided_code, s.comment_required_code, s.comment_too_long_code] as codes,
             s.workflow_type, s.workflow_signals as signals, s.comment_required_events as required_events
      from app_private.review_steps s order by s.step`)
  ).rows;

describe('the review kit', () => {
  it('declares the steps of the features that decide with a comment', async () => {
    expect((await steps()).map((s) => s.step)).toEqual(['company_certification', 'join_application', 'partner_application', 'personal_certification', 'point_usage_approval', 'project_filing_approval']);
  });

  it('each step names domain error codes, a domain machine with its events, and a workflow and its signals', async () => {
    for (const s of await steps()) {
      expect(s.codes.filter((code) => !isErrorCode(code)), s.step).toEqual([]);
      const machine = machines.find((m) => m.name === s.machine);
      expect(machine, s.step).toBeDefined();
      const events = new Set(Object.values(machine!.transitions).flatMap((t) => Object.keys(t as object)));
      for (const event of [...s.required_events, ...Object.keys(s.signals ?? {})]) expect(events, `${s.step} ${event}`).toContain(event);
      for (const signal of Object.values(s.signals ?? {})) expect(workflowSignals[s.workflow_type!] ?? [], `${s.step} ${signal}`).toContain(signal);
    }
  });

  it("each step's status column is a column of its table", async () => {
    for (const s of await steps()) {
      const { rows } = await client.query(`select 1 from pg_attribute where attrelid = $1::regclass and attname = $2`, [s.table_name, s.status_column]);
      expect(rows, s.step).toHaveLength(1);
    }
  });
});
