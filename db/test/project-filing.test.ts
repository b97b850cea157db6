import { builtinRoleIds } from '@pp/domain';
import { describe, expect, it } from 'vitest';
import { withWorld, type Tx } from './world.ts';
import {
  addMember,
  businessToday,
  createFiling,
  createFilingSql,
  filingFields,
  filingInEffect,
  filingMessages,
  filingRow,
  giveOnlyKeys,
  filingMoment,
  ownerQuery,
  pendingApproval,
  updateFilingSql,
  type FilingFields,
} from './lib/project-filing-fixtures.ts';

/** The error code of filing a deal for company A with these fields changed, as the current persona. */
const createError = async (tx: Tx, overrides: Partial<FilingFields>, companyId = tx.world.companyA): Promise<string> => {
  const { text, values } = createFilingSql(companyId, await filingFields(tx, overrides));
  return tx.errorOf(text, values);
};

const approve = (tx: Tx, approvalId: string, comment: string | null = null) =>
  tx.errorOf('select app_public.approve_project_filing_approval($1, $2)', [approvalId, comment]);
const reject = (tx: Tx, approvalId: string, comment: string | null) =>
  tx.errorOf('select app_public.reject_project_filing_approval($1, $2)', [approvalId, comment]);
const cancel = (tx: Tx, filingId: string, reason: string | null) =>
  tx.errorOf('select app_public.cancel_project_filing($1, $2)', [filingId, reason]);
const setStatus = (tx: Tx, filingId: string, status: string, signDate: string | null, reason: string | null, notify = false) =>
  tx.errorOf('select app_public.update_project_filing_status($1, $2::app_public.project_filing_status, $3::date, $4, $5)', [
    filingId,
    status,
    signDate,
    reason,
    notify,
  ]);

/** Gives company B a partner administrator (the world's company B has none), as owner. */
const adminForB = (tx: Tx) => addMember(tx, tx.world.companyB, builtinRoleIds.partnerAdministrator, 'Bea Admin');

