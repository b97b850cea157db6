import type { PermissionKey } from '@pp/domain';

/** The company's point entries, lots and totals are read by holders of ViewCreditRecord in the company. */
export const companyPointsKeys: readonly PermissionKey[] = ['ViewCreditRecord'];
