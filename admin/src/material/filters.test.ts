import { describe, expect, it } from 'vitest';
import { publicationTabOf as tabOf } from '../common/PublicationTabs.tsx';
import { materialFilter } from './filters.ts';

describe('material filter', () => {
  it('is the tab\'s status, published by default', () => {
    expect(materialFilter({})).toEqual({ status: { equalTo: 'PUBLISHED' } });
    expect(materialFilter({ status: 'DRAFT' })).toEqual({ status: { equalTo: 'DRAFT' } });
    expect(materialFilter({ status: 'OPEN' })).toEqual({ status: { equalTo: 'PUBLISHED' } });
    expect(tabOf('DELISTED')).toBe('DELISTED');
  });

  it('searches the name within the tab', () => {
    expect(materialFilter({ status: 'DELISTED', q: ' brochure ' })).toEqual({
      and: [{ status: { equalTo: 'DELISTED' } }, { name: { includesInsensitive: 'brochure' } }],
    });
  });
});
