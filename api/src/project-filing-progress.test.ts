import { randomUUID } from 'node:crypto';
import { builtinRoleIds } from '@pp/domain';
import { describe, expect, it } from 'vitest';
import { codeOf, useTestApi } from './test-kit.ts';

/**
 * Progress, renewals and "my approvals" through GraphQL: the commands' inputs are re-checked with the domain schemas
 * before SQL, and the partner administrator's list is a paginated connection with its total.
 */
const kit = useTestApi();

const today = `(now() at time zone 'Asia/Shanghai')::date`;

/** A company with a partner administrator and a member, and the member's filing in effect for 10 more days. */
const arrange = async () => {
  const { owner } = kit;
  const [admin, member, companyId] = [randomUUID(), randomUUID(), randomUUID()];
  await owner.query(`insert into app_public.companies (id, name, site) values ($1, $2, 'GLOBAL')`, [companyId, `Progress Co ${companyId.slice(0, 8)}`]);
  const identity = async (root: string, name: string, roleId: string) => {
    await owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `${name}-${root.slice(0, 8)}`, null, name]);
    const { rows } = await owner.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, $3, 'JOINED', now()) returning id`,
      [root, companyId, name],
    );
    await owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [rows[0]!.id, roleId]);
    return rows[0]!.id;
  };
  const adminIdentity = await identity(admin, 'Ada Admin', builtinRoleIds.partnerAdministrator);
  const memberIdentity = await identity(member, 'Mo Member', builtinRoleIds.regularMember);
  const { rows } = await owner.query<{ id: string; semantic_id: string }>(
    `insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id,
       contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget,
       currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
       requirement, principal_id, submitter_id, status, valid_until_date, last_activity_at, approved_at)
     values ($1, 'Campus network', 'City University', '2 College Road', 3, 'Wu', 'wu@example.com', '+86', '13800000000',
       'CIO', 50000, 'USD', ${today} + 30, 1, 2, '{2}', '{3}', 'Three sites', $2, $3, 'VALIDATING', ${today} + 10,
       now(), now())
     returning id, semantic_id`,
    [companyId, adminIdentity, memberIdentity],
  );
  return {
    companyId,
    filing: rows[0]!,
    adminToken: await kit.api.sign({ sub: admin }),
    memberToken: await kit.api.sign({ sub: member }),
  };
};

const addProgress = `mutation($filingId: UUID!, $content: String, $phaseId: Int) {
  createProjectFilingProgress(input: { filingId: $filingId, content: $content, phaseId: $phaseId }) {
    result { id content phaseId submitterName editable }
  }
}`;
const applyRenewal = `mutation($filingId: UUID!, $phaseId: Int, $validUntilDate: Date, $reason: String) {
  createProjectFilingRenewal(input: { filingId: $filingId, phaseId: $phaseId, validUntilDate: $validUntilDate, reason: $reason }) {
    result { id status validUntilDate previousValidUntilDate submitterName }
  }
}`;
const myApprovals = `query($companyId: UUID!, $kind: String!, $pendingOnly: Boolean) {
  myProjectFilingApprovals(companyId: $companyId, kind: $kind, pendingOnly: $pendingOnly, first: 10) {
    totalCount
    nodes { source status filingName filingSemanticId submitterName renewalValidUntilDate }
  }
}`;

describe('progress and renewals through GraphQL', () => {
  it('re-checks the inputs with the domain schemas, then writes through the SQL commands', async () => {
    const { filing, memberToken, owner } = { ...(await arrange()), owner: kit.owner };
    const empty = await kit.api.graphql(addProgress, { filingId: filing.id, content: '   ', phaseId: 2 }, memberToken);
    expect(codeOf(empty.body)).toBe('PROJECT_FILING_PROGRESS_REQUIRED');
    const long = await kit.api.graphql(addProgress, { filingId: filing.id, content: 'x'.repeat(201), phaseId: 2 }, memberToken);
    expect(codeOf(long.body)).toBe('PROJECT_FILING_PROGRESS_TOO_LONG');
    const { rowCount } = await owner.query('select 1 from app_public.project_filing_progresses where filing_id = $1', [filing.id]);
    expect(rowCount).toBe(0);
    const added = await kit.api.graphql<{ createProjectFilingProgress: { result: Record<string, unknown> } }>(
      addProgress,
      { filingId: filing.id, content: 'Site survey done', phaseId: 2 },
      memberToken,
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data?.createProjectFilingProgress.result).toMatchObject({
      content: 'Site survey done',
      phaseId: 2,
      submitterName: 'Mo Member',
      editable: true,
    });

    const noReason = await kit.api.graphql(applyRenewal, { filingId: filing.id, phaseId: 2, validUntilDate: '2099-01-01', reason: '' }, memberToken);
    expect(codeOf(noReason.body)).toBe('PROJECT_FILING_REASON_REQUIRED');
    const tooFar = await kit.api.graphql(applyRenewal, { filingId: filing.id, phaseId: 2, validUntilDate: '2099-01-01', reason: 'Budget' }, memberToken);
    expect(codeOf(tooFar.body)).toBe('PROJECT_FILING_RENEWAL_DATE_INVALID');
    const { rows } = await owner.query<{ d: string; prev: string }>(
      `select to_char(valid_until_date + 30, 'YYYY-MM-DD') as d, to_char(valid_until_date, 'YYYY-MM-DD') as prev from app_public.project_filings where id = $1`,
      [filing.id],
    );
    const renewal = await kit.api.graphql<{ createProjectFilingRenewal: { result: Record<string, unknown> } }>(
      applyRenewal,
      { filingId: filing.id, phaseId: 3, validUntilDate: rows[0]!.d, reason: 'Budget moved to Q3' },
      memberToken,
    );
    expect(renewal.body.errors).toBeUndefined();
    expect(renewal.body.data?.createProjectFilingRenewal.result).toMatchObject({
      status: 'APPROVING',
      validUntilDate: rows[0]!.d,
      previousValidUntilDate: rows[0]!.prev,
      submitterName: 'Mo Member',
    });
    const canRenew = await kit.api.graphql<{ projectFiling: { canRenew: boolean } }>(
      'query($id: UUID!) { projectFiling(id: $id) { canRenew } }',
      { id: filing.id },
      memberToken,
    );
    expect(canRenew.body.data?.projectFiling.canRenew).toBe(false);
  });

  it('lists my approvals for the partner administrator with the total, and refuses members', async () => {
    const { companyId, filing, adminToken, memberToken } = await arrange();
    const { rows } = await kit.owner.query<{ d: string }>(
      `select to_char(valid_until_date + 20, 'YYYY-MM-DD') as d from app_public.project_filings where id = $1`,
      [filing.id],
    );
    await kit.api.graphql(applyRenewal, { filingId: filing.id, phaseId: 3, validUntilDate: rows[0]!.d, reason: 'Budget moved' }, memberToken);
    const pending = await kit.api.graphql<{ myProjectFilingApprovals: { totalCount: number; nodes: Record<string, unknown>[] } }>(
      myApprovals,
      { companyId, kind: 'RENEWAL', pendingOnly: true },
      adminToken,
    );
    expect(pending.body.errors).toBeUndefined();
    expect(pending.body.data?.myProjectFilingApprovals).toEqual({
      totalCount: 1,
      nodes: [
        {
          source: 'PARTNER_COMPANY',
          status: 'APPROVING',
          filingName: 'Campus network',
          filingSemanticId: filing.semantic_id,
          submitterName: 'Mo Member',
          renewalValidUntilDate: rows[0]!.d,
        },
      ],
    });
    const filings = await kit.api.graphql<{ myProjectFilingApprovals: { totalCount: number } }>(myApprovals, { companyId, kind: 'FILING' }, adminToken);
    expect(filings.body.data?.myProjectFilingApprovals.totalCount).toBe(0);
    const refused = await kit.api.graphql(myApprovals, { companyId, kind: 'RENEWAL' }, memberToken);
    expect(codeOf(refused.body)).toBe('NO_PERMISSION');
  });
});
