import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { updateCompanyCertificationSchema } from '@pp/domain';
import { issueArgs, withBounds } from './formErrors.ts';

const id = '00000000-0000-4000-8000-000000000001';
const resolve = (values: FieldValues) =>
  withBounds(zodResolver<FieldValues, unknown, FieldValues>(updateCompanyCertificationSchema, undefined, { raw: true }), updateCompanyCertificationSchema)(
    values,
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );

describe('form errors with the bounds of their rules', () => {
  it('carry a minimum as {min} and a maximum as {max}, in react-admin’s format for a message with arguments', async () => {
    const result = await resolve({ certificationId: id, certificateToCompanyName: 'abc', grantDate: '2026-01-01', expiredDate: '2027-01-01', trackingNumber: 'x'.repeat(51) });
    const message = (path: string) => String((result.errors as Record<string, { message?: string }>)[path]?.message);
    expect(JSON.parse(message('certificateToCompanyName').replace('@@react-admin@@', ''))).toEqual({
      message: 'COMPANY_CERTIFICATION_COMPANY_NAME_TOO_SHORT',
      args: { min: 4 },
    });
    expect(JSON.parse(message('trackingNumber').replace('@@react-admin@@', ''))).toEqual({ message: 'COMPANY_CERTIFICATION_FIELD_TOO_LONG', args: { max: 50 } });
  });

  it('leave a message without bounds as its code', async () => {
    const result = await resolve({ certificationId: id, grantDate: '2026-01-02', expiredDate: '2026-01-01' });
    expect((result.errors as Record<string, { message?: string }>).expiredDate?.message).toBe('COMPANY_CERTIFICATION_DATES_INVALID');
    expect(issueArgs({ code: 'custom', message: 'X', path: [], input: null })).toBeUndefined();
    expect(issueArgs({ code: 'custom', message: 'X', path: [], input: null, params: { max: 100, name: 'x' } })).toEqual({ max: 100 });
    expect(issueArgs({ code: 'custom', message: 'X', path: [], input: null, params: { name: 'x' } })).toBeUndefined();
  });

  it('leave valid values alone', async () => {
    const result = await resolve({ certificationId: id, grantDate: '2026-01-01', expiredDate: '2027-01-01' });
    expect(result.errors).toEqual({});
  });
});
