import type { PermissionKey } from '@pp/domain';

/** A retake's exam behind a point usage approval is read by those who decide the company's points (as Point approval). */
export const examDetailKeys: readonly PermissionKey[] = ['ApproveCredit'];
