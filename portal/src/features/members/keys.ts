import type { PermissionKey } from '@pp/domain';

/** Seeing the members or the join applications opens the members area. */
export const membersAreaKeys: readonly PermissionKey[] = ['ViewCompanyAllUser', 'ViewJoinCompanyApplication'];