describe('filing a deal: the rules of the form, re-checked in SQL', () => {
  it('accepts a valid filing: APPROVING, waiting for the partner step, with its lines, approval record and history', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const filing = await createFiling(tx, tx.world.companyA, {
        name: '  Data centre refresh  ',
        products: [
          { product_id: 1, purchase_type: 'SOFTWARE', unit: 'NODE', count: 4 },
          { product_id: 6, purchase_type: 'NONE', unit: 'SUIT', count: 1 },
        ],
        competitor_ids: [3, 1, 3],
      });
      expect(filing.status).toBe('APPROVING');
      expect(filing.approval_step).toBe('PARTNER_COMPANY');
      expect(filing.semantic_id).toMatch(/^PF-\d{4}-\d{7}$/);
      const row = await filingRow(tx, filing.id);
      expect(row.name).toBe('Data centre refresh');
      expect(row.competitor_ids).toEqual([1, 3]);
      expect(row.submitter_id).toBe(tx.world.identities['memberA:A']);
      const lines = await ownerQuery<{ line_no: number; product_id: number }>(
        tx,
        'select line_no, product_id from app_public.project_filing_products where filing_id = $1 order by line_no',
        [filing.id],
      );
      expect(lines.rows).toEqual([
        { line_no: 1, product_id: 1 },
        { line_no: 2, product_id: 6 },
      ]);
      const approvals = await ownerQuery<{ source: string; status: string }>(
        tx,
        'select source, status from app_public.project_filing_approvals where filing_id = $1',
        [filing.id],
      );
      expect(approvals.rows).toEqual([{ source: 'PARTNER_COMPANY', status: 'APPROVING' }]);
      const history = await ownerQuery<{ event: string; actor_id: string }>(
        tx,
        'select event, actor_id from app_public.project_filing_history where filing_id = $1',
        [filing.id],
      );
      expect(history.rows).toEqual([{ event: 'submit', actor_id: tx.world.people.memberA }]);
      expect(await filingMoment(tx, filing.id)).toBeNull(); // under review: nothing due yet
      // the company's approver is told; the submitter (who is also the owner) acted, so gets nothing
      const messages = await filingMessages(tx, filing.semantic_id);
      expect(messages.map((m) => m.root_user_id)).toEqual([tx.world.people.adminA]);
    }));

  it('requires every field, and the requirement 1..200 characters', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      for (const field of [
        'name',
        'customer_full_name',
        'customer_address',
        'industry_id',
        'contact_name',
        'contact_position',
        'estimated_order_budget',
        'currency_iso_code',
        'estimated_order_date',
        'phase_id',
        'opportunity_source_id',
        'competitor_ids',
        'application_scenario_ids',
      ] as const) {
        expect(await createError(tx, { [field]: null }), field).toBe('PROJECT_FILING_FIELD_REQUIRED');
      }
      expect(await createError(tx, { name: '   ' })).toBe('PROJECT_FILING_FIELD_REQUIRED');
      expect(await createError(tx, { competitor_ids: [] })).toBe('PROJECT_FILING_FIELD_REQUIRED');
      expect(await createError(tx, { requirement: ' ' })).toBe('PROJECT_FILING_REQUIREMENT_REQUIRED');
      expect(await createError(tx, { requirement: 'r'.repeat(201) })).toBe('PROJECT_FILING_REQUIREMENT_TOO_LONG');
      expect(await createError(tx, { requirement: 'r'.repeat(200) })).toBe('NO_ERROR');
      expect(await createError(tx, { name: 'n'.repeat(51) })).toBe('PROJECT_FILING_NAME_TOO_LONG');
      expect(await createError(tx, { name: 'n'.repeat(50) })).toBe('NO_ERROR');
      expect(await createError(tx, { contact_name: 'c'.repeat(51) })).toBe('PROJECT_FILING_FIELD_TOO_LONG');
      expect(await createError(tx, { customer_address: 'a'.repeat(201) })).toBe('PROJECT_FILING_FIELD_TOO_LONG');
    }));

  it('allows Chinese characters, letters, digits, spaces, hyphens, underscores, periods and parentheses in the customer name', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await createError(tx, { customer_full_name: '上海示例银行（浦东）有限公司' })).toBe('NO_ERROR');
      expect(await createError(tx, { customer_full_name: 'Acme_Corp-2 (Asia) Ltd.' })).toBe('NO_ERROR');
      for (const bad of ['Acme & Sons', 'Acme, Inc', 'Acme/Asia', 'Acme!', 'Acme@Asia']) {
        expect(await createError(tx, { customer_full_name: bad }), bad).toBe('PROJECT_FILING_CUSTOMER_NAME_INVALID');
      }
      expect(await createError(tx, { customer_full_name: 'c'.repeat(101) })).toBe('PROJECT_FILING_FIELD_TOO_LONG');
    }));

  it('checks the contact e-mail and the phone per prefix', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await createError(tx, { contact_email: '' })).toBe('EMAIL_REQUIRED');
      expect(await createError(tx, { contact_email: 'not-an-email' })).toBe('EMAIL_INVALID');
      expect(await createError(tx, { contact_phone: '12812345678' })).toBe('PHONE_INVALID');
      expect(await createError(tx, { contact_phone: '1381234567' })).toBe('PHONE_INVALID');
      expect(await createError(tx, { contact_phone_prefix: '', contact_phone: '13812345678' })).toBe('PHONE_INVALID');
      expect(await createError(tx, { contact_phone_prefix: '+852', contact_phone: '9123-4567' })).toBe('PHONE_INVALID');
      expect(await createError(tx, { contact_phone_prefix: '+852', contact_phone: '91234567' })).toBe('NO_ERROR');
      expect(await createError(tx, { contact_phone_prefix: '0086', contact_phone: '13912345678' })).toBe('NO_ERROR');
    }));

  it('takes an amount above 0 and at most 99,999,999.99, in cents', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await createError(tx, { estimated_order_budget: '0' })).toBe('PROJECT_FILING_AMOUNT_OUT_OF_RANGE');
      expect(await createError(tx, { estimated_order_budget: '-1' })).toBe('PROJECT_FILING_AMOUNT_OUT_OF_RANGE');
      expect(await createError(tx, { estimated_order_budget: '100000000' })).toBe('PROJECT_FILING_AMOUNT_OUT_OF_RANGE');
      expect(await createError(tx, { estimated_order_budget: '0.001' })).toBe('PROJECT_FILING_AMOUNT_OUT_OF_RANGE');
      expect(await createError(tx, { estimated_order_budget: '0.01' })).toBe('NO_ERROR');
      expect(await createError(tx, { estimated_order_budget: '99999999.99' })).toBe('NO_ERROR');
    }));

  it('refuses an estimated order date before today in Asia/Shanghai', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await createError(tx, { estimated_order_date: await businessToday(tx, -1) })).toBe('PROJECT_FILING_ORDER_DATE_PAST');
      expect(await createError(tx, { estimated_order_date: await businessToday(tx, 0) })).toBe('NO_ERROR');
    }));

  it('takes 1 to 10 product lines, each an enabled product with a purchase type and unit it supports and a count above 0', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const line = { product_id: 2, purchase_type: 'RENEWAL', unit: 'VCPU', count: 8 };
      expect(await createError(tx, { products: [] })).toBe('PROJECT_FILING_PRODUCTS_REQUIRED');
      expect(await createError(tx, { products: null })).toBe('PROJECT_FILING_PRODUCTS_REQUIRED');
      expect(await createError(tx, { products: Array(11).fill(line) })).toBe('PROJECT_FILING_TOO_MANY_PRODUCTS');
      expect(await createError(tx, { products: Array(10).fill(line) })).toBe('NO_ERROR');
      for (const bad of [
        { ...line, product_id: 999 },
        { ...line, purchase_type: 'NONE' },
        { ...line, unit: 'TIB' },
        { ...line, count: 0 },
        { ...line, count: null },
        { ...line, unit: null },
      ]) {
        expect(await createError(tx, { products: [bad] }), JSON.stringify(bad)).toBe('PROJECT_FILING_PRODUCT_INVALID');
      }
      await tx.as(null);
      await tx.query('update app_public.products set enabled = false where id = 2');
      await tx.as('memberA');
      expect(await createError(tx, { products: [line] })).toBe('PROJECT_FILING_PRODUCT_INVALID');
    }));

  it('refuses disabled or unknown reference items', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      await tx.query('update app_public.industries set enabled = false where id = 3');
      await tx.query('update app_public.competitors set enabled = false where id = 2');
      await tx.as('memberA');
      expect(await createError(tx, { industry_id: 3 })).toBe('PROJECT_FILING_REFERENCE_INVALID');
      expect(await createError(tx, { competitor_ids: [1, 2] })).toBe('PROJECT_FILING_REFERENCE_INVALID');
      expect(await createError(tx, { phase_id: 99 })).toBe('PROJECT_FILING_REFERENCE_INVALID');
      expect(await createError(tx, { opportunity_source_id: 99 })).toBe('PROJECT_FILING_REFERENCE_INVALID');
      expect(await createError(tx, { application_scenario_ids: [99] })).toBe('PROJECT_FILING_REFERENCE_INVALID');
      expect(await createError(tx, { preferred_distributor_id: 99 })).toBe('PROJECT_FILING_REFERENCE_INVALID');
      expect(await createError(tx, { preferred_distributor_id: null })).toBe('NO_ERROR');
    }));

  it('needs an owner who is a joined member of the company holding ManageProjectReport', () =>
    withWorld(async (tx) => {
      const { identities } = tx.world;
      const viewer = await addMember(tx, tx.world.companyA, builtinRoleIds.regularMember, 'Vic Viewer');
      await giveOnlyKeys(tx, tx.world.companyA, viewer.identity, ['ViewProjectReport']);
      const leaver = await addMember(tx, tx.world.companyA, builtinRoleIds.regularMember, 'Lee Leaver');
      await tx.query(`update app_public.users set status = 'EXITED' where id = $1`, [leaver.identity]);
      await tx.as('memberA');
      expect(await createError(tx, { principal_id: identities['memberB:B']! })).toBe('PROJECT_FILING_PRINCIPAL_INVALID');
      expect(await createError(tx, { principal_id: identities['memberA:default']! })).toBe('PROJECT_FILING_PRINCIPAL_INVALID');
      expect(await createError(tx, { principal_id: viewer.identity })).toBe('PROJECT_FILING_PRINCIPAL_INVALID');
      expect(await createError(tx, { principal_id: leaver.identity })).toBe('PROJECT_FILING_PRINCIPAL_INVALID');
      expect(await createError(tx, { principal_id: null })).toBe('PROJECT_FILING_PRINCIPAL_INVALID');
      expect(await createError(tx, { principal_id: identities['adminA:A']! })).toBe('NO_ERROR');
    }));

  it('needs ManageProjectReport in the company, and a company with an approver', () =>
    withWorld(async (tx) => {
      const viewer = await addMember(tx, tx.world.companyA, builtinRoleIds.regularMember, 'Vic Viewer');
      await giveOnlyKeys(tx, tx.world.companyA, viewer.identity, ['ViewProjectReport']);
      await tx.asRoot(viewer.root);
      expect(await createError(tx, {})).toBe('NO_PERMISSION');
      await tx.as('memberB');
      expect(await createError(tx, {})).toBe('NO_PERMISSION');
      expect(await createError(tx, { principal_id: tx.world.identities['memberB:B']! }, tx.world.companyB)).toBe(
        'PROJECT_FILING_NO_APPROVER',
      );
      await tx.as('vendorAdmin');
      expect(await createError(tx, {})).toBe('NO_PERMISSION');
      await tx.as('anonymous');
      expect(await createError(tx, {})).not.toBe('NO_ERROR');
      await adminForB(tx);
      await tx.as('memberB');
      expect(await createError(tx, { principal_id: tx.world.identities['memberB:B']! }, tx.world.companyB)).toBe('NO_ERROR');
    }));

  it('writes nothing when refused', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await createError(tx, { estimated_order_budget: '0' })).toBe('PROJECT_FILING_AMOUNT_OUT_OF_RANGE');
      const { rows } = await ownerQuery<{ n: number }>(tx, 'select count(*)::int as n from app_public.project_filings where company_id = $1', [
        tx.world.companyA,
      ]);
      expect(rows[0]!.n).toBe(0);
    }));
});

