import { describe, expect, it } from 'vitest';
import { companySchema } from './index.ts';

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
