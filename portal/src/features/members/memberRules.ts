/** The members area tabs: ?tab=application selects the join applications when the user may see them. */
export const membersTab = (tab: string | null, canMembers: boolean, canApplications: boolean): 'members' | 'applications' | 'none' => {
  if (tab === 'application' && canApplications) return 'applications';
  if (canMembers) return 'members';
  if (canApplications) return 'applications';
  return 'none';
};
