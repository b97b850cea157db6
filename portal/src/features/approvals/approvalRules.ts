/** My approvals' tabs (`?tab=filing|renewal`) and the kind of record each one lists. */
export const approvalTabs = ['filing', 'renewal'] as const;
export type ApprovalTab = (typeof approvalTabs)[number];
export const approvalTab = (raw: string | null): ApprovalTab => (raw === 'renewal' ? 'renewal' : 'filing');
export const approvalKind: Readonly<Record<ApprovalTab, 'FILING' | 'RENEWAL'>> = { filing: 'FILING', renewal: 'RENEWAL' };

/** Which records are shown: the pending ones (the default, what waits for a decision) or all of them. */
export type ApprovalScope = 'pending' | 'all';
export const approvalScope = (raw: string | null): ApprovalScope => (raw === 'all' ? 'all' : 'pending');

export const approvalSeverity = (status: string): 'warning' | 'success' | 'danger' =>
  status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'danger' : 'warning';