describe('the two approval steps', () => {
  it('partner administrator, then vendor: the filing is in effect for 180 days from business today', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const filing = await createFiling(tx, tx.world.companyA);
      const partnerStep = await pendingApproval(tx, filing.id);
      // who may decide the partner step: the company's ManageApprovalProcess holder only
      expect(await approve(tx, partnerStep)).toBe('NO_PERMISSION');
      await tx.as('memberB');
      expect(await approve(tx, partnerStep)).toBe('NO_PERMISSION');
      expect(await approve(tx, '00000000-0000-4000-8000-000000000000')).toBe('PROJECT_FILING_APPROVAL_NOT_FOUND');
      await tx.as('vendorAdmin');
      expect(await approve(tx, partnerStep)).toBe('PROJECT_FILING_APPROVE_IN_PORTAL');
      await tx.as('adminA');
      const canDecide = async () =>
        (await tx.query<{ ok: boolean }>('select app_public.project_filing_approvals_can_decide(a) as ok from app_public.project_filing_approvals a where id = $1', [partnerStep]))
          .rows[0]!.ok;
      expect(await canDecide()).toBe(true);
      expect(await approve(tx, partnerStep, 'c'.repeat(201))).toBe('PROJECT_FILING_COMMENT_TOO_LONG');
      expect(await approve(tx, partnerStep, 'Looks right')).toBe('NO_ERROR');
      expect(await canDecide()).toBe(false);
      expect(await approve(tx, partnerStep)).toBe('PROJECT_FILING_APPROVAL_DONE');
      expect((await filingRow(tx, filing.id)).approval_step).toBe('VENDOR');
      expect((await filingRow(tx, filing.id)).status).toBe('APPROVING');

      const vendorStep = await pendingApproval(tx, filing.id);
      expect(await approve(tx, vendorStep)).toBe('NO_PERMISSION');
      await tx.as('memberA');
      expect(await approve(tx, vendorStep)).toBe('NO_PERMISSION');
      await tx.as('vendorAdmin');
      const waiting = await tx.query<{ since: string | null }>(
        'select app_public.project_filings_vendor_waiting_since(f) as since from app_public.project_filings f where id = $1',
        [filing.id],
      );
      expect(waiting.rows[0]!.since).not.toBeNull();
      expect(await approve(tx, vendorStep)).toBe('NO_ERROR');
      const row = await filingRow(tx, filing.id);
      expect(row.status).toBe('VALIDATING');
      expect(row.approval_step).toBeNull();
      expect(row.valid_until_date).toBe(await businessToday(tx, 180));
      expect(row.approved_at).not.toBeNull();
      expect(row.last_activity_at).not.toBeNull();
      expect(await filingMoment(tx, filing.id)).toBe('first scheduled'); // in effect: its timers run
      const messages = await filingMessages(tx, filing.semantic_id);
      // one transaction here, so one timestamp: compare as sets
      expect(messages.filter((m) => m.root_user_id === tx.world.people.memberA).map((m) => m.title).sort()).toEqual([
        `Deal registration ${filing.semantic_id} was approved by the vendor`,
        `Deal registration ${filing.semantic_id} was approved by your partner administrator`,
      ]);
      // the timeline: submit, the partner's approval, the vendor's
      await tx.as('memberA');
      const timeline = await tx.query<{ kind: string; event: string | null; source: string; status: string; actor_name: string }>(
        'select t.* from app_public.project_filings f, app_public.project_filings_timeline(f) t where f.id = $1',
        [filing.id],
      );
      expect(timeline.rows.map((t) => [t.kind, t.event, t.source, t.status])).toEqual([
        ['history', 'submit', 'PARTNER_COMPANY', 'APPROVING'],
        ['approval', null, 'PARTNER_COMPANY', 'APPROVED'],
        ['approval', null, 'VENDOR', 'APPROVED'],
      ]);
      expect(timeline.rows[1]!.actor_name).toBe('adminA');
      // partners never learn how long the vendor has been waiting
      const hidden = await tx.query<{ since: string | null }>(
        'select app_public.project_filings_vendor_waiting_since(f) as since from app_public.project_filings f where id = $1',
        [filing.id],
      );
      expect(hidden.rows[0]!.since).toBeNull();
    }));

  it('a rejection needs a comment and ends the filing, at the partner step', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const filing = await createFiling(tx, tx.world.companyA);
      await tx.as('adminA');
      const step = await pendingApproval(tx, filing.id);
      expect(await reject(tx, step, null)).toBe('PROJECT_FILING_REJECT_COMMENT_REQUIRED');
      expect(await reject(tx, step, '  ')).toBe('PROJECT_FILING_REJECT_COMMENT_REQUIRED');
      expect(await reject(tx, step, 'Customer already covered')).toBe('NO_ERROR');
      const row = await filingRow(tx, filing.id);
      expect(row.status).toBe('REJECTED');
      expect(row.closed_at).not.toBeNull();
      expect(await reject(tx, step, 'again')).toBe('PROJECT_FILING_APPROVAL_DONE');
      expect((await filingMessages(tx, filing.semantic_id)).map((m) => m.title)).toContain(
        `Deal registration ${filing.semantic_id} was rejected`,
      );
    }));

  it('a rejection at the vendor step ends the filing too', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const filing = await createFiling(tx, tx.world.companyA);
      await tx.as('adminA');
      expect(await approve(tx, await pendingApproval(tx, filing.id))).toBe('NO_ERROR');
      await tx.as('vendorAdmin');
      const step = await pendingApproval(tx, filing.id);
      expect(await reject(tx, step, '')).toBe('PROJECT_FILING_REJECT_COMMENT_REQUIRED');
      expect(await reject(tx, step, 'Overlaps a direct deal')).toBe('NO_ERROR');
      const row = await filingRow(tx, filing.id);
      expect(row.status).toBe('REJECTED');
      expect(row.valid_until_date).toBeNull();
      expect(await filingMoment(tx, filing.id)).toBeUndefined(); // closed: nothing is due any more
    }));

  it('renewal records go through the same two steps; the vendor approval moves the last protected day', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      // a renewal as the progress command would write it, made here by the owner
      const newDate = await businessToday(tx, 200);
      const { rows } = await ownerQuery<{ id: string }>(
        tx,
        `insert into app_public.project_filing_renewals (filing_id, reason, phase_id, valid_until_date, previous_valid_until_date, submitter_id)
         values ($1, 'More time', 5, $2, $3, $4) returning id`,
        [filing.id, newDate, filing.valid_until_date, tx.world.identities['memberA:A']],
      );
      const renewal = rows[0]!.id;
      await ownerQuery(tx, `insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source) values ($1, $2, $3, 'PARTNER_COMPANY')`, [
        filing.id,
        renewal,
        tx.world.companyA,
      ]);
      await tx.as('vendorAdmin');
      expect(await approve(tx, await pendingApproval(tx, filing.id, renewal))).toBe('PROJECT_FILING_APPROVE_IN_PORTAL');
      await tx.as('adminA');
      expect(await approve(tx, await pendingApproval(tx, filing.id, renewal))).toBe('NO_ERROR');
      await tx.as('adminA');
      expect(await approve(tx, await pendingApproval(tx, filing.id, renewal))).toBe('NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await approve(tx, await pendingApproval(tx, filing.id, renewal))).toBe('NO_ERROR');
      const row = await filingRow(tx, filing.id);
      expect(row.status).toBe('VALIDATING');
      expect(row.valid_until_date).toBe(newDate);
      expect(row.phase_id).toBe(5);
      const status = await ownerQuery<{ status: string }>(tx, 'select status from app_public.project_filing_renewals where id = $1', [renewal]);
      expect(status.rows[0]!.status).toBe('APPROVED');
      expect(await filingMoment(tx, filing.id)).toBe('first scheduled'); // recomputed from the new date
    }));

  it('a rejected renewal leaves the filing in effect with its date', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      const { rows } = await ownerQuery<{ id: string }>(
        tx,
        `insert into app_public.project_filing_renewals (filing_id, reason, phase_id, valid_until_date, previous_valid_until_date, submitter_id)
         values ($1, 'More time', 5, $2::date + 30, $2, $3) returning id`,
        [filing.id, filing.valid_until_date, tx.world.identities['memberA:A']],
      );
      const renewal = rows[0]!.id;
      await ownerQuery(tx, `insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source) values ($1, $2, $3, 'PARTNER_COMPANY')`, [
        filing.id,
        renewal,
        tx.world.companyA,
      ]);
      await tx.as('adminA');
      expect(await reject(tx, await pendingApproval(tx, filing.id, renewal), 'No')).toBe('NO_ERROR');
      const row = await filingRow(tx, filing.id);
      expect(row.status).toBe('VALIDATING');
      expect(row.valid_until_date).toBe(filing.valid_until_date);
      const status = await ownerQuery<{ status: string }>(tx, 'select status from app_public.project_filing_renewals where id = $1', [renewal]);
      expect(status.rows[0]!.status).toBe('REJECTED');
    }));
});

