// Deal registration through GraphQL: the form schema is re-checked before SQL (one coded error, nothing written), a
// filing goes through both approval steps, and the dynamic permission and computed columns reach the client.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { builtinRoleIds } from '@pp/domain';
import { codeOf, useTestApi } from './test-kit.ts';

const kit = useTestApi();

const me = `{ currentUserInfo { rootUserId } }`;
const create = `mutation($input: CreateProjectFilingInput!) {
  createProjectFiling(input: $input) { result { id semanticId status approvalStep principalName submitterName companyName } }
}`;
const approve = `mutation($id: UUID!, $comment: String) {
  approveProjectFilingApproval(input: { approvalId: $id, auditComment: $comment }) { result { id status source } }
}`;
const detail = `query($semanticId: String!) {
  projectFilingBySemanticId(semanticId: $semanticId) {
    status validUntilDate canManage canCancel possibleConflict
    competitors { nodes { name } }
    applicationScenarios { nodes { name } }
    timeline { nodes { kind event source status actorName } }
    projectFilingApprovalsByFilingId(orderBy: CREATED_AT_ASC) { nodes { id source status canDecide } }
  }
}`;
const dynamic = `query($companyId: UUID!) {
  companyDynamicPermission(companyId: $companyId) {
    viewProjectReport { privileged }
    manageProjectReport { privileged }
    canCreateProjectFiling { privileged messageKey params }
  }
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

const input = async (companyId: string, principalId: string, overrides: Record<string, unknown> = {}) => {
  const { rows } = await kit.owner.query<{ d: string }>(
    `select ((now() at time zone app_hidden.project_filing_time_zone())::date + 10)::text as d`,
  );
  return {
    companyId,
    name: 'Branch network upgrade',
    customerFullName: 'Hangzhou Example Retail (Group)',
    customerAddress: '8 West Lake Road, Hangzhou',
    industryId: 9,
    contactName: 'Wang Fang',
    contactPosition: 'IT Director',
    contactEmail: 'wang.fang@example.com',
    contactPhonePrefix: '+86',
    contactPhone: '13912345678',
    estimatedOrderBudget: '2500000.00',
    currencyIsoCode: 'CNY',
    estimatedOrderDate: rows[0]!.d,
    phaseId: 1,
    opportunitySourceId: 1,
    competitorIds: [1],
    applicationScenarioIds: [1, 3],
    requirement: 'Fifty branches, one platform.',
    preferredDistributorId: null,
    principalId,
    products: [{ productId: 2, purchaseType: 'SOFTWARE', unit: 'CPU', count: 100 }],
    ...overrides,
  };
};

describe('deal registration through GraphQL', () => {
  it('re-checks the form, files, and takes the filing through both approval steps', async () => {
    const { rows } = await kit.owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'MAINLAND') returning id`, [
      `Filing Api ${randomUUID()}`,
    ]);
    const companyId = rows[0]!.id;
    const admin = await person('Ada Admin', companyId, builtinRoleIds.partnerAdministrator);
    const member = await person('Mo Member', companyId, builtinRoleIds.regularMember);
    const vendor = await person('Vera Vendor');
    await kit.owner.query(
      `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
      [vendor.sub, builtinRoleIds.vendorAdministrator],
    );

    const permission = await kit.api.graphql<{ companyDynamicPermission: Record<string, { privileged: boolean }> }>(dynamic, { companyId }, member.token);
    expect(permission.body.data?.companyDynamicPermission).toMatchObject({
      viewProjectReport: { privileged: true },
      manageProjectReport: { privileged: true },
      canCreateProjectFiling: { privileged: true },
    });

    // the domain schema refuses first: one code, nothing written
    const tooMuch = await kit.api.graphql(create, { input: await input(companyId, member.identity!, { estimatedOrderBudget: '100000000' }) }, member.token);
    expect(codeOf(tooMuch.body)).toBe('PROJECT_FILING_AMOUNT_OUT_OF_RANGE');
    const noProducts = await kit.api.graphql(create, { input: await input(companyId, member.identity!, { products: [] }) }, member.token);
    expect(codeOf(noProducts.body)).toBe('PROJECT_FILING_PRODUCTS_REQUIRED');
    // SQL's own rules (not in the form): a product's unit it does not support
    const badUnit = await kit.api.graphql(
      create,
      { input: await input(companyId, member.identity!, { products: [{ productId: 2, purchaseType: 'SOFTWARE', unit: 'TIB', count: 1 }] }) },
      member.token,
    );
    expect(codeOf(badUnit.body)).toBe('PROJECT_FILING_PRODUCT_INVALID');
    const none = await kit.owner.query<{ n: number }>('select count(*)::int as n from app_public.project_filings where company_id = $1', [companyId]);
    expect(none.rows[0]!.n).toBe(0);

    const created = await kit.api.graphql<{ createProjectFiling: { result: Record<string, string> } }>(
      create,
      { input: await input(companyId, member.identity!) },
      member.token,
    );
    expect(created.body.errors).toBeUndefined();
    const filing = created.body.data!.createProjectFiling.result;
    expect(filing).toMatchObject({ status: 'APPROVING', approvalStep: 'PARTNER_COMPANY', principalName: 'Mo Member', submitterName: 'Mo Member' });

    type Detail = {
      projectFilingBySemanticId: {
        status: string;
        validUntilDate: string | null;
        canManage: boolean;
        competitors: { nodes: { name: string }[] };
        timeline: { nodes: { kind: string; source: string; status: string }[] };
        projectFilingApprovalsByFilingId: { nodes: { id: string; source: string; status: string; canDecide: boolean }[] };
      };
    };
    const read = async (token: string) =>
      { const r = await kit.api.graphql<Detail>(detail, { semanticId: filing.semanticId }, token); if (!r.body.data) throw new Error(JSON.stringify(r.body)); return r.body.data.projectFilingBySemanticId; }

    const seenByAdmin = await read(admin.token);
    expect(seenByAdmin.competitors.nodes.map((c) => c.name)).toEqual(['VMware']);
    const partnerStep = seenByAdmin.projectFilingApprovalsByFilingId.nodes[0]!;
    expect(partnerStep).toMatchObject({ source: 'PARTNER_COMPANY', status: 'APPROVING', canDecide: true });
    expect((await read(member.token)).projectFilingApprovalsByFilingId.nodes[0]!.canDecide).toBe(false);

    const byVendorTooEarly = await kit.api.graphql(approve, { id: partnerStep.id, comment: null }, vendor.token);
    expect(codeOf(byVendorTooEarly.body)).toBe('PROJECT_FILING_APPROVE_IN_PORTAL');
    expect(codeOf((await kit.api.graphql(approve, { id: partnerStep.id, comment: 'Fine' }, admin.token)).body)).toBeUndefined();

    const vendorStep = (await read(vendor.token)).projectFilingApprovalsByFilingId.nodes[1]!;
    expect(vendorStep).toMatchObject({ source: 'VENDOR', status: 'APPROVING', canDecide: true });
    expect(codeOf((await kit.api.graphql(approve, { id: vendorStep.id, comment: null }, vendor.token)).body)).toBeUndefined();

    const inEffect = await read(member.token);
    expect(inEffect.status).toBe('VALIDATING');
    expect(inEffect.validUntilDate).not.toBeNull();
    expect(inEffect.canManage).toBe(true);
    expect(inEffect.timeline.nodes.map((t) => `${t.kind}:${t.source}:${t.status}`)).toEqual([
      'history:PARTNER_COMPANY:APPROVING',
      'approval:PARTNER_COMPANY:APPROVED',
      'approval:VENDOR:APPROVED',
    ]);
  });
});
