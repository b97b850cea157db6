import type { AccessControlProvider } from '@refinedev/core';
import { canAccess } from './guards.ts';

/**
 * Refine access control on the permission keys of currentUserInfo. It only hides UI; RLS decides.
 * `can` waits until the current user's keys are known, so refine never caches an answer made without them.
 */
let keys: readonly string[] | undefined;
let waiters: ((k: readonly string[]) => void)[] = [];

export const setCurrentKeys = (next: readonly string[] | undefined): void => {
  keys = next;
  if (next) {
    const ready = waiters;
    waiters = [];
    ready.forEach((w) => w(next));
  }
};

const currentKeys = (): Promise<readonly string[]> => (keys ? Promise.resolve(keys) : new Promise((resolve) => waiters.push(resolve)));

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => {
    const held = await currentKeys();
    return canAccess(held, resource, action) ? { can: true } : { can: false, reason: "You don't have permissions to access this page." };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
