import { describe, expect, it } from 'vitest';
import { publicationTabOf as tabOf } from '../common/PublicationTabs.tsx';
import { announcementFilter } from './filters.ts';

describe('announcement filter', () => {
  it('is the tab\'s status, published by default', () => {
    expect(announcementFilter({})).toEqual({ status: { equalTo: 'PUBLISHED' } });
    expect(announcementFilter({ status: 'DRAFT' })).toEqual({ status: { equalTo: 'DRAFT' } });
    expect(announcementFilter({ status: 'OPEN' })).toEqual({ status: { equalTo: 'PUBLISHED' } });
    expect(tabOf('DELISTED')).toBe('DELISTED');
  });

  it('searches the title and the name within the tab', () => {
    expect(announcementFilter({ status: 'DELISTED', q: ' launch ' })).toEqual({
      and: [{ status: { equalTo: 'DELISTED' } }, { or: [{ title: { includesInsensitive: 'launch' } }, { name: { includesInsensitive: 'launch' } }] }],
    });
  });
});
