import { useQuery } from '@apollo/client';
import { graphql } from '../../generated/gql.ts';
import type { CompanyDynamicPermissionQuery } from '../../generated/graphql.ts';
import { useCurrentUser } from '../auth/index.ts';
import { companyDynamicFlags, type CompanyDynamicFlag } from './keys.ts';

/**
 * The current company's dynamic permission: whether the company (its certification level, its quota) and the caller
 * allow seeing, managing and creating deal registrations. The server decides; routes, menus and pages read it here,
 * once per company (the answer is cached), and `refetch` after anything that changes it (a new filing uses quota).
 */
export const COMPANY_DYNAMIC_PERMISSION = graphql(`
  query CompanyDynamicPermission($companyId: UUID!) {
    companyDynamicPermission(companyId: $companyId) {
      viewProjectReport {
        privileged
        messageKey
        params
      }
      manageProjectReport {
        privileged
        messageKey
        params
      }
      canCreateProjectFiling {
        privileged
        messageKey
        params
      }
    }
  }
`);

export type CompanyDynamicPermission = NonNullable<CompanyDynamicPermissionQuery['companyDynamicPermission']>;
export type DynamicPermission = NonNullable<CompanyDynamicPermission[CompanyDynamicFlag]>;

/** The flags the company is privileged for. */
export const privilegedFlags = (permission: CompanyDynamicPermission | null | undefined): CompanyDynamicFlag[] =>
  permission ? companyDynamicFlags.filter((flag) => permission[flag]?.privileged === true) : [];

/** The params of a refusal as a plain record (for the message's placeholders). */
export const dynamicParams = (entry: DynamicPermission | null | undefined): Record<string, unknown> | undefined => {
  const params = entry?.params;
  return params !== null && typeof params === 'object' && !Array.isArray(params) ? Object.fromEntries(Object.entries(params)) : undefined;
};

export const useCompanyDynamicPermission = () => {
  const { info } = useCurrentUser();
  const companyId = info?.currentCompanyUser?.companyId;
  const { data, loading, error, refetch } = useQuery(COMPANY_DYNAMIC_PERMISSION, { variables: { companyId: companyId ?? '' }, skip: !companyId });
  const permission = data?.companyDynamicPermission ?? null;
  return { permission, flags: privilegedFlags(permission), loading: loading && !data, error, refetch: () => refetch() };
};
