import { describe, expect, it } from 'vitest';
import { approvalFilter, approvalScope, approvalSeverity, approvalTab } from './approvalRules.ts';

describe('my approvals', () => {
  it('reads the tab of the address (deal registration by default) and the kind of record it lists', () => {
    expect(approvalTab('renewal')).toBe('renewal');
    expect(approvalTab('filing')).toBe('filing');
    expect(approvalTab(null)).toBe('filing');
    expect(approvalFilter(approvalTab('renewal'), 'all')).toEqual({ renewalId: { isNull: false } });
    expect(approvalFilter(approvalTab('other'), 'all')).toEqual({ renewalId: { isNull: true } });
  });

  it('lists the pending records unless all are asked for', () => {
    expect(approvalScope(null)).toBe('pending');
    expect(approvalScope('all')).toBe('all');
    expect(approvalScope('x')).toBe('pending');
    expect(approvalFilter('filing', 'pending')).toEqual({ renewalId: { isNull: true }, status: { equalTo: 'APPROVING' } });
  });

  it('colours a record by its status', () => {
    expect(approvalSeverity('APPROVING')).toBe('warning');
    expect(approvalSeverity('APPROVED')).toBe('success');
    expect(approvalSeverity('REJECTED')).toBe('danger');
  });
});
