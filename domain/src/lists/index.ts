import { defineDomainFeature } from '../common/feature.ts';

/**
 * Lists: the back-office lists whose unfiltered length the database keeps as rows change (a count of 50,000
 * companies or 300,000 company identities per page would cost more than the page). A filtered list is counted as it
 * is read.
 */
export const countedLists = ['COMPANIES', 'COMPANY_USERS'] as const;
export type CountedList = (typeof countedLists)[number];

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const listsFeature = defineDomainFeature({
  name: 'lists',
  sqlEnums: { 'app_public.counted_list': countedLists },
});