describe('cancel and edit', () => {
  it('only while in effect, by an administrator, the owner or the submitter holding the key', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const pending = await createFiling(tx, tx.world.companyA);
      expect(await cancel(tx, pending.id, 'Lost')).toBe('PROJECT_FILING_NOT_EDITABLE');
      const edit = updateFilingSql(pending.id, await filingFields(tx));
      expect(await tx.errorOf(edit.text, edit.values)).toBe('PROJECT_FILING_NOT_EDITABLE');

      const filing = await filingInEffect(tx);
      // another member of the company, with the keys, but neither administrator nor owner nor submitter
      const other = await addMember(tx, tx.world.companyA, builtinRoleIds.regularMember, 'Olga Other');
      await tx.asRoot(other.root);
      expect(await cancel(tx, filing.id, 'Lost')).toBe('PROJECT_FILING_NOT_EDITABLE');
      // outside the company the filing is not there at all, as an id that is no filing
      await tx.as('memberB');
      expect(await cancel(tx, filing.id, 'Lost')).toBe('PROJECT_FILING_NOT_FOUND');
      const outsiderEdit = updateFilingSql(filing.id, await filingFields(tx));
      expect(await tx.errorOf(outsiderEdit.text, outsiderEdit.values)).toBe('PROJECT_FILING_NOT_FOUND');
      expect(await cancel(tx, '00000000-0000-4000-8000-000000000000', 'Lost')).toBe('PROJECT_FILING_NOT_FOUND');
      await tx.as('vendorAdmin');
      expect(await cancel(tx, filing.id, 'Lost')).toBe('PROJECT_FILING_NOT_EDITABLE');
      await tx.as('memberA');
      const can = await tx.query<{ m: boolean; c: boolean }>(
        'select app_public.project_filings_can_manage(f) as m, app_public.project_filings_can_cancel(f) as c from app_public.project_filings f where id = $1',
        [filing.id],
      );
      expect(can.rows[0]).toEqual({ m: true, c: true });
      expect(await cancel(tx, filing.id, ' ')).toBe('PROJECT_FILING_REASON_REQUIRED');
      expect(await cancel(tx, filing.id, 'r'.repeat(201))).toBe('PROJECT_FILING_REASON_TOO_LONG');
      expect(await cancel(tx, filing.id, 'Customer postponed')).toBe('NO_ERROR');
      const row = await filingRow(tx, filing.id);
      expect(row.status).toBe('CANCELED');
      expect(row.cancel_reason).toBe('Customer postponed');
      expect(row.revoker_id).toBe(tx.world.people.memberA);
      expect(row.closed_at).not.toBeNull();
      expect(await cancel(tx, filing.id, 'again')).toBe('PROJECT_FILING_NOT_EDITABLE');
      expect(await filingMoment(tx, filing.id)).toBeUndefined();
    }));

  it('the administrator of the company may cancel; CancelProjectReport alone is enough to cancel but not to edit', () =>
    withWorld(async (tx) => {
      const first = await filingInEffect(tx);
      await tx.as('adminA');
      expect(await cancel(tx, first.id, 'Duplicate')).toBe('NO_ERROR');

      const filing = await filingInEffect(tx);
      await giveOnlyKeys(tx, tx.world.companyA, tx.world.identities['memberA:A']!, ['ViewProjectReport', 'CancelProjectReport']);
      await tx.as('memberA');
      const fields = await filingFields(tx, { name: 'Renamed' });
      const { text, values } = updateFilingSql(filing.id, fields);
      expect(await tx.errorOf(text, values)).toBe('PROJECT_FILING_NOT_EDITABLE');
      expect(await cancel(tx, filing.id, 'Lost')).toBe('NO_ERROR');
    }));

  it('the owner who did not submit may edit and cancel too', () =>
    withWorld(async (tx) => {
      const owner = await addMember(tx, tx.world.companyA, builtinRoleIds.regularMember, 'Otto Owner');
      const filing = await filingInEffect(tx, { principal_id: owner.identity });
      await tx.asRoot(owner.root);
      const edit = updateFilingSql(filing.id, await filingFields(tx, { principal_id: owner.identity, name: 'Owner edit' }));
      expect(await tx.errorOf(edit.text, edit.values)).toBe('NO_ERROR');
      expect(await cancel(tx, filing.id, 'Customer went elsewhere')).toBe('NO_ERROR');
      // the submitter was told; the owner acted
      const messages = await filingMessages(tx, filing.semantic_id);
      expect(messages.filter((m) => m.title.endsWith('was cancelled')).map((m) => m.root_user_id)).toEqual([tx.world.people.memberA]);
    }));

  it('edit replaces the fields and product lines, records history, and re-checks the rules', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await tx.as('memberA');
      const bad = updateFilingSql(filing.id, await filingFields(tx, { estimated_order_budget: '0' }));
      expect(await tx.errorOf(bad.text, bad.values)).toBe('PROJECT_FILING_AMOUNT_OUT_OF_RANGE');
      const ok = updateFilingSql(
        filing.id,
        await filingFields(tx, {
          name: 'Renamed deal',
          principal_id: tx.world.identities['adminA:A']!,
          products: [{ product_id: 3, purchase_type: 'SOFTWARE', unit: 'TIB', count: 100 }],
        }),
      );
      expect(await tx.errorOf(ok.text, ok.values)).toBe('NO_ERROR');
      const row = await filingRow(tx, filing.id);
      expect(row.name).toBe('Renamed deal');
      expect(row.principal_id).toBe(tx.world.identities['adminA:A']);
      expect(row.status).toBe('VALIDATING');
      const lines = await ownerQuery<{ product_id: number }>(tx, 'select product_id from app_public.project_filing_products where filing_id = $1', [filing.id]);
      expect(lines.rows).toEqual([{ product_id: 3 }]);
      const history = await ownerQuery<{ event: string }>(tx, 'select event from app_public.project_filing_history where filing_id = $1 order by created_at, event', [
        filing.id,
      ]);
      expect(history.rows.map((h) => h.event).sort()).toEqual(['edit', 'submit']);
      // a disabled item the filing already names stays acceptable on edit
      await tx.as(null);
      await tx.query('update app_public.industries set enabled = false where id = 2');
      await tx.as('memberA');
      const again = updateFilingSql(filing.id, await filingFields(tx, { principal_id: tx.world.identities['adminA:A']! }));
      expect(await tx.errorOf(again.text, again.values)).toBe('NO_ERROR');
    }));
});

