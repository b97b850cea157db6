import { describe, expect, it } from 'vitest';
import { examCondition, examFilter, examKeptTotal } from './filters.ts';

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

  it('searches the number, the certification number and the candidate through the condition, trimmed', () => {
    expect(examFilter({ q: ' EX-2026 ', subjectId: 1 })).toEqual({ subjectId: { equalTo: 1 } });
    expect(examCondition({ q: ' EX-2026 ', subjectId: 1 })).toEqual({ keywordContains: 'EX-2026' });
    expect(examCondition({ q: '  ' })).toEqual({});
  });

  it('narrows by status, type and form as they are, and ignores values outside their enumerations', () => {
    expect(examFilter({ status: 'ARRANGED' })).toEqual({ status: { equalTo: 'ARRANGED' } });
    expect(examFilter({ status: 'ARRANGED', type: 'RE_EXAM', form: 'ONSITE' })).toEqual({
      and: [{ status: { equalTo: 'ARRANGED' } }, { type: { equalTo: 'RE_EXAM' } }, { form: { equalTo: 'ONSITE' } }],
    });
    expect(examFilter({ status: 'OPEN', type: 'SECOND', form: 'ONLINE ' })).toEqual({});
  });

  it('counts scheduled days in the business time zone, the last day included', () => {
    expect(examFilter({ scheduledFrom: '2026-11-01', scheduledTo: '2026-11-30' })).toEqual({
      scheduledExamTime: { greaterThanOrEqualTo: '2026-11-01T00:00:00+08:00', lessThan: '2026-12-01T00:00:00+08:00' },
    });
    expect(examFilter({ scheduledFrom: '2026-11-27' })).toEqual({ scheduledExamTime: { greaterThanOrEqualTo: '2026-11-27T00:00:00+08:00' } });
    expect(examFilter({ scheduledTo: '2026-12-31' })).toEqual({ scheduledExamTime: { lessThan: '2027-01-01T00:00:00+08:00' } });
    expect(examFilter({ scheduledFrom: 'tomorrow', scheduledTo: '27/11/2026' })).toEqual({});
  });

  it('reads the kept total for the status alone or no filter, and counts any other filter', () => {
    expect(examKeptTotal({})).toEqual({ field: 'examTotal', args: { status: null } });
    expect(examKeptTotal({ status: 'COMPLETED', q: ' ', subjectId: '' })).toEqual({ field: 'examTotal', args: { status: 'COMPLETED' } });
    expect(examKeptTotal({ status: 'ARRANGED', subjectId: 1 })).toBeUndefined();
    expect(examKeptTotal({ scheduledFrom: '2026-11-01' })).toBeUndefined();
    expect(examKeptTotal({ q: 'EX-2026' })).toBeUndefined();
    expect(examKeptTotal({ status: 'COMPLETED', q: 'EX-2026' })).toBeUndefined();
  });
});
