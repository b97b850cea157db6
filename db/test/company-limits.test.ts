import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLimits } from '@pp/domain';
import { testDatabaseUrl } from './world.ts';

/**
 * The company form's length limits (domain `companyLimits`, applied by the back office's form) are the numbers of the
 * companies table's check constraints: each column's `char_length(...) <= n` (or `between 1 and n`) equals the limit.
 */
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
});
afterAll(() => client.end());

const columnOf: Record<keyof typeof companyLimits, string> = {
  nameMax: 'name',
  billingAddressMax: 'billing_address',
  phoneMax: 'phone',
  industryMax: 'industry',
  resourceMax: 'resource',
  sfdcOwnerNameMax: 'sfdc_owner_name',
};

describe('company limits', () => {
  it('equal the check constraints of app_public.companies, column by column', async () => {
    const { rows } = await client.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = 'app_public.companies'::regclass and contype = 'c'`,
    );
    const maxOf = (column: string): number | undefined => {
      for (const { def } of rows) {
        if (!new RegExp(`char_length\\((btrim\\()?${column}\\)`).test(def)) continue;
        const found = /(?:<=|AND)\s*(\d+)\)*$/.exec(def.trim());
        if (found) return Number(found[1]);
      }
      return undefined;
    };
    const actual = Object.fromEntries(Object.entries(columnOf).map(([limit, column]) => [limit, maxOf(column)]));
    expect(actual).toEqual(companyLimits);
  });
});
