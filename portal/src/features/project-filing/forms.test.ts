import { describe, expect, it, vi } from 'vitest';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { businessToday } from '@pp/domain';
import { schemaFormControl, type SchemaForm } from '../../components/schemaForm.ts';
import { translateError } from '../../lib/errors.ts';
import { draftText, filingFormOptions, filingMutationInput, filingUpdateInput, newFilingDefaults, renewalDateRange, restoreDraft } from './forms.ts';

const companyId = '5f0c1f43-87a4-4b8e-9f0f-3a1f2d3c4b5a';
const principalId = '6a1d2e54-98b5-4c9f-8a1e-4b2e3d4c5b6a';

const formOf = <O, I extends FieldValues>(form: SchemaForm<O, I>) => {
  const control = schemaFormControl(form);
  const send = vi.fn<(values: O) => void>();
  const submit = () => control.handleSubmit(send)();
  const errorOf = (name: FieldPath<I>) => {
    const message = control.getFieldState(name).error?.message;
    return message ? translateError(message, undefined, undefined, 'en-US') : undefined;
  };
  return { control, send, submit, errorOf };
};

const tomorrow = (() => {
  const [y, m, d] = businessToday().split('-').map(Number);
  const next = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1));
  return next.toISOString().slice(0, 10);
})();

const complete = {
  ...newFilingDefaults(companyId, principalId, 'CNY', 1),
  name: ' Data centre refresh ',
  customerFullName: 'Shanghai Metro (Group) Co',
  customerAddress: '1 Century Avenue',
  industryId: 8,
  contactName: 'Wang Wei',
  contactPosition: 'CIO',
  contactEmail: 'wang.wei@example.com',
  contactPhone: '13812345678',
  estimatedOrderBudget: 1234567.5,
  estimatedOrderDate: tomorrow,
  opportunitySourceId: 2,
  competitorIds: [1],
  applicationScenarioIds: [1, 3],
  requirement: 'Replace 40 hosts',
  products: [{ productId: 1, purchaseType: 'SOFTWARE' as const, unit: 'NODE' as const, count: 4 }],
};

describe('filing form', () => {
  it('a new filing starts for the company, owned by the filer, in the preset phase, with one empty product line', () => {
    const d = newFilingDefaults(companyId, principalId, 'USD', 6);
    expect(d).toMatchObject({ companyId, principalId, currencyIsoCode: 'USD', phaseId: 6, contactPhonePrefix: '+86', competitorIds: [] });
    expect(d.products).toEqual([{ count: 1 }]);
  });

  it('sends a complete form, trimmed, with the amount as a decimal of two places', async () => {
    const f = formOf(filingFormOptions(complete));
    await f.submit();
    const sent = f.send.mock.calls[0]?.[0];
    expect(sent?.name).toBe('Data centre refresh');
    expect(sent && filingMutationInput(sent).estimatedOrderBudget).toBe('1234567.50');
    expect(sent && filingUpdateInput('f-1', sent)).toMatchObject({ filingId: 'f-1', name: 'Data centre refresh' });
    expect(sent && 'companyId' in filingUpdateInput('f-1', sent)).toBe(false);
  });

  it('refuses an empty form field by field, and an incomplete product line', async () => {
    const f = formOf(filingFormOptions(newFilingDefaults(companyId, undefined, 'CNY', 1)));
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('name')).toBe('Please fill in every required field.');
    expect(f.errorOf('principalId')).toBe('The owner must be a member of the company who can manage deal registrations.');
    expect(f.errorOf('requirement')).toBe('Please describe the opportunity.');
    expect(f.errorOf('products.0.productId')).toMatch(/Each product needs/);
  });

  it('refuses an order date in the past (business time zone) once the rest is valid', async () => {
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const f = formOf(filingFormOptions({ ...complete, estimatedOrderDate: yesterday }));
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('estimatedOrderDate')).toBe('The estimated order date cannot be in the past.');
  });

  it('refuses an amount above 99,999,999.99, eleven products and a bad customer name', async () => {
    const line = complete.products[0];
    const f = formOf(
      filingFormOptions({
        ...complete,
        customerFullName: 'Metro & Co',
        estimatedOrderBudget: 100_000_000,
        products: Array.from({ length: 11 }, () => line),
      }),
    );
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('estimatedOrderBudget')).toMatch(/at most 99,999,999.99/);
    expect(f.errorOf('customerFullName')).toMatch(/Chinese characters, letters/);
    expect(f.control.getFieldState('products').error?.message).toBe('PROJECT_FILING_TOO_MANY_PRODUCTS');
  });
});

describe('filing draft', () => {
  const defaults = newFilingDefaults(companyId, principalId, 'CNY', 1);

  it('comes back over the defaults for the same company', () => {
    const raw = draftText(companyId, { name: 'Half done', competitorIds: [2], products: [{ productId: 3, count: 2 }] });
    expect(restoreDraft(raw, companyId, defaults)).toMatchObject({ name: 'Half done', competitorIds: [2], principalId, products: [{ productId: 3, count: 2 }] });
  });

  it('is not offered to another company, and an unreadable or missing draft is ignored', () => {
    expect(restoreDraft(draftText('other', { name: 'x' }), companyId, defaults)).toBeUndefined();
    expect(restoreDraft('{not json', companyId, defaults)).toBeUndefined();
    expect(restoreDraft(null, companyId, defaults)).toBeUndefined();
  });

  it('drops fields of an unexpected shape and keeps the rest', () => {
    const raw = draftText(companyId, { name: 42, customerAddress: 'Kept', currencyIsoCode: 'EUR' });
    const restored = restoreDraft(raw, companyId, defaults);
    expect(restored).toMatchObject({ name: '', customerAddress: 'Kept', currencyIsoCode: 'CNY' });
  });
});

describe('renewal dates', () => {
  it('run from the day after the current last day to three months later', () => {
    const range = renewalDateRange('2026-03-10', 3);
    expect(range?.min.toDateString()).toBe(new Date(2026, 2, 11).toDateString());
    expect(range?.max.toDateString()).toBe(new Date(2026, 5, 10).toDateString());
  });

  it('end on the last day of a shorter month', () => {
    expect(renewalDateRange('2026-05-31', 3)?.max.toDateString()).toBe(new Date(2026, 7, 31).toDateString());
    expect(renewalDateRange('2026-11-30', 3)?.max.toDateString()).toBe(new Date(2027, 1, 28).toDateString());
  });
});
