/** A role row as the role screens read it. */
export interface RoleRecord {
  id: string;
  key?: string | null;
  name: string;
  nameZh?: string | null;
  companyId?: string | null;
  permissionKeys?: string[] | null;
}

/** A role by its zh name, else its English one. */
export const roleName = (r: RoleRecord): string => r.nameZh ?? r.name;
