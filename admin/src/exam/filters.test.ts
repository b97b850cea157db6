import { describe, expect, it } from 'vitest';
import { examFilter } from './filters.ts';

describe('exam filter', () => {
  it('does not narrow an empty form', () => {
    expect(examFilter({})).toEqual({});
    expect(examFilter({ q: '  ', subjectId: '' })).toEqual({});
    expect(examFilter({ subjectId: null })).toEqual({});
  });

  it('narrows by subject as it is', () => {
    expect(examFilter({ subjectId: '2' })).toEqual({ subjectId: { equalTo: 2 } });
    expect(examFilter({ subjectId: 1 })).toEqual({ subjectId: { equalTo: 1 } });
    expect(examFilter({ subjectId: 'x' })).toEqual({});
    expect(examFilter({ subjectId: 0 })).toEqual({});
  });

  it('searches the number, the certification number and the candidate, combined with the subject', () => {
    expect(examFilter({ q: ' EX-2026 ', subjectId: 1 })).toEqual({
      and: [
        { subjectId: { equalTo: 1 } },
        {
          or: [
            { semanticId: { includesInsensitive: 'EX-2026' } },
            { personalCertification: { semanticId: { includesInsensitive: 'EX-2026' } } },
            { personalCertification: { applicantName: { includesInsensitive: 'EX-2026' } } },
          ],
        },
      ],
    });
  });

  it('ignores what the API cannot filter (status, type, form, scheduled days)', () => {
    expect(examFilter({ status: 'ARRANGED', type: 'RE_EXAM', form: 'ONSITE', scheduledFrom: '2026-01-01' })).toEqual({});
  });
});
