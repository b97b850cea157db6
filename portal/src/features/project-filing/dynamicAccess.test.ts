import { describe, expect, it } from 'vitest';
import { dynamicParams, privilegedFlags, type CompanyDynamicPermission } from './dynamicAccess.ts';
import { hasDynamicFlags } from '../../core/keys.ts';

const entry = (privileged: boolean, messageKey: string | null = null, params: unknown = null) => ({ __typename: 'DynamicPermission' as const, privileged, messageKey, params });

describe("the company's dynamic permission", () => {
  const blocked: CompanyDynamicPermission = {
    __typename: 'CompanyDynamicPermission',
    viewProjectReport: entry(true),
    manageProjectReport: entry(true),
    canCreateProjectFiling: entry(false, 'PROJECT_FILING_QUOTA_REACHED', { max: 10 }),
  };

  it('lists the privileged flags, none before the answer arrives', () => {
    expect(privilegedFlags(blocked)).toEqual(['viewProjectReport', 'manageProjectReport']);
    expect(privilegedFlags(null)).toEqual([]);
  });

  it("passes a refusal's params to its message", () => {
    expect(dynamicParams(blocked.canCreateProjectFiling)).toEqual({ max: 10 });
    expect(dynamicParams(entry(false, 'X', [1, 2]))).toBeUndefined();
    expect(dynamicParams(null)).toBeUndefined();
  });

  it('opens what needs no flag, and what needs flags only when all of them are privileged', () => {
    expect(hasDynamicFlags([], undefined)).toBe(true);
    expect(hasDynamicFlags(['viewProjectReport'], ['viewProjectReport'])).toBe(true);
    expect(hasDynamicFlags(['viewProjectReport'], ['viewProjectReport', 'manageProjectReport'])).toBe(false);
    expect(hasDynamicFlags(undefined, ['viewProjectReport'])).toBe(false);
  });
});
