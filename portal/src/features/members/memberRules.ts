import type { RoleOption } from './members.graphql.ts';

/** Roles offered when approving: organisational ones only (built-in or the company's own). */
export const organisationalRoles = (roles: readonly RoleOption[], companyId: string): RoleOption[] =>
  roles.filter((r) => r.type === 'ORGANIZATIONAL' && (r.companyId === null || r.companyId === companyId));

/** Role names of an application from its role ids, while the API's roleNames is unavailable. */
export const roleNamesFor = (roleIds: readonly (string | null)[], roles: readonly RoleOption[]): string[] => {
  const byId = new Map(roles.map((r) => [r.id, r.name]));
  return roleIds.flatMap((id) => (id && byId.has(id) ? [byId.get(id)!] : []));
};

/** The members area tabs (spec 1 §2): ?tab=application selects the join applications. */
export const membersTab = (tab: string | null, canMembers: boolean, canApplications: boolean): 'members' | 'applications' | 'none' => {
  if (tab === 'application' && canApplications) return 'applications';
  if (canMembers) return 'members';
  if (canApplications) return 'applications';
  return 'none';
};
