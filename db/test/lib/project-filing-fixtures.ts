import { randomUUID } from 'node:crypto';
import { builtinRoleIds } from '@pp/domain';
import type pg from 'pg';
import type { Tx } from '../world.ts';

/** One purchase order plan line as the SQL command takes it (snake_case keys of app_public.project_filing_product_line). */
export interface ProductLine {
  product_id: number | null;
  purchase_type: string | null;
  unit: string | null;
  count: number | null;
}

/** Every argument of create_project_filing / update_project_filing (SQL names). */
export interface FilingFields {
  name: string | null;
  customer_full_name: string | null;
  customer_address: string | null;
  industry_id: number | null;
  contact_name: string | null;
  contact_position: string | null;
  contact_email: string | null;
  contact_phone_prefix: string | null;
  contact_phone: string | null;
  estimated_order_budget: string | number | null;
  currency_iso_code: string | null;
  estimated_order_date: string | null;
  phase_id: number | null;
  opportunity_source_id: number | null;
  competitor_ids: number[] | null;
  application_scenario_ids: number[] | null;
  requirement: string | null;
  preferred_distributor_id: number | null;
  principal_id: string | null;
  products: ProductLine[] | null;
}

const fieldTypes: Record<keyof FilingFields, string> = {
  name: 'text',
  customer_full_name: 'text',
  customer_address: 'text',
  industry_id: 'int',
  contact_name: 'text',
  contact_position: 'text',
  contact_email: 'text',
  contact_phone_prefix: 'text',
  contact_phone: 'text',
  estimated_order_budget: 'numeric',
  currency_iso_code: 'app_public.currency',
  estimated_order_date: 'date',
  phase_id: 'int',
  opportunity_source_id: 'int',
  competitor_ids: 'int[]',
  application_scenario_ids: 'int[]',
  requirement: 'text',
  preferred_distributor_id: 'int',
  principal_id: 'uuid',
  products: 'jsonb',
};

/** Today in the business time zone, as the database counts it inside the (test's) transaction. */
export const businessToday = async (tx: Tx, offsetDays = 0): Promise<string> =>
  (
    await tx.query<{ d: string }>(
      `select ((now() at time zone app_hidden.project_filing_time_zone())::date + $1::int)::text as d`,
      [offsetDays],
    )
  ).rows[0]!.d;

/** A valid filing with this order date and owner (override any field). */
export const validFilingFields = (estimatedOrderDate: string, principalId: string, overrides: Partial<FilingFields> = {}): FilingFields => ({
  name: 'Data centre refresh',
  customer_full_name: 'Shanghai Example Bank (Pudong) Co.',
  customer_address: '1 Century Avenue, Shanghai',
  industry_id: 2,
  contact_name: 'Li Lei',
  contact_position: 'CIO',
  contact_email: 'li.lei@example.com',
  contact_phone_prefix: '+86',
  contact_phone: '13812345678',
  estimated_order_budget: '120000.50',
  currency_iso_code: 'CNY',
  estimated_order_date: estimatedOrderDate,
  phase_id: 1,
  opportunity_source_id: 2,
  competitor_ids: [1, 3],
  application_scenario_ids: [1],
  requirement: 'Replace the ageing virtualisation cluster.',
  preferred_distributor_id: 1,
  principal_id: principalId,
  products: [{ product_id: 1, purchase_type: 'SOFTWARE', unit: 'NODE', count: 4 }],
  ...overrides,
});

/** A valid filing of company A owned by member A, ordered in 30 days (override any field). */
export const filingFields = async (tx: Tx, overrides: Partial<FilingFields> = {}): Promise<FilingFields> =>
  validFilingFields(await businessToday(tx, 30), tx.world.identities['memberA:A']!, overrides);

const argsSql = (fields: FilingFields, first: number): { list: string; values: unknown[] } => {
  const keys = Object.keys(fieldTypes) as (keyof FilingFields)[];
  const values: unknown[] = [];
  const parts = keys.map((k, i) => {
    const n = first + i;
    if (k === 'products') {
      values.push(fields.products === null ? null : JSON.stringify(fields.products));
      return `products => (select array_agg(x) from jsonb_array_elements($${n}::jsonb) with ordinality e(v, o)
        cross join lateral jsonb_populate_record(null::app_public.project_filing_product_line, e.v) x)`;
    }
    values.push(fields[k]);
    return `${k} => $${n}::${fieldTypes[k]}`;
  });
  return { list: parts.join(', '), values };
};

/** The statement that files a deal for a company with these fields. */
export const createFilingSql = (companyId: string, fields: FilingFields): { text: string; values: unknown[] } => {
  const { list, values } = argsSql(fields, 2);
  return { text: `select * from app_public.create_project_filing(company_id => $1::uuid, ${list})`, values: [companyId, ...values] };
};

/** The statement that edits a filing with these fields. */
export const updateFilingSql = (filingId: string, fields: FilingFields): { text: string; values: unknown[] } => {
  const { list, values } = argsSql(fields, 2);
  return { text: `select * from app_public.update_project_filing(filing_id => $1::uuid, ${list})`, values: [filingId, ...values] };
};

export interface FilingRow {
  id: string;
  semantic_id: string;
  status: string;
  approval_step: string | null;
  valid_until_date: string | null;
  company_id: string;
}

