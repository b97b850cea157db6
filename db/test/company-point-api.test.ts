import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { builtinRoleIds } from '@pp/domain';
import { codeOf, useTestApi } from '../../api/src/test-kit.ts';

/**
 * The point ledger through GraphQL, as the back office and the workbench call it: the create-point command re-checked
 * with the domain schema before SQL, the negative entry, the totals and the expiring amount on the company, the
 * sufficiency query, the expiring lots, the delete, and what each persona reads.
 */
const kit = useTestApi();

const me = `{ currentUserInfo { rootUserId } }`;
const create = `mutation($input: CreateCompanyPointInput!) {
  createCompanyPoint(input: $input) { result { id action point remainingPoint effectiveDate expiredDate type actionScenario source remark creatorName } }
}`;
const remove = `mutation($id: UUID!) { deleteCompanyPoint(input: { id: $id }) { result { id } } }`;
const totals = `query($id: UUID!) {
  company(id: $id) { totalMarketPoints totalProductPoints expiringMarketPoints expiringProductPoints }
  enough: checkCompanyPointIsEnough(companyId: $id, type: MARKET_POINT, point: 70)
  tooMuch: checkCompanyPointIsEnough(companyId: $id, type: MARKET_POINT, point: 71)
  expiringCompanyPoints(companyId: $id) { nodes { point remainingPoint expiredDate } }
  companyPoints(condition: { companyId: $id }, orderBy: [CREATED_AT_DESC]) { totalCount nodes { action point } }
}`;

