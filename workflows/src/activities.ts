import type pg from 'pg';
import { createJoinApplicationActivities } from './join-company/activities.ts';
import { createPartnerApplicationActivities } from './partner-applications/activities.ts';
import { createProfileActivities } from './profile/activities.ts';
import { createProjectFilingActivities } from './project-filing/activities.ts';
import { createPerformanceImportActivities } from './performance-import/activities.ts';
import { performanceImportStorageFromEnv } from './performance-import/storage.ts';
import type { AccountService } from './profile/account.ts';
import type { SmsSender } from './profile/sms.ts';
import { createUploadsActivities } from './uploads/activities.ts';
import { createCompanyPointActivities } from './company-point/activities.ts';
import type { UploadsStorage } from './uploads/storage.ts';

/**
 * Every activity the worker registers, built from each feature's factory with the pool injected.
 * Activity names are global to the task queue, so a duplicate name across features is a startup error.
 */
export const createActivities = (pool: pg.Pool, profile: { sms: SmsSender; account: AccountService }, storage?: UploadsStorage) => {
  const factories = [
    createJoinApplicationActivities(pool),
    createUploadsActivities(pool, storage),
    createPartnerApplicationActivities(pool),
    createProfileActivities(pool, profile.sms, profile.account),
    createProjectFilingActivities(pool),
    createCompanyPointActivities(pool),
    createPerformanceImportActivities(pool, performanceImportStorageFromEnv()),
  ];
  const seen = new Set<string>();
  for (const name of factories.flatMap((f) => Object.keys(f))) {
    if (seen.has(name)) throw new Error(`activity name registered twice: ${name}`);
    seen.add(name);
  }
  return Object.assign({}, ...factories) as ActivitiesOf<typeof factories>;
};

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type ActivitiesOf<T extends readonly object[]> = UnionToIntersection<T[number]>;

export type Activities = ReturnType<typeof createActivities>;