describe('the vendor’s status update', () => {
  it('vendor admins only, from VALIDATING to signed (with a date), cancelled (with a reason) or expired', () =>
    withWorld(async (tx) => {
      const filing = await filingInEffect(tx);
      await tx.as('adminA');
      expect(await setStatus(tx, filing.id, 'HAVE_SIGNED', '2026-01-01', null)).toBe('NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await setStatus(tx, filing.id, 'APPROVING', null, null)).toBe('PROJECT_FILING_STATUS_ERROR');
      expect(await setStatus(tx, filing.id, 'REJECTED', null, null)).toBe('PROJECT_FILING_STATUS_ERROR');
      expect(await setStatus(tx, filing.id, 'HAVE_SIGNED', null, null)).toBe('PROJECT_FILING_SIGN_DATE_REQUIRED');
      expect(await setStatus(tx, filing.id, 'CANCELED', null, ' ')).toBe('PROJECT_FILING_REASON_REQUIRED');
      expect(await setStatus(tx, filing.id, 'HAVE_SIGNED', '2026-03-01', null, true)).toBe('NO_ERROR');
      const row = await filingRow(tx, filing.id);
      expect(row.status).toBe('HAVE_SIGNED');
      expect(row.sign_date).toBe('2026-03-01');
      expect(await setStatus(tx, filing.id, 'EXPIRED', null, null)).toBe('PROJECT_FILING_STATUS_ERROR');
      expect(await filingMoment(tx, filing.id)).toBeUndefined();
      expect((await filingMessages(tx, filing.semantic_id)).map((m) => m.title)).toContain(`Deal registration ${filing.semantic_id} was signed`);

      const pending = await (async () => {
        await tx.as('memberA');
        return createFiling(tx, tx.world.companyA);
      })();
      await tx.as('vendorAdmin');
      expect(await setStatus(tx, pending.id, 'CANCELED', null, 'x')).toBe('PROJECT_FILING_STATUS_ERROR');
    }));

  it('tells the related people only when asked; cancelled records the reason and the vendor as revoker', () =>
    withWorld(async (tx) => {
      const quiet = await filingInEffect(tx);
      const before = (await filingMessages(tx, quiet.semantic_id)).length;
      await tx.as('vendorAdmin');
      expect(await setStatus(tx, quiet.id, 'EXPIRED', null, null, false)).toBe('NO_ERROR');
      expect((await filingMessages(tx, quiet.semantic_id)).length).toBe(before);
      expect((await filingRow(tx, quiet.id)).status).toBe('EXPIRED');

      const told = await filingInEffect(tx);
      await tx.as('vendorAdmin');
      expect(await setStatus(tx, told.id, 'CANCELED', null, 'Customer chose a direct deal', true)).toBe('NO_ERROR');
      const row = await filingRow(tx, told.id);
      expect(row.cancel_reason).toBe('Customer chose a direct deal');
      expect(row.revoker_id).toBe(tx.world.people.vendorAdmin);
      expect((await filingMessages(tx, told.semantic_id)).map((m) => m.title)).toContain(
        `Deal registration ${told.semantic_id} was cancelled by the vendor`,
      );
    }));
});

describe('company dynamic permission', () => {
  const dynamic = async (tx: Tx, companyId: string) =>
    (
      await tx.query<{ v: string; m: string; c: string; key: string | null; params: unknown }>(
        `select (p.view_project_report).privileged::text as v, (p.manage_project_report).privileged::text as m,
                (p.can_create_project_filing).privileged::text as c, (p.can_create_project_filing).message_key as key,
                (p.can_create_project_filing).params as params
         from app_public.company_dynamic_permission($1) p`,
        [companyId],
      )
    ).rows[0]!;

  it('view, manage and create for members; the blocking rule’s code and params otherwise', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect(await dynamic(tx, tx.world.companyA)).toMatchObject({ v: 'true', m: 'true', c: 'true', key: null });
      await tx.as('memberB');
      expect(await dynamic(tx, tx.world.companyA)).toMatchObject({ v: 'false', m: 'false', c: 'false' });
      await tx.as('vendorAdmin');
      expect(await dynamic(tx, tx.world.companyA)).toMatchObject({ v: 'true', m: 'false', c: 'false' });
      const viewer = await addMember(tx, tx.world.companyA, builtinRoleIds.regularMember, 'Vic Viewer');
      await giveOnlyKeys(tx, tx.world.companyA, viewer.identity, ['ViewProjectReport']);
      await tx.asRoot(viewer.root);
      expect(await dynamic(tx, tx.world.companyA)).toMatchObject({ v: 'true', m: 'false', c: 'false', key: 'NO_PERMISSION' });

      // the quota: a custom rule of one filing
      await tx.as(null);
      await tx.query(`insert into app_public.project_filing_quota_rules (company_id, max_project_filing_count, win_rate, valid_until_date)
                      values ($1, 1, 0, current_date + 30)`, [tx.world.companyA]);
      await tx.as('memberA');
      await createFiling(tx, tx.world.companyA);
      expect(await dynamic(tx, tx.world.companyA)).toMatchObject({ c: 'false', key: 'PROJECT_FILING_QUOTA_REACHED', params: { max: 1 } });

      // a level without project protection
      await tx.as(null);
      await tx.query('update app_public.certification_levels set project_protection = false where id = app_hidden.company_level_id($1)', [tx.world.companyA]);
      await tx.as('memberA');
      expect(await dynamic(tx, tx.world.companyA)).toMatchObject({ v: 'false', m: 'false', c: 'false', key: 'PROJECT_FILING_NOT_ALLOWED' });
      expect(await createError(tx, {})).toBe('PROJECT_FILING_NOT_ALLOWED');
    }));
});