const person = async (name: string, companyId?: string, roleId?: string) => {
  const sub = randomUUID();
  const token = await kit.api.sign({ sub, name });
  await kit.api.graphql(me, {}, token);
  if (companyId && roleId) {
    const { rows } = await kit.owner.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, $3, 'JOINED', now()) returning id`,
      [sub, companyId, name],
    );
    await kit.owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [rows[0]!.id, roleId]);
  }
  return { sub, token };
};

describe('company points through GraphQL', () => {
  it('creates, subtracts, reads the totals and the expiring amount, checks, and deletes', async () => {
    const { rows } = await kit.owner.query<{ id: string; today: string; soon: string; later: string }>(
      `insert into app_public.companies (name, site) values ($1, 'MAINLAND')
       returning id, app_private.company_point_today()::text as today, (app_private.company_point_today() + 10)::text as soon,
         (app_private.company_point_today() + 90)::text as later`,
      [`Points Api ${randomUUID()}`],
    );
    const { id: companyId, today, soon, later } = rows[0]!;
    const vendor = await person('Vera Vendor');
    await kit.owner.query(
      `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
      [vendor.sub, builtinRoleIds.vendorAdministrator],
    );
    const admin = await person('Ada Admin', companyId, builtinRoleIds.partnerAdministrator);
    const member = await person('Mo Member', companyId, builtinRoleIds.regularMember);
    const input = (overrides: Record<string, unknown>) => ({
      companyId,
      type: 'MARKET_POINT',
      point: 50,
      effectiveDate: today,
      expiredDate: later,
      actionScenario: 'ACTIVITY_REWARD',
      source: 'Summit',
      remark: null,
      ...overrides,
    });

    // the domain schema refuses first (one code, nothing written); SQL refuses the rest
    expect(codeOf((await kit.api.graphql(create, { input: input({ point: 0 }) }, vendor.token)).body)).toBe('COMPANY_POINT_ZERO');
    expect(codeOf((await kit.api.graphql(create, { input: input({ source: '' }) }, vendor.token)).body)).toBe('COMPANY_POINT_SOURCE_REQUIRED');
    expect(codeOf((await kit.api.graphql(create, { input: input({ expiredDate: null }) }, vendor.token)).body)).toBe('COMPANY_POINT_EXPIRY_REQUIRED');
    expect(codeOf((await kit.api.graphql(create, { input: input({ point: -1 }) }, vendor.token)).body)).toBe('COMPANY_POINT_INSUFFICIENT');
    expect(codeOf((await kit.api.graphql(create, { input: input({}) }, admin.token)).body)).toBe('NO_PERMISSION');
    const none = await kit.owner.query('select 1 from app_public.company_points where company_id = $1', [companyId]);
    expect(none.rowCount).toBe(0);

    const lot = await kit.api.graphql<{ createCompanyPoint: { result: Record<string, unknown> } }>(create, { input: input({}) }, vendor.token);
    expect(lot.body.errors).toBeUndefined();
    expect(lot.body.data!.createCompanyPoint.result).toMatchObject({
      action: 'ADD',
      point: 50,
      remainingPoint: 50,
      effectiveDate: today,
      expiredDate: later,
      type: 'MARKET_POINT',
      creatorName: 'Vera Vendor',
    });
    const soonLot = await kit.api.graphql<{ createCompanyPoint: { result: { id: string } } }>(
      create,
      { input: input({ point: 30, expiredDate: soon }) },
      vendor.token,
    );
    const minus = await kit.api.graphql<{ createCompanyPoint: { result: Record<string, unknown> } }>(
      create,
      { input: input({ point: -10, effectiveDate: null, expiredDate: null, remark: 'Exam fee' }) },
      vendor.token,
    );
    expect(minus.body.data!.createCompanyPoint.result).toMatchObject({ action: 'SUBTRACT', point: -10, effectiveDate: today, expiredDate: null });

    type Totals = {
      company: Record<string, number | null> | null;
      enough: boolean;
      tooMuch: boolean;
      expiringCompanyPoints: { nodes: { point: number; remainingPoint: number; expiredDate: string }[] };
      companyPoints: { totalCount: number; nodes: { action: string; point: number }[] };
    };
    for (const reader of [vendor, admin]) {
      const read = await kit.api.graphql<Totals>(totals, { id: companyId }, reader.token);
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data).toEqual({
        company: { totalMarketPoints: 70, totalProductPoints: 0, expiringMarketPoints: 20, expiringProductPoints: 0 },
        enough: true,
        tooMuch: false,
        expiringCompanyPoints: { nodes: [{ point: 30, remainingPoint: 20, expiredDate: soon }] },
        companyPoints: {
          totalCount: 3,
          nodes: [
            { action: 'SUBTRACT', point: -10 },
            { action: 'ADD', point: 30 },
            { action: 'ADD', point: 50 },
          ],
        },
      });
    }
    // a member without ViewCreditRecord: no lots, no totals, but the sufficiency answer
    const memberRead = await kit.api.graphql<Totals>(totals, { id: companyId }, member.token);
    expect(memberRead.body.data?.company).toMatchObject({ totalMarketPoints: null, expiringMarketPoints: null });
    expect(memberRead.body.data?.enough).toBe(true);
    expect(memberRead.body.data?.companyPoints.totalCount).toBe(0);
    expect(memberRead.body.data?.expiringCompanyPoints.nodes).toEqual([]);

    // the partly used lot cannot be deleted; the untouched one can
    const soonId = soonLot.body.data!.createCompanyPoint.result.id;
    expect(codeOf((await kit.api.graphql(remove, { id: soonId }, vendor.token)).body)).toBe('COMPANY_POINT_NOT_DELETABLE');
    const lotId = lot.body.data!.createCompanyPoint.result.id as string;
    expect(codeOf((await kit.api.graphql(remove, { id: lotId }, admin.token)).body)).toBe('NO_PERMISSION');
    const deleted = await kit.api.graphql(remove, { id: lotId }, vendor.token);
    expect(deleted.body.errors).toBeUndefined();
    const after = await kit.api.graphql<Totals>(totals, { id: companyId }, vendor.token);
    expect(after.body.data?.company?.totalMarketPoints).toBe(20);

    await kit.owner.query('delete from app_public.companies where id = $1', [companyId]);
  });
});
