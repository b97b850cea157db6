// totalCountUpTo(max:): the connection's own rows (its condition, filter and row-level security, not its page), read
// no further than max + 1, which stands for "more than max".
import { describe, expect, it } from 'vitest';
import { builtinRoleIds } from '@pp/domain';
import { insertCompany, insertFiling, signedInPerson, useTestApi } from './test-kit.ts';
import { COUNT_UP_TO_LIMIT } from './plugins/capped-count.ts';

const kit = useTestApi();

describe('totalCountUpTo', () => {
  it('counts exactly up to max, answers max + 1 beyond it, and counts only what the caller reads', async () => {
    const companyId = await insertCompany(kit, 'Capped Count');
    const submitter = await signedInPerson(kit, 'Cass Counter', { companyId, roleId: builtinRoleIds.regularMember });
    const submitterToken = submitter.token;
    for (let i = 0; i < 5; i++) await insertFiling(kit.owner, companyId, submitter.identityId!);
    await kit.owner.query(
      `update app_public.project_filings set estimated_order_budget = 5000 where id in
         (select id from app_public.project_filings where company_id = $1 order by id limit 2)`,
      [companyId],
    );
    const { token: vendorToken } = await signedInPerson(kit, 'Vera Vendor', { vendorAdmin: true });
    const { token: outsider } = await signedInPerson(kit, 'Olly Outsider');
    const count = async (token: string, filter?: unknown) => {
      const { body } = await kit.api.graphql<{
        projectFilings: { totalCount: number; three: number; ten: number; none: number; huge: number; nodes: unknown[] };
      }>(
        `query($companyId: UUID!, $filter: ProjectFilingFilter) {
          projectFilings(condition: { companyId: $companyId }, filter: $filter, first: 1, offset: 1) {
            totalCount three: totalCountUpTo(max: 3) ten: totalCountUpTo(max: 10) none: totalCountUpTo(max: -5)
            huge: totalCountUpTo(max: 2000000000) nodes { id }
          }
        }`,
        { companyId, filter },
        token,
      );
      expect(body.errors).toBeUndefined();
      return body.data!.projectFilings;
    };
    // the page (one row after the first) does not narrow the count
    expect(await count(vendorToken)).toMatchObject({ totalCount: 5, three: 4, ten: 5, none: 1, huge: 5, nodes: [{}] });
    expect(await count(vendorToken, { estimatedOrderBudget: { greaterThan: '1000' } })).toMatchObject({ totalCount: 2, three: 2, ten: 2 });
    expect(await count(submitterToken)).toMatchObject({ totalCount: 5, three: 4, ten: 5 });
    expect(await count(outsider)).toMatchObject({ totalCount: 0, three: 0, ten: 0, none: 0, nodes: [] });
    expect(COUNT_UP_TO_LIMIT).toBeLessThan(2000000000);
    const { body } = await kit.api.graphql<{ projectFilings: { edges: { cursor: string }[] } }>(
      `query($companyId: UUID!) { projectFilings(condition: { companyId: $companyId }, first: 1, orderBy: [ID_ASC]) { edges { cursor } } }`,
      { companyId },
      vendorToken,
    );
    const after = body.data!.projectFilings.edges[0]!.cursor;
    const { body: paged } = await kit.api.graphql<{ projectFilings: { totalCount: number; ten: number } }>(
      `query($companyId: UUID!, $after: Cursor) {
        projectFilings(condition: { companyId: $companyId }, first: 1, after: $after, orderBy: [ID_ASC]) { totalCount ten: totalCountUpTo(max: 10) }
      }`,
      { companyId, after },
      vendorToken,
    );
    // neither a cursor nor last narrows it
    expect(paged.data!.projectFilings).toEqual({ totalCount: 5, ten: 5 });
    const { body: last } = await kit.api.graphql<{ projectFilings: { ten: number } }>(
      `query($companyId: UUID!) { projectFilings(condition: { companyId: $companyId }, last: 2, orderBy: [ID_ASC]) { ten: totalCountUpTo(max: 10) } }`,
      { companyId },
      vendorToken,
    );
    expect(last.data!.projectFilings.ten).toBe(5);
  });
});