/**
 * The possible-conflict tag of each filing against the kept pairs the back office's `possibleConflict` condition reads
 * (as a vendor admin): they must agree whatever happened to the filings.
 */
const keptConflictsAgree = async (tx: Tx, ids: string[]): Promise<void> => {
  await tx.as('vendorAdmin');
  const { rows } = await tx.query<{ id: string; c: boolean; kept: boolean }>(
    `select f.id, app_public.project_filings_possible_conflict(f) as c,
            exists (select 1 from app_hidden.project_filings_in_possible_conflict v where v.id = f.id) as kept
     from app_public.project_filings f where f.id = any ($1::uuid[])`,
    [ids],
  );
  expect(rows.length).toBe(ids.length);
  for (const r of rows) expect({ id: r.id, kept: r.kept }).toEqual({ id: r.id, kept: r.c });
};

describe('conflicts between companies', () => {
  it('finds other companies’ open filings for the same customer with a common product; only vendor admins see them', () =>
    withWorld(async (tx) => {
      await adminForB(tx);
      await tx.as('memberA');
      const a = await createFiling(tx, tx.world.companyA, {
        customer_full_name: 'Example Bank (Shanghai)',
        products: [{ product_id: 1, purchase_type: 'SOFTWARE', unit: 'NODE', count: 4 }],
      });
      await tx.as('memberB');
      const principalB = tx.world.identities['memberB:B']!;
      const noOverlap = await createFiling(tx, tx.world.companyB, {
        customer_full_name: 'example bank shanghai',
        principal_id: principalB,
        products: [{ product_id: 3, purchase_type: 'SOFTWARE', unit: 'TIB', count: 4 }],
      });
      const b = await createFiling(tx, tx.world.companyB, {
        customer_full_name: 'EXAMPLE BANK（SHANGHAI）',
        principal_id: principalB,
        products: [
          { product_id: 3, purchase_type: 'SOFTWARE', unit: 'TIB', count: 4 },
          { product_id: 1, purchase_type: 'RENEWAL', unit: 'CPU', count: 2 },
        ],
      });
      const read = async (id: string) =>
        (
          await tx.query<{ c: boolean; n: number }>(
            `select app_public.project_filings_possible_conflict(f) as c,
                    (select count(*)::int from app_public.project_filings_conflicting_filings(f)) as n
             from app_public.project_filings f where id = $1`,
            [id],
          )
        ).rows[0];
      await tx.as('vendorAdmin');
      expect(await read(a.id)).toEqual({ c: true, n: 1 });
      expect(await read(b.id)).toEqual({ c: true, n: 1 });
      expect(await read(noOverlap.id)).toEqual({ c: false, n: 0 });
      await keptConflictsAgree(tx, [a.id, b.id, noOverlap.id]);
      await tx.as('vendorAdmin');
      const other = await tx.query<{ id: string }>(
        'select o.id from app_public.project_filings f, app_public.project_filings_conflicting_filings(f) o where f.id = $1',
        [a.id],
      );
      expect(other.rows[0]!.id).toBe(b.id);
      // partners: neither the tag nor the table
      for (const persona of ['memberA', 'adminA', 'memberB'] as const) {
        await tx.as(persona);
        const mine = persona === 'memberB' ? b.id : a.id;
        expect(await read(mine), persona).toEqual({ c: false, n: 0 });
        expect((await tx.query('select * from app_public.project_filing_conflicts')).rowCount, persona).toBe(0);
      }
      // a closed filing is no conflict any more
      await tx.as('adminA');
      expect(await reject(tx, await pendingApproval(tx, a.id), 'Duplicate')).toBe('NO_ERROR');
      await tx.as('vendorAdmin');
      expect(await read(b.id)).toEqual({ c: false, n: 0 });
      await keptConflictsAgree(tx, [a.id, b.id, noOverlap.id]);
      // partners read no kept pair either
      await tx.as('memberB');
      expect((await tx.query('select * from app_hidden.project_filings_in_possible_conflict')).rowCount).toBe(0);
    }));
});

