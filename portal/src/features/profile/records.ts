import type { JoinApplicationStatus } from '@pp/domain';

export interface RecordLike {
  id: string;
  companyId: string;
  applicationStatus: JoinApplicationStatus;
  createdAt: string;
}

/**
 * Fallback for canReApply while the API cannot serve it: a rejected application may be applied for again when it
 * is the newest record of that company and the user may still apply (canApplyJoinCompany). The server re-checks.
 */
export const deriveCanReApply = (record: RecordLike, all: readonly RecordLike[], canApplyJoinCompany: boolean): boolean =>
  record.applicationStatus === 'REJECTED' &&
  canApplyJoinCompany &&
  !all.some((other) => other.companyId === record.companyId && other.id !== record.id && other.createdAt > record.createdAt);

/** The profile tabs (spec 1 §2): ?tab=record selects the application records. */
export const profileTabIndex = (tab: string | null): number => (tab === 'record' ? 1 : 0);
export const profileTabParam = (index: number): string | undefined => (index === 1 ? 'record' : undefined);
