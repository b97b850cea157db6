// The announcement list's tabs and filter form, turned into one PostGraphile connection filter (the data provider
// calls it through the resource's `filterOf`): the tab is the status (published, unpublished = draft, delisted), and
// the search looks in the title and the name.
import { publicationStatuses, type PublicationStatus } from '@pp/domain';
import { text } from '../common/filterValues.ts';

/** The tabs in display order; each is a status. */
export const announcementTabs = ['PUBLISHED', 'DRAFT', 'DELISTED'] as const satisfies readonly PublicationStatus[];

/** The tab a filter value names; anything else is the first (published). */
export const tabOf = (value: unknown): PublicationStatus =>
  (publicationStatuses as readonly unknown[]).includes(value) ? (value as PublicationStatus) : 'PUBLISHED';

export interface AnnouncementListFilter {
  status?: string | null;
  q?: string | null;
}

type Clause = Record<string, unknown>;

export const announcementFilter = (values: AnnouncementListFilter | Record<string, unknown>): Clause => {
  const v = values as AnnouncementListFilter;
  const clauses: Clause[] = [{ status: { equalTo: tabOf(v.status) } }];
  const q = text(v.q);
  if (q) clauses.push({ or: [{ title: { includesInsensitive: q } }, { name: { includesInsensitive: q } }] });
  return clauses.length === 1 ? clauses[0]! : { and: clauses };
};
