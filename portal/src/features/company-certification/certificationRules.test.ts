import { describe, expect, it } from 'vitest';
import type { CompanyCertificationStatus } from '@pp/domain';
import { canRenew, certificationTab, detailPath, localName, pagePath, programmeBenefits, shownCertification, statusSeverity, tierRows } from './certificationRules.ts';

const level = (id: number, key: string, rank: number) => ({ id, key, rank, name: key, nameZh: key });

describe('company certification page rules', () => {
  it('reads the tab of the address, the partnership certification unless told the history', () => {
    expect(certificationTab('history')).toBe('history');
    expect(certificationTab('certification')).toBe('certification');
    expect(certificationTab(null)).toBe('certification');
    expect(certificationTab('nonsense')).toBe('certification');
    expect(pagePath()).toBe('/workbench/company-certification');
    expect(pagePath('history')).toBe('/workbench/company-certification?tab=history');
  });

  it("links an application's detail where the notifications link it", () => {
    expect(detailPath('3f1c')).toBe('/workbench/company-certification-detail/3f1c');
  });

  it("names a level in the site's language", () => {
    const silver = { name: 'Silver', nameZh: '银牌' };
    expect(localName(silver, 'en-US')).toBe('Silver');
    expect(localName(silver, 'zh-CN')).toBe('银牌');
    expect(localName(null, 'en-US')).toBe('—');
  });

  it('colours the statuses', () => {
    expect(statusSeverity('VALIDATING')).toBe('success');
    expect(statusSeverity('WAITING_APPROVAL')).toBe('warning');
    expect(statusSeverity('REJECTED')).toBe('danger');
    expect(statusSeverity('CANCELED')).toBe('secondary');
    expect(statusSeverity('EXPIRED')).toBe('secondary');
  });

  it('may renew from 60 days before the expiry date while in effect until 60 days after it once expired', () => {
    const inEffect = { status: 'VALIDATING' as const, expiredDate: '2027-03-01' };
    expect(canRenew(inEffect, '2026-12-30')).toBe(false);
    expect(canRenew(inEffect, '2026-12-31')).toBe(true);
    expect(canRenew(inEffect, '2027-03-01')).toBe(true);
    const expired = { status: 'EXPIRED' as const, expiredDate: '2027-03-01' };
    expect(canRenew(expired, '2027-04-30')).toBe(true);
    expect(canRenew(expired, '2027-05-01')).toBe(false);
    expect(canRenew({ status: 'REJECTED', expiredDate: null }, '2027-03-01')).toBe(false);
    expect(canRenew({ status: 'CANCELED', expiredDate: '2027-03-01' }, '2027-03-01')).toBe(false);
  });

  it('shows the certification in effect, else an expired one only while it may be renewed', () => {
    const today = '2027-03-20';
    type C = { id: string; status: CompanyCertificationStatus; expiredDate: string };
    const current: C = { id: 'now', status: 'VALIDATING', expiredDate: '2029-03-01' };
    const expiredRenewable: C = { id: 'old', status: 'EXPIRED', expiredDate: '2027-03-01' };
    const expiredLong: C = { id: 'older', status: 'EXPIRED', expiredDate: '2026-03-01' };
    expect(shownCertification({ current, latestExpired: expiredRenewable }, today)).toBe(current);
    expect(shownCertification({ current: null, latestExpired: expiredRenewable }, today)).toBe(expiredRenewable);
    expect(shownCertification({ current: null, latestExpired: expiredLong }, today)).toBeUndefined();
    expect(shownCertification({ current: undefined, latestExpired: null }, today)).toBeUndefined();
  });

  it("builds the mainland tier table from the domain's benefits, levels by rank", () => {
    expect(programmeBenefits('MAINLAND')).toEqual([
      'onlineTraining', 'directOrdering', 'projectProtection', 'rebate', 'saleQualification', 'serviceDiscount', 'technicalEmpowerment',
    ]);
    const rows = tierRows('MAINLAND', [level(4, 'PLATINUM', 4), level(1, 'REGISTER', 1), level(3, 'GOLD', 3), level(2, 'SILVER', 2)]);
    expect(rows.map((r) => [r.id, r.level.key])).toEqual([[1, 'REGISTER'], [2, 'SILVER'], [3, 'GOLD'], [4, 'PLATINUM']]);
    expect(rows[0]!.benefits).toEqual([true, false, true, false, true, false, false]);
    expect(rows[1]!.benefits).toEqual([true, false, true, true, true, true, false]);
    expect(rows[3]!.benefits.every(Boolean)).toBe(true);
  });

  it('builds the global tier table, and a level the domain does not know carries no benefit', () => {
    const rows = tierRows('GLOBAL', [level(5, 'REGISTERED', 1), level(6, 'ADVANCED', 2), level(9, 'NEW', 3)]);
    expect(rows.map((r) => r.benefits)).toEqual([
      [true, true, true, true, true, false],
      [true, true, true, true, true, true],
      [false, false, false, false, false, false],
    ]);
  });
});
