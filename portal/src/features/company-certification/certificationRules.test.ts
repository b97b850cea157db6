import { describe, expect, it } from 'vitest';
import { certificationTab, detailPath, localName, pagePath, programmeBenefits, shownCertification, statusSeverity, tierRows } from './certificationRules.ts';

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

  it('shows the certification in effect, else an expired one only while the server says it may be renewed', () => {
    type C = { id: string; canRenew: boolean };
    const current: C = { id: 'now', canRenew: false };
    const expiredRenewable: C = { id: 'old', canRenew: true };
    const expiredLong: C = { id: 'older', canRenew: false };
    expect(shownCertification({ current, latestExpired: expiredRenewable })).toBe(current);
    expect(shownCertification({ current: null, latestExpired: expiredRenewable })).toBe(expiredRenewable);
    expect(shownCertification({ current: null, latestExpired: expiredLong })).toBeUndefined();
    expect(shownCertification({ current: undefined, latestExpired: null })).toBeUndefined();
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
