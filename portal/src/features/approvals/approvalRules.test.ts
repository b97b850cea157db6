import { describe, expect, it } from 'vitest';
import { approvalKind, approvalScope, approvalSeverity, approvalTab } from './approvalRules.ts';

describe('my approvals', () => {
  it('reads the tab of the address (deal registration by default) and the kind of record it lists', () => {
    expect(approvalTab('renewal')).toBe('renewal');
    expect(approvalTab('filing')).toBe('filing');
    expect(approvalTab(null)).toBe('filing');
    expect(approvalKind[approvalTab('renewal')]).toBe('RENEWAL');
    expect(approvalKind[approvalTab('other')]).toBe('FILING');
  });

  it('lists the pending records unless all are asked for', () => {
    expect(approvalScope(null)).toBe('pending');
    expect(approvalScope('all')).toBe('all');
    expect(approvalScope('x')).toBe('pending');
  });

  it('colours a record by its status', () => {
    expect(approvalSeverity('APPROVING')).toBe('warning');
    expect(approvalSeverity('APPROVED')).toBe('success');
    expect(approvalSeverity('REJECTED')).toBe('danger');
  });
});
