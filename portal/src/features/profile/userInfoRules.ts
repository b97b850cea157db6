import type { CurrentUserIdentity, CurrentUserInfo } from '../auth/index.ts';

/** The identity whose information the portal shows and edits: the current company's, else the person's own. */
export const identityInUse = (info: CurrentUserInfo | null | undefined): CurrentUserIdentity | null =>
  info?.currentCompanyUser ?? info?.defaultUser ?? null;

/** A signed-in person whose identity in use lacks their information must complete it before anything else. */
export const needsUserInfo = (info: CurrentUserInfo | null | undefined): boolean => {
  const identity = identityInUse(info);
  return identity !== null && !identity.isAddedUserInfo;
};

/** Whole seconds left of a countdown ending at `endsAt` (ms), never negative. */
export const secondsLeft = (endsAt: number | null, now: number): number => (endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)));
