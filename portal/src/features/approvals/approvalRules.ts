/** My approvals' tabs (`?tab=filing|renewal`): a filing's own steps, or its renewals' steps. */
export const approvalTabs = ['filing', 'renewal'] as const;
export type ApprovalTab = (typeof approvalTabs)[number];
export const approvalTab = (raw: string | null): ApprovalTab => (raw === 'renewal' ? 'renewal' : 'filing');

/** Which records are shown: the pending ones (the default, what waits for a decision) or all of them. */
export type ApprovalScope = 'pending' | 'all';
export const approvalScope = (raw: string | null): ApprovalScope => (raw === 'all' ? 'all' : 'pending');

/**
 * The list's filter: the tab's kind (a filing's own step has no renewal) and, for the pending scope, the steps still
 * waiting. The company's partner steps are the query's condition; row-level security keeps them to the company's
 * approvers.
 */
export const approvalFilter = (tab: ApprovalTab, scope: ApprovalScope) => ({
  renewalId: { isNull: tab === 'filing' },
  ...(scope === 'pending' ? { status: { equalTo: 'APPROVING' as const } } : {}),
});

export const approvalSeverity = (status: string): 'warning' | 'success' | 'danger' =>
  status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'danger' : 'warning';
