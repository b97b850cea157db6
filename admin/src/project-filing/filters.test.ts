import { readFileSync } from 'node:fs';
import { buildSchema, getVariableValues, parse, print, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ADMIN_PROJECT_FILING_EXPORT_PAGE } from './projectFiling.graphql.ts';
import {
  projectFilingCondition,
  projectFilingFilter,
  projectFilingKeptTotal,
  projectFilingTabs,
  startOfBusinessDay,
  tabOf,
} from './filters.ts';

const schemaText = readFileSync(new URL('../../../api/schema.graphql', import.meta.url), 'utf8');
const schema = buildSchema(schemaText);
/** Whether the API exposes the filing's pending approval step (added with the approval commands). */
const hasApprovalStep = /\n\s+approvalStep: ApprovalSourceFilter/.test(schemaText);

/** Problems of the export query run with this filter, against the committed API schema. */
const problems = (filter: unknown, condition: unknown = {}): string[] => {
  const document = parse(print(ADMIN_PROJECT_FILING_EXPORT_PAGE));
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const coerced = getVariableValues(schema, operation?.variableDefinitions ?? [], { filter, condition, first: 100, after: null, withTotal: true });
  return [...validate(schema, document).map((e) => e.message), ...(coerced.errors ?? []).map((e) => e.message)];
};

