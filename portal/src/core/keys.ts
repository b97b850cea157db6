import { hasPermissionKeys, type PermissionKey } from '@pp/domain';
import type { DynamicFlag } from './feature.ts';

/** True when nothing is wanted, or when the held keys include any of the wanted ones. */
export const hasAnyKey = (held: readonly string[] | undefined, wanted: readonly PermissionKey[] | undefined): boolean =>
  !wanted || wanted.length === 0 || hasPermissionKeys(held, wanted);

/** True when nothing is wanted, or when every wanted dynamic flag is among the privileged ones. */
export const hasDynamicFlags = (
  privileged: readonly DynamicFlag[] | undefined,
  wanted: readonly DynamicFlag[] | undefined,
): boolean => !wanted || wanted.every((flag) => privileged?.includes(flag) ?? false);
