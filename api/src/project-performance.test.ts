// Performance records through GraphQL: the form's schema is re-checked before SQL (one coded error, nothing written),
// the vendor admin records against a filing in effect (it becomes signed), the partner administrator reads the records
// and totals of the company, a member without ViewPerformanceRecord reads nothing, and nobody else writes.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { builtinRoleIds } from '@pp/domain';
import { codeOf, insertFiling, useTestApi } from './test-kit.ts';

const kit = useTestApi();

const me = `{ currentUserInfo { rootUserId } }`;
const create = `mutation($input: CreateCompanyPerformanceInput!) {
  createCompanyPerformance(input: $input) { result { id semanticId performance projectType projectFilingSemanticId companyName } }
}`;
const remove = `mutation($input: DeleteCompanyPerformanceInput!) { deleteCompanyPerformance(input: $input) { result { id } } }`;
const list = `query($companyId: UUID!) {
  companyPerformances(condition: { companyId: $companyId }, orderBy: [EFFECTIVE_DATE_DESC]) { totalCount nodes { semanticId performance } }
  companyPerformanceTotalsList(companyId: $companyId) { currencyIsoCode projectType performance recordCount }
}`;

/** A person signed in through a test token (their root user exists), optionally a member of a company with a role. */
const person = async (name: string, companyId?: string, roleId?: string) => {
  const sub = randomUUID();
  const token = await kit.api.sign({ sub, name });
  await kit.api.graphql(me, {}, token);
  let identity: string | undefined;
  if (companyId && roleId) {
    const { rows } = await kit.owner.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, $3, 'JOINED', now()) returning id`,
      [sub, companyId, name],
    );
    identity = rows[0]!.id;
    await kit.owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [identity, roleId]);
  }
  return { sub, token, identity };
};

describe('performance records through GraphQL', () => {
  it('re-checks the form, records against a filing in effect, and shows the company its records and totals', async () => {
    const { rows } = await kit.owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'MAINLAND') returning id`, [
      `Performance Api ${randomUUID()}`,
    ]);
    const companyId = rows[0]!.id;
    const admin = await person('Ada Admin', companyId, builtinRoleIds.partnerAdministrator);
    const member = await person('Mo Member', companyId, builtinRoleIds.regularMember);
    const vendor = await person('Vera Vendor');
    await kit.owner.query(
      `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
      [vendor.sub, builtinRoleIds.vendorAdministrator],
    );
    const filing = await insertFiling(kit.owner, companyId, member.identity!);
    const input = (overrides: Record<string, unknown> = {}) => ({
      companyId,
      projectFilingId: filing.id,
      semanticId: `API-${randomUUID().slice(0, 8)}`,
      customerFullName: 'Hangzhou Retail',
      performance: '8800.00',
      currencyIsoCode: 'CNY',
      effectiveDate: '2026-02-01',
      projectType: 'REPEAT_PURCHASE',
      remark: null,
      ...overrides,
    });

    // the domain schema refuses first: one code, nothing written
    expect(codeOf((await kit.api.graphql(create, { input: input({ effectiveDate: '2020-12-31' }) }, vendor.token)).body)).toBe(
      'PERFORMANCE_EFFECTIVE_DATE_INVALID',
    );
    expect(codeOf((await kit.api.graphql(create, { input: input({ performance: '0' }) }, vendor.token)).body)).toBe('PERFORMANCE_AMOUNT_INVALID');
    expect(codeOf((await kit.api.graphql(create, { input: input({ projectType: 'TOTAL' }) }, vendor.token)).body)).toBe(
      'PERFORMANCE_PROJECT_TYPE_INVALID',
    );
    expect(codeOf((await kit.api.graphql(create, { input: input({ semanticId: 'bad id' }) }, vendor.token)).body)).toBe('PERFORMANCE_ID_INVALID');
    // only vendor admins write
    expect(codeOf((await kit.api.graphql(create, { input: input() }, admin.token)).body)).toBe('NO_PERMISSION');
    const none = await kit.owner.query<{ n: number }>('select count(*)::int as n from app_public.company_performances where company_id = $1', [companyId]);
    expect(none.rows[0]!.n).toBe(0);

    const created = await kit.api.graphql<{ createCompanyPerformance: { result: Record<string, string> } }>(create, { input: input() }, vendor.token);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.createCompanyPerformance.result).toMatchObject({
      performance: '8800.00',
      projectType: 'REPEAT_PURCHASE',
      projectFilingSemanticId: filing.semantic_id,
    });
    const signed = await kit.owner.query<{ status: string; sign_date: string }>(
      'select status, sign_date::text from app_public.project_filings where id = $1',
      [filing.id],
    );
    expect(signed.rows[0]).toEqual({ status: 'HAVE_SIGNED', sign_date: '2026-02-01' });

    type Read = {
      companyPerformances: { totalCount: number; nodes: { semanticId: string }[] };
      companyPerformanceTotalsList: { currencyIsoCode: string; projectType: string; performance: string; recordCount: number }[];
    };
    const seenByAdmin = await kit.api.graphql<Read>(list, { companyId }, admin.token);
    expect(seenByAdmin.body.data?.companyPerformances.totalCount).toBe(1);
    expect(seenByAdmin.body.data?.companyPerformanceTotalsList).toEqual([
      { currencyIsoCode: 'CNY', projectType: 'REPEAT_PURCHASE', performance: '8800.00', recordCount: 1 },
    ]);
    const seenByMember = await kit.api.graphql<Read>(list, { companyId }, member.token);
    expect(seenByMember.body.data?.companyPerformances.totalCount).toBe(0);
    expect(seenByMember.body.data?.companyPerformanceTotalsList).toEqual([]);

    // the delete dialog's choice is one of two statuses, checked before SQL
    const id = created.body.data!.createCompanyPerformance.result.id;
    expect(codeOf((await kit.api.graphql(remove, { input: { id, filingStatusAfter: 'CANCELED' } }, vendor.token)).body)).toBe(
      'PERFORMANCE_DELETE_FILING_STATUS',
    );
    expect(codeOf((await kit.api.graphql(remove, { input: { id, filingStatusAfter: 'HAVE_SIGNED' } }, vendor.token)).body)).toBeUndefined();
  });
});
