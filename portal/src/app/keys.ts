import { hasPermissionKeys, type PermissionKey } from '@pp/domain';

/** True when nothing is wanted, or when the held keys include any of the wanted ones. */
export const hasAnyKey = (held: readonly string[] | undefined, wanted: readonly PermissionKey[] | undefined): boolean =>
  !wanted || wanted.length === 0 || hasPermissionKeys(held, wanted);