describe('conflicts after an edit, and who is told on submit', () => {
  it('an edit that changes the customer drops the conflict on both sides; an owner filed for by someone else is told', () =>
    withWorld(async (tx) => {
      await adminForB(tx);
      const a = await filingInEffect(tx, { customer_full_name: 'Example Insurer' });
      const ownerB = await addMember(tx, tx.world.companyB, builtinRoleIds.regularMember, 'Olly OwnerB');
      await tx.as('memberB');
      const b = await createFiling(tx, tx.world.companyB, { customer_full_name: 'example insurer', principal_id: ownerB.identity });
      expect((await filingMessages(tx, b.semantic_id)).map((m) => m.title)).toContain(`Deal registration ${b.semantic_id} was submitted`);
      expect((await filingMessages(tx, b.semantic_id)).find((m) => m.title.endsWith('was submitted'))!.root_user_id).toBe(ownerB.root);
      const tag = async (id: string) =>
        (await tx.query<{ c: boolean }>('select app_public.project_filings_possible_conflict(f) as c from app_public.project_filings f where id = $1', [id]))
          .rows[0]!.c;
      await tx.as('vendorAdmin');
      expect([await tag(a.id), await tag(b.id)]).toEqual([true, true]);
      await keptConflictsAgree(tx, [a.id, b.id]);
      await tx.as('memberA');
      const edit = updateFilingSql(a.id, await filingFields(tx, { customer_full_name: 'Another Insurer' }));
      expect(await tx.errorOf(edit.text, edit.values)).toBe('NO_ERROR');
      await tx.as('vendorAdmin');
      expect([await tag(a.id), await tag(b.id)]).toEqual([false, false]);
      await keptConflictsAgree(tx, [a.id, b.id]);
      // a conflict whose other filing closes and opens again, written as the commands leave them
      await tx.as(null);
      await tx.query('insert into app_public.project_filing_conflicts (filing_id, other_filing_id) values ($1, $2)', [a.id, b.id]);
      await keptConflictsAgree(tx, [a.id, b.id]);
      await tx.as(null);
      await tx.query(`update app_public.project_filings set status = 'EXPIRED' where id = $1`, [b.id]);
      await keptConflictsAgree(tx, [a.id, b.id]);
      await tx.as(null);
      await tx.query(`update app_public.project_filings set status = 'VALIDATING' where id = $1`, [b.id]);
      await keptConflictsAgree(tx, [a.id, b.id]);
      await tx.as(null);
      await tx.query('delete from app_public.project_filing_conflicts where filing_id = $1', [a.id]);
      await keptConflictsAgree(tx, [a.id, b.id]);
    }));
});

