// The status tabs of a list of published items (announcements, materials): published, unpublished (drafts), delisted,
// each setting the list's `status` filter (kept in the address with the search).
import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { publicationStatuses, type PublicationStatus } from '@pp/domain';

/** The tabs in display order; each is a status. */
export const publicationTabs = ['PUBLISHED', 'DRAFT', 'DELISTED'] as const satisfies readonly PublicationStatus[];

/** The tab a filter value names; anything else is the first (published). */
export const publicationTabOf = (value: unknown): PublicationStatus =>
  (publicationStatuses as readonly unknown[]).includes(value) ? (value as PublicationStatus) : 'PUBLISHED';

/** The tabs of the list in context; their labels are the resource's `tabs.<status>` texts. */
export const PublicationTabs = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (
    <Tabs
      value={publicationTabOf(filterValues.status)}
      onChange={(_e, status: string) => setFilters({ ...filterValues, status }, displayedFilters)}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {publicationTabs.map((tab) => (
        <Tab key={tab} value={tab} label={translate(`resources.${resource}.tabs.${tab}`)} data-testid={`tab-${tab}`} />
      ))}
    </Tabs>
  );
};