describe('the filing list filter', () => {
  it('is empty for the all tab and an empty form', () => {
    expect(projectFilingFilter({})).toEqual({});
    expect(projectFilingFilter({ tab: 'all', q: '  ', owner: '' })).toEqual({});
    expect(tabOf('nonsense')).toBe('all');
  });

  it('narrows each status tab to its status', () => {
    expect(projectFilingFilter({ tab: 'validating' })).toEqual({ status: { equalTo: 'VALIDATING' } });
    expect(projectFilingFilter({ tab: 'approving' })).toEqual({ status: { equalTo: 'APPROVING' } });
    expect(projectFilingFilter({ tab: 'signed' })).toEqual({ status: { equalTo: 'HAVE_SIGNED' } });
    expect(projectFilingFilter({ tab: 'expired' })).toEqual({ status: { equalTo: 'EXPIRED' } });
    expect(projectFilingFilter({ tab: 'rejected' })).toEqual({ status: { equalTo: 'REJECTED' } });
    expect(projectFilingFilter({ tab: 'canceled' })).toEqual({ status: { equalTo: 'CANCELED' } });
  });

  it('narrows the two review tabs to the step waiting for a decision', () => {
    expect(projectFilingFilter({ tab: 'partner_review' })).toEqual({ approvalStep: { equalTo: 'PARTNER_COMPANY' } });
    expect(projectFilingFilter({ tab: 'vendor_review' })).toEqual({ approvalStep: { equalTo: 'VENDOR' } });
    expect(projectFilingFilter({ tab: 'renewal_review' })).toEqual({
      projectFilingApprovalsByFilingId: { some: { source: { equalTo: 'VENDOR' }, status: { equalTo: 'APPROVING' }, renewalExists: true } },
    });
  });

  it('combines the tab with the form: status, dates, amounts (company, keyword, owner and conflict are conditions)', () => {
    const filter = projectFilingFilter({
      tab: 'approving',
      q: ' Orbit ',
      keyword: 'PF-2026',
      status: 'APPROVING',
      createdFrom: '2026-11-01',
      createdTo: '2026-11-30',
      orderDateFrom: '2026-12-01',
      orderDateTo: '2027-01-31',
      amountMin: 1000,
      amountMax: '2500000.5',
      owner: 'Paul',
      conflict: true,
    });
    expect(filter).toEqual({
      and: [
        { status: { equalTo: 'APPROVING' } },
        { status: { equalTo: 'APPROVING' } },
        // whole business days (UTC+8): from the first day's midnight to the midnight after the last
        { createdAt: { greaterThanOrEqualTo: '2026-11-01T00:00:00+08:00', lessThan: '2026-12-01T00:00:00+08:00' } },
        { estimatedOrderDate: { greaterThanOrEqualTo: '2026-12-01', lessThanOrEqualTo: '2027-01-31' } },
        { estimatedOrderBudgetCents: { greaterThanOrEqualTo: '100000', lessThanOrEqualTo: '250000050' } },
      ],
    });
  });

  it('searches the company name and the keyword, and narrows to possible conflicts, through the conditions', () => {
    expect(projectFilingCondition({ q: ' Orbit ', keyword: ' PF-2026 ' })).toEqual({ companyNameContains: 'Orbit', keywordContains: 'PF-2026' });
    expect(projectFilingCondition({ q: '   ', keyword: ' ' })).toEqual({});
    expect(projectFilingCondition({ keyword: 'Bank' })).toEqual({ keywordContains: 'Bank' });
    expect(projectFilingCondition({ conflict: true })).toEqual({ possibleConflict: true });
    expect(projectFilingCondition({ owner: ' Paul ' })).toEqual({ ownerNameContains: 'Paul' });
    expect(projectFilingCondition({ conflict: false })).toEqual({});
    expect(projectFilingFilter({ q: 'Orbit', keyword: 'PF' })).toEqual({});
  });

  it('keeps one-sided ranges and ignores malformed values', () => {
    expect(projectFilingFilter({ createdTo: '2026-12-31' })).toEqual({ createdAt: { lessThan: '2027-01-01T00:00:00+08:00' } });
    expect(projectFilingFilter({ amountMin: 0 })).toEqual({ estimatedOrderBudgetCents: { greaterThanOrEqualTo: '0' } });
    expect(projectFilingFilter({ amountMax: '0.29' })).toEqual({ estimatedOrderBudgetCents: { lessThanOrEqualTo: '29' } });
    expect(projectFilingFilter({ createdFrom: 'yesterday', amountMax: 'lots', status: 'OPEN', conflict: false })).toEqual({});
  });

  it('counts days in the business time zone', () => {
    expect(startOfBusinessDay('2026-06-15')).toBe('2026-06-15T00:00:00+08:00');
  });

  it.each(projectFilingTabs.filter((t) => t !== 'partner_review' && t !== 'vendor_review'))(
    'tab %s with every filter validates against api/schema.graphql',
    (tab) => {
      const values = { tab, q: 'a', keyword: 'b', status: 'VALIDATING', createdFrom: '2026-01-01', createdTo: '2026-01-02', orderDateFrom: '2026-01-01', orderDateTo: '2026-02-01', amountMin: 1, amountMax: 2, owner: 'c', conflict: true };
      expect(problems(projectFilingFilter(values), projectFilingCondition(values))).toEqual([]);
    },
  );

  // The review tabs filter on the pending approval step, a column the approval commands keep; the schema exposes it
  // once they are merged.
  it.runIf(hasApprovalStep).each(['partner_review', 'vendor_review'] as const)('tab %s validates against api/schema.graphql', (tab) => {
    expect(problems(projectFilingFilter({ tab, q: 'a' }))).toEqual([]);
  });

  describe('the kept total', () => {
    it('stands for the count of a tab, a chosen status and a company name, trimmed', () => {
      expect(projectFilingKeptTotal({})?.args).toEqual({ status: null, approvalStep: null, companyNameContains: null });
      expect(projectFilingKeptTotal({ tab: 'approving', q: ' Cloud ' })?.args).toEqual({
        status: 'APPROVING',
        approvalStep: null,
        companyNameContains: 'Cloud',
      });
      expect(projectFilingKeptTotal({ tab: 'vendor_review' })?.args).toEqual({ status: null, approvalStep: 'VENDOR', companyNameContains: null });
      expect(projectFilingKeptTotal({ tab: 'partner_review', status: 'VALIDATING' })?.args).toMatchObject({ status: 'VALIDATING', approvalStep: 'PARTNER_COMPANY' });
      expect(projectFilingKeptTotal({ tab: 'all', status: 'EXPIRED', q: '  ', conflict: false })?.args).toMatchObject({ status: 'EXPIRED', companyNameContains: null });
      expect(projectFilingKeptTotal({ tab: 'signed', status: 'HAVE_SIGNED' })?.args.status).toBe('HAVE_SIGNED');
    });

    it('is not used (the rows are counted) for any other filter, the renewal tab, or two different statuses', () => {
      expect(projectFilingKeptTotal({ tab: 'approving', keyword: 'PF' })).toBeUndefined();
      expect(projectFilingKeptTotal({ amountMin: 0 })).toBeUndefined();
      expect(projectFilingKeptTotal({ conflict: true })).toBeUndefined();
      expect(projectFilingKeptTotal({ owner: 'Li' })).toBeUndefined();
      expect(projectFilingKeptTotal({ tab: 'renewal_review' })).toBeUndefined();
      expect(projectFilingKeptTotal({ tab: 'signed', status: 'EXPIRED' })).toBeUndefined();
    });

    it('asks a query the API has, with arguments of its types', () => {
      const kept = projectFilingKeptTotal({ tab: 'vendor_review', q: 'Cloud' })!;
      const document = parse(
        `query T($status: ProjectFilingStatus, $approvalStep: ApprovalSource, $companyNameContains: String) {
          total: ${kept.field}(status: $status, approvalStep: $approvalStep, companyNameContains: $companyNameContains) }`,
      );
      const operation = document.definitions[0] as OperationDefinitionNode;
      expect(validate(schema, document).map((e) => e.message)).toEqual([]);
      expect(getVariableValues(schema, operation.variableDefinitions ?? [], kept.args).errors ?? []).toEqual([]);
    });
  });
});
