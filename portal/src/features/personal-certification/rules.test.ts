import { describe, expect, it } from 'vitest';
import { byTypeOrder, companyCondition, companyTab, detailEntrance, detailParent, examDetailPath, ownDetailPath, pointApprovalCondition, pointApprovalTab, workbenchDetailPath } from './rules.ts';

describe('personal certification lists and details', () => {
  it('reads the tabs of the address, unknown ones as the first', () => {
    expect(pointApprovalTab('pending')).toBe('pending');
    expect(pointApprovalTab('x')).toBe('all');
    // All leaves the status out of the condition (a null there would ask for a missing status)
    expect(pointApprovalCondition('c1', 'pending')).toEqual({ companyId: 'c1', status: 'APPROVING' });
    expect(pointApprovalCondition('c1', 'all')).toEqual({ companyId: 'c1' });
    expect(companyTab('records')).toBe('records');
    expect(companyTab(null)).toBe('certified');
    expect(companyCondition('c1', 'certified')).toEqual({ companyId: 'c1', status: 'VALIDATING' });
    expect(companyCondition('c1', 'records')).toEqual({ companyId: 'c1' });
  });

  it('links a detail from where it is opened, and its breadcrumb leads back there', () => {
    expect(ownDetailPath('a1')).toBe('/personal-certification/detail/a1');
    expect(workbenchDetailPath('a1')).toBe('/workbench/personal-certification/detail/a1');
    expect(workbenchDetailPath('a1', 'point-approval')).toBe('/workbench/personal-certification/detail/a1?from=point-approval');
    expect(examDetailPath('x1')).toBe('/workbench/point-approval/exam-detail/x1');
    expect(detailEntrance('point-approval')).toBe('point-approval');
    expect(detailEntrance(null)).toBe('personal-certification');
    expect(detailParent('point-approval')).toEqual({ labelKey: 'personal-certification.pointApproval.title', to: '/workbench/point-approval' });
    expect(detailParent('personal-certification').to).toBe('/workbench/personal-certification');
    expect(detailParent('own').to).toBe('/personal-certification');
  });

  it('orders the types as configured', () => {
    expect(byTypeOrder([{ id: 2, sortOrder: 2 }, { id: 1, sortOrder: 1 }]).map((x) => x.id)).toEqual([1, 2]);
  });
});
