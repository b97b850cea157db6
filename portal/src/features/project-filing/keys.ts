import type { PermissionKey } from '@pp/domain';

/**
 * The flags of a company's dynamic permission (the `companyDynamicPermission` query, `dynamicAccess.ts`): decided by
 * the server from the company's certification level, its quota and the caller's keys, for the current company. They
 * are deal registration's; routes and menu entries (its own and my approvals') require them as `dynamic` flags.
 */
export const companyDynamicFlags = ['viewProjectReport', 'manageProjectReport', 'canCreateProjectFiling'] as const;
export type CompanyDynamicFlag = (typeof companyDynamicFlags)[number];

/** Seeing deal registrations needs the key and the company's dynamic flag (its level must protect projects). */
export const projectFilingKeys: readonly PermissionKey[] = ['ViewProjectReport'];
export const projectFilingFlags: readonly CompanyDynamicFlag[] = ['viewProjectReport'];
