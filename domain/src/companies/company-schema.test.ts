import { describe, expect, it } from 'vitest';
import { companyInfoSchema, companyPhonePattern, companySchema } from './index.ts';

const base = { name: 'Shanghai Cloudway Technology Co., Ltd.', site: 'MAINLAND' };
const codes = (value: unknown): string[] => {
  const result = companySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('companySchema', () => {
  it('accepts a registered name with comma and ampersand, and turns empty texts into null', () => {
    const parsed = companySchema.parse({ ...base, website: '', industry: '  ', mainBusinesses: ['Cloud', ''] });
    expect(parsed).toMatchObject({ name: base.name, website: null, industry: null, mainBusinesses: ['Cloud'] });
  });
  it('refuses a website that does not start with http(s) with URL_INVALID', () => {
    expect(codes({ ...base, website: 'ftp://cloudway.example.com' })).toEqual(['URL_INVALID']);
    expect(codes({ ...base, website: 'https://cloudway.example.com' })).toEqual([]);
  });
  it('codes each name problem', () => {
    expect(codes({ ...base, name: '  ' })).toContain('COMPANY_NAME_REQUIRED');
    expect(codes({ ...base, name: 'Cloud<script>' })).toEqual(['COMPANY_NAME_INVALID']);
    expect(codes({ ...base, name: 'a'.repeat(201) })).toEqual(['COMPANY_NAME_TOO_LONG']);
  });
  it('needs a known site and limits the texts to their column lengths', () => {
    expect(codes({ ...base, site: 'MARS' })).toEqual(['COMPANY_SITE_REQUIRED']);
    expect(codes({ ...base, phone: '1'.repeat(51) })).toEqual(['COMPANY_FIELD_TOO_LONG']);
  });
});

describe('companyInfoSchema (the partner administrator’s edit)', () => {
  const companyId = '6f1c2f7e-8d0a-4c1e-9a51-0c8e8f1d2a10';
  const infoCodes = (value: unknown): string[] => {
    const result = companyInfoSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  it('has no name: a name sent along is not part of what it keeps', () => {
    const parsed = companyInfoSchema.parse({ companyId, name: 'Renamed Ltd', phone: '021 5555 0101' });
    expect(parsed).not.toHaveProperty('name');
    expect(parsed.phone).toBe('021 5555 0101');
  });
  it('accepts phones as people write them and refuses letters with COMPANY_PHONE_INVALID', () => {
    for (const phone of ['02155550101', '+86 (21) 5555-0101', '(021) 5555 0101']) expect(infoCodes({ companyId, phone })).toEqual([]);
    for (const phone of ['call us', '021-5555-', '++8621', '-12345']) expect(infoCodes({ companyId, phone })).toEqual(['COMPANY_PHONE_INVALID']);
    expect(infoCodes({ companyId, phone: '1'.repeat(51) })).toEqual(['COMPANY_FIELD_TOO_LONG']);
  });
  it('checks the website, the scale and the company id', () => {
    expect(infoCodes({ companyId, website: 'www.example.com' })).toEqual(['URL_INVALID']);
    expect(infoCodes({ companyId, scale: 'HUGE' }).length).toBe(1);
    expect(infoCodes({ companyId: 'nope' })).toEqual(['VALIDATION_FAILED']);
  });
  it('keeps the phone pattern readable by PostgreSQL (no JavaScript-only syntax)', () => {
    expect(companyPhonePattern.flags).toBe('');
    expect(companyPhonePattern.source).not.toMatch(/\\[dDwWsSp]|\(\?/);
  });
});
