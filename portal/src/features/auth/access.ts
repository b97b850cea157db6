import type { PermissionKey } from '@pp/domain';
import { hasAnyKey } from '../../core/keys.ts';
import { useCurrentUser } from './CurrentUserContext.tsx';

/**
 * The one way the portal asks "may the current user do this?": the permission keys of `currentUserInfo` in the
 * current context (the default identity's plus the current company's). It only hides and redirects; row-level
 * security in the database decides. Route guards and menus use the same `hasAnyKey` (core/keys.ts) with the keys a feature declares.
 */
export const useAccess = (): { can: (keys: readonly PermissionKey[]) => boolean; keys: readonly string[] } => {
  const { keys } = useCurrentUser();
  return { can: (wanted) => hasAnyKey(keys, wanted), keys };
};
