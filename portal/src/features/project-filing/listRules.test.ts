import { describe, expect, it } from 'vitest';
import { detailEntrance, detailPath, detailTab, filingListFilter, filingTab } from './listRules.ts';

describe('deal registration list', () => {
  it('reads the tab of the address, All by default', () => {
    expect(filingTab('effective')).toBe('effective');
    expect(filingTab('signed')).toBe('signed');
    expect(filingTab('nonsense')).toBe('all');
    expect(filingTab(null)).toBe('all');
  });

  it('filters by the tab’s status and searches name, customer and id', () => {
    expect(filingListFilter('all', '  ')).toBeUndefined();
    expect(filingListFilter('effective', '')).toEqual({ status: { equalTo: 'VALIDATING' } });
    expect(filingListFilter('review', '')).toEqual({ status: { equalTo: 'APPROVING' } });
    expect(filingListFilter('signed', ' metro ')).toEqual({
      and: [
        { status: { equalTo: 'HAVE_SIGNED' } },
        {
          or: [
            { name: { includesInsensitive: 'metro' } },
            { customerFullName: { includesInsensitive: 'metro' } },
            { semanticId: { includesInsensitive: 'metro' } },
          ],
        },
      ],
    });
  });

  it('opens the detail with its entrance and tab', () => {
    expect(detailPath('PF-2026-0000001')).toBe('/workbench/project-filing/detail?semanticId=PF-2026-0000001&entrance=personal');
    expect(detailPath('PF-1', 'approval', 'details')).toBe('/workbench/project-filing/detail?semanticId=PF-1&entrance=approval&tab=details');
    expect(detailEntrance('approval')).toBe('approval');
    expect(detailEntrance(null)).toBe('personal');
    expect(detailTab('details')).toBe('details');
    expect(detailTab(null)).toBe('progress');
  });
});
