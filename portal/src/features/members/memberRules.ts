/** The members area tabs: ?tab=application selects the join applications when the user may see them. */
export const membersTab = (tab: string | null, canMembers: boolean, canApplications: boolean): 'members' | 'applications' | 'none' => {
  if (tab === 'application' && canApplications) return 'applications';
  if (canMembers) return 'members';
  if (canApplications) return 'applications';
  return 'none';
};

/** Members area tabs: Members, Join applications (?tab=application), Invitations (?tab=invitation, ManageCompanyUser). */
export type MembersAreaTab = 'members' | 'applications' | 'invitations' | 'none';

export const membersAreaTab = (tab: string | null, canMembers: boolean, canApplications: boolean, canInvitations: boolean): MembersAreaTab => {
  if (tab === 'invitation' && canInvitations) return 'invitations';
  const other = membersTab(tab, canMembers, canApplications);
  return other === 'none' && canInvitations ? 'invitations' : other;
};

/** The `tab` query value of each tab (Members has none). */
export const membersAreaTabParam = (tab: MembersAreaTab): string | undefined =>
  tab === 'applications' ? 'application' : tab === 'invitations' ? 'invitation' : undefined;

export type ExitTip = 'admin' | 'soleAdmin' | 'member';

/**
 * Which exit tip a person reads about a company: a partner administrator may leave (once another is named), the only
 * administrator may not, and any other member must ask the vendor. Unknown yet: the member's tip.
 */
export const exitTip = (me: { isPartnerAdministrator?: boolean | null; isOnlyPartnerCompanyInternalAdmin?: boolean | null } | null | undefined): ExitTip =>
  me?.isOnlyPartnerCompanyInternalAdmin ? 'soleAdmin' : me?.isPartnerAdministrator ? 'admin' : 'member';

/** Actions offered on a member's row: none for those who may not manage members, nor on a member who has left. */
export const memberActions = (canManage: boolean, status: string): { edit: boolean; remove: boolean } => {
  const open = canManage && status !== 'EXITED';
  return { edit: open, remove: open };
};