/** Files a deal as the current persona and returns the filing. */
export const createFiling = async (tx: Tx, companyId: string, overrides: Partial<FilingFields> = {}): Promise<FilingRow> => {
  const { text, values } = createFilingSql(companyId, await filingFields(tx, overrides));
  return (await tx.query<FilingRow>(text, values)).rows[0]!;
};

/**
 * Runs a query as the owner (no row-level security) and comes back to the persona that was active: fixtures read
 * what a test needs without changing who the test acts as.
 */
export const ownerQuery = async <R extends pg.QueryResultRow>(tx: Tx, text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> => {
  const { rows } = await tx.client.query<{ r: string; sub: string | null }>(
    `select current_user as r, nullif(current_setting('jwt.claims.sub', true), '') as sub`,
  );
  const { r, sub } = rows[0]!;
  await tx.client.query('reset role');
  try {
    return await tx.client.query<R>(text, values);
  } finally {
    if (r === 'pp_user' && sub) await tx.asRoot(sub);
    else if (r === 'pp_anonymous') await tx.client.query('set local role pp_anonymous');
  }
};

/** The pending approval step of a filing (or of one of its renewals). */
export const pendingApproval = async (tx: Tx, filingId: string, renewalId: string | null = null): Promise<string> => {
  const { rows } = await ownerQuery<{ id: string }>(
    tx,
    `select id from app_public.project_filing_approvals where filing_id = $1 and renewal_id is not distinct from $2 and status = 'APPROVING'`,
    [filingId, renewalId],
  );
  if (!rows[0]) throw new Error(`no pending approval for ${filingId}`);
  return rows[0].id;
};

/** Reads a filing as the owner. */
export const filingRow = async (tx: Tx, filingId: string): Promise<FilingRow & Record<string, unknown>> =>
  (
    await ownerQuery<FilingRow & Record<string, unknown>>(
      tx,
      `select *, valid_until_date::text as valid_until_date, sign_date::text as sign_date from app_public.project_filings where id = $1`,
      [filingId],
    )
  ).rows[0]!;

/** Files a deal as member A and takes it through both approval steps: a filing of company A in effect. */
export const filingInEffect = async (tx: Tx, overrides: Partial<FilingFields> = {}): Promise<FilingRow> => {
  await tx.as('memberA');
  const filing = await createFiling(tx, tx.world.companyA, overrides);
  await tx.as('adminA');
  await tx.query('select app_public.approve_project_filing_approval($1, null)', [await pendingApproval(tx, filing.id)]);
  await tx.as('vendorAdmin');
  await tx.query('select app_public.approve_project_filing_approval($1, $2)', [await pendingApproval(tx, filing.id), 'OK']);
  return filingRow(tx, filing.id);
};

/** Adds a new person as a JOINED member of a company with a role (as owner); returns their root and identity ids. */
export const addMember = async (
  tx: Tx,
  companyId: string,
  roleId: string = builtinRoleIds.regularMember,
  name = 'Extra Person',
): Promise<{ root: string; identity: string }> => {
  const root = randomUUID();
  await tx.as(null);
  await tx.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `extra-${root.slice(0, 8)}`, `extra.${root.slice(0, 8)}@example.com`, name]);
  const { rows } = await tx.query<{ id: string }>(
    `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, $3, 'JOINED', now()) returning id`,
    [root, companyId, name],
  );
  await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [rows[0]!.id, roleId]);
  return { root, identity: rows[0]!.id };
};

/** Makes a role of a company holding exactly these keys (as owner) and gives it to an identity instead of its roles. */
export const giveOnlyKeys = async (tx: Tx, companyId: string, identityId: string, keys: string[]): Promise<void> => {
  await tx.as(null);
  const { rows } = await tx.query<{ id: string }>(
    `insert into app_public.roles (name, type, company_id) values ($1, 'ORGANIZATIONAL', $2) returning id`,
    [`Test role ${randomUUID().slice(0, 8)}`, companyId],
  );
  for (const key of keys) {
    await tx.query('insert into app_public.role_permissions (role_id, permission_key) values ($1, $2)', [rows[0]!.id, key]);
  }
  await tx.query('delete from app_public.user_roles where user_id = $1', [identityId]);
  await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [identityId, rows[0]!.id]);
};

/**
 * The filing's kept deadline moment (as owner): `undefined` without a row (closed), `null` when nothing is due until
 * it changes (under review), else whether it is the first moment of the filing's schedule after what was handled
 * (the earliest reminder, or the expiry).
 */
export const filingMoment = async (tx: Tx, filingId: string): Promise<'first scheduled' | 'other' | null | undefined> => {
  const { rows } = await ownerQuery<{ next_at: Date | null; first: boolean }>(
    tx,
    `select m.next_at,
       m.next_at = least((select min(s.due_at) from app_private.project_filing_schedule(f) s where s.due_at > m.reminded_until),
                         app_private.project_filing_expires_at(f)) as first
     from app_private.project_filing_moments m join app_public.project_filings f on f.id = m.filing_id where m.filing_id = $1`,
    [filingId],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.next_at === null) return null;
  return row.first ? 'first scheduled' : 'other';
};

/** Messages written about a filing (as owner): recipient root user id and title. */
export const filingMessages = async (tx: Tx, semanticId: string): Promise<{ root_user_id: string; title: string }[]> => {
  const { rows } = await ownerQuery<{ root_user_id: string; title: string }>(
    tx,
    `select root_user_id, title from app_public.user_messages where link like $1 order by created_at, title`,
    [`%semanticId=${semanticId}`],
  );
  return rows;
};
