import { describe, expect, it } from 'vitest';
import { businessToday, createProjectFilingSchema, customerFullNamePattern } from './index.ts';

// The form's rules at the same boundaries the SQL command is tested at (db/test/project-filing.test.ts).
const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? 'OK' : r.error?.issues[0]?.message);

const valid = {
  companyId: '0b6f2b1e-0002-4000-8000-000000000002',
  name: 'Data centre refresh',
  customerFullName: 'Shanghai Example Bank (Pudong) Co.',
  customerAddress: '1 Century Avenue, Shanghai',
  industryId: 2,
  contactName: 'Li Lei',
  contactPosition: 'CIO',
  contactEmail: 'li.lei@example.com',
  contactPhonePrefix: '+86',
  contactPhone: '13812345678',
  estimatedOrderBudget: '120000.50',
  currencyIsoCode: 'CNY',
  estimatedOrderDate: businessToday(),
  phaseId: 1,
  opportunitySourceId: 2,
  competitorIds: [1],
  applicationScenarioIds: [1],
  requirement: 'Replace the cluster.',
  preferredDistributorId: null,
  principalId: '0b6f2b1e-0003-4000-8000-000000000003',
  products: [{ productId: 1, purchaseType: 'SOFTWARE', unit: 'NODE', count: 4 }],
};

describe('the filing form', () => {
  it('customer names: Chinese characters, letters, digits, spaces, hyphens, underscores, periods, parentheses', () => {
    for (const name of ['上海示例银行（浦东）有限公司', 'Acme_Corp-2 (Asia) Ltd.']) expect(customerFullNamePattern.test(name), name).toBe(true);
    for (const name of ['Acme & Sons', 'Acme, Inc', 'Acme/Asia', 'Acme!', 'Acme@Asia']) expect(customerFullNamePattern.test(name), name).toBe(false);
  });

  it('amount above 0 and at most 99,999,999.99, in cents', () => {
    for (const [budget, code] of [
      ['0', 'PROJECT_FILING_AMOUNT_OUT_OF_RANGE'],
      ['0.01', 'OK'],
      ['99999999.99', 'OK'],
      ['100000000', 'PROJECT_FILING_AMOUNT_OUT_OF_RANGE'],
      ['0.001', 'PROJECT_FILING_AMOUNT_OUT_OF_RANGE'],
    ] as const) {
      expect(codeOf(createProjectFilingSchema.safeParse({ ...valid, estimatedOrderBudget: budget })), budget).toBe(code);
    }
  });

  it('1 to 10 products; requirement 1..200; order date from today', () => {
    const line = valid.products[0]!;
    expect(codeOf(createProjectFilingSchema.safeParse({ ...valid, products: Array(10).fill(line) }))).toBe('OK');
    expect(codeOf(createProjectFilingSchema.safeParse({ ...valid, products: Array(11).fill(line) }))).toBe('PROJECT_FILING_TOO_MANY_PRODUCTS');
    expect(codeOf(createProjectFilingSchema.safeParse({ ...valid, products: [] }))).toBe('PROJECT_FILING_PRODUCTS_REQUIRED');
    expect(codeOf(createProjectFilingSchema.safeParse({ ...valid, requirement: 'r'.repeat(200) }))).toBe('OK');
    expect(codeOf(createProjectFilingSchema.safeParse({ ...valid, requirement: 'r'.repeat(201) }))).toBe('PROJECT_FILING_REQUIREMENT_TOO_LONG');
    const yesterday = businessToday(new Date(Date.now() - 86_400_000));
    expect(codeOf(createProjectFilingSchema.safeParse({ ...valid, estimatedOrderDate: yesterday }))).toBe('PROJECT_FILING_ORDER_DATE_PAST');
  });
});