describe('row-level security by persona', () => {
  it('filings, product lines, approvals and history: member (own), administrator (company), other company, vendor admin', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const mine = await createFiling(tx, tx.world.companyA);
      // a filing of company A by another member that member A neither submitted nor owns
      const other = await addMember(tx, tx.world.companyA, builtinRoleIds.regularMember, 'Olga Other');
      await tx.asRoot(other.root);
      const theirs = await createFiling(tx, tx.world.companyA, { principal_id: other.identity });
      const count = async (table: string) =>
        (
          await tx.query<{ n: number }>(`select count(*)::int as n from app_public.${table} where filing_id = any ($1::uuid[])`, [[mine.id, theirs.id]])
        ).rows[0]!.n;
      const visible = async () =>
        (await tx.query<{ id: string }>('select id from app_public.project_filings where id = any ($1::uuid[]) order by created_at', [[mine.id, theirs.id]])).rows.map(
          (r) => r.id,
        );
      await tx.as('memberA');
      expect(await visible()).toEqual([mine.id]);
      expect(await count('project_filing_products')).toBe(1);
      expect(await count('project_filing_approvals')).toBe(1);
      expect(await count('project_filing_history')).toBe(1);
      await tx.as('adminA');
      expect((await visible()).sort()).toEqual([mine.id, theirs.id].sort());
      expect(await count('project_filing_products')).toBe(2);
      expect(await count('project_filing_approvals')).toBe(2);
      expect(await count('project_filing_history')).toBe(2);
      await tx.as('memberB');
      expect(await visible()).toEqual([]);
      expect(await count('project_filing_products')).toBe(0);
      expect(await count('project_filing_approvals')).toBe(0);
      expect(await count('project_filing_history')).toBe(0);
      await tx.as('vendorAdmin');
      expect((await visible()).sort()).toEqual([mine.id, theirs.id].sort());
      expect(await count('project_filing_approvals')).toBe(2);
      await tx.as('noCompany');
      expect(await visible()).toEqual([]);
      // nobody writes the tables directly
      await tx.as('adminA');
      expect(await tx.errorOf(`update app_public.project_filings set status = 'VALIDATING' where id = $1`, [mine.id])).toBe('42501');
      expect(await tx.errorOf(`delete from app_public.project_filing_history where filing_id = $1`, [mine.id])).toBe('42501');
      // the timeline answers only for filings the reader may see
      await tx.as('memberB');
      const leaked = await tx.query(
        `select t.* from app_public.project_filings_timeline((select f from app_public.project_filings f limit 0)) t`,
      );
      expect(leaked.rowCount).toBe(0);
    }));

  it('a member who loses ViewProjectReport no longer sees their own filings', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const mine = await createFiling(tx, tx.world.companyA);
      await giveOnlyKeys(tx, tx.world.companyA, tx.world.identities['memberA:A']!, ['ViewCompanyInfo']);
      await tx.as('memberA');
      expect((await tx.query('select id from app_public.project_filings where id = $1', [mine.id])).rowCount).toBe(0);
    }));
});
