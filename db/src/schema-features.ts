// Which feature a migration split belongs to: the one table that decides the file of db/schema/ an object lives in
// (docs/architecture.md's map of features to splits). A split is named `NNN-<feature>.sql`, so by default its feature
// is its name without the number; the table lists the splits named otherwise, and the objects of a split that serves
// several features.

/** Splits whose name after the number is not their feature's (e.g. committed under an older name). */
export const splitFeatures: Readonly<Record<string, string>> = {
  // platform: schemas, identity helpers, coded errors, state machines, the outbox, the generated constants
  '001-core': 'platform',
  '001-domain-constants': 'platform',
  '007-errors': 'platform',
  // committed as "accounts": members by default, with the companies' and permissions' objects in objectFeatures below
  '002-accounts': 'members',
  '005-current-user': 'profile',
  // committed as "certification-levels": the plans and levels are certification's
  '201-certification-levels': 'certification',
  // the cross-cutting speed work; the objects it creates are the companies' narrow copy of their names
  '013-speed': 'companies',
  '120-company-info': 'companies',
  // deal registration's progress, workflow and speed splits
  '214-project-filing-progress': 'project-filing',
  '215-project-filing-workflow': 'project-filing',
  '216-project-filing-speed': 'project-filing',
  // the performance records' search view
  '305-project-performance-search': 'project-performance',
  // indexes only (they go with their tables)
  '390-business-speed': 'platform',
  // the review kit (decide-with-comment steps); each feature declares its steps in a split of its own
  '400-review-kit': 'platform',
  // role labels: the type and its helper are the permissions'; the lists are in objectFeatures below
  '412-role-labels': 'permissions',
};

/**
 * Objects (by qualified name) whose feature is not their split's, in the splits the map gives to several features:
 * `002-accounts` (companies, members and permissions) and `213-project-filing-quota` (certification and quotas).
 */
export const objectFeatures: Readonly<Record<string, string>> = {
  'app_public.site': 'platform',
  'app_public.companies': 'companies',
  'app_public.company_scale': 'companies',
  'app_public.partner_managers': 'companies',
  'app_public.company_partner_managers': 'companies',
  'app_public.companies_joined_user_count': 'companies',
  'app_private.tg_companies_vendor_fields': 'companies',
  'app_public.permission_keys': 'permissions',
  'app_public.role_type': 'permissions',
  'app_public.roles': 'permissions',
  'app_public.role_permissions': 'permissions',
  'app_public.user_roles': 'permissions',
  'app_public.roles_permission_keys': 'permissions',
  'app_public.set_role_permission_keys': 'permissions',
  'app_public.users_permission_keys': 'permissions',
  'app_private.current_grants': 'permissions',
  'app_hidden.has_permission': 'permissions',
  'app_hidden.permitted_company_ids': 'permissions',
  'app_hidden.is_vendor_admin': 'permissions',
  'app_hidden.business_today': 'platform',
  'app_hidden.business_day_start': 'platform',
  'app_public.users_role_labels': 'members',
  'app_public.company_invitations_role_labels': 'invitations',
  'app_public.company_join_applications_role_labels': 'join-company',
  'app_public.certification_levels_modifier_name': 'certification',
  'app_public.companies_effective_certification_level': 'certification',
  'app_public.set_company_certification_level': 'certification',
  'app_public.update_certification_level_quota': 'certification',
};

/** The feature of a split, by its name (`210-project-filing.sql` or `210-project-filing`). */
export const featureOfSplit = (split: string): string => {
  const name = split.replace(/\.sql$/, '');
  return splitFeatures[name] ?? name.replace(/^\d+-/, '');
};
