import { describe, expect, it } from 'vitest';
import { businessIso, examActions, formatExamTime, newestOfSubjects, offeredForms, orderExams, pickedDate, refusalParams, type ExamFacts } from './rules.ts';

const exam = (over: Partial<ExamFacts>): ExamFacts => ({
  id: 'e1',
  status: 'TO_BE_ARRANGED',
  createdAt: '2026-11-01T00:00:00Z',
  subject: { id: 1, position: 1 },
  ...over,
});

describe('the exam records', () => {
  it('lists the subjects in their order, the newest exam of each first', () => {
    const list = [
      exam({ id: 'a', subject: { id: 2, position: 2 }, createdAt: '2026-11-03T00:00:00Z' }),
      exam({ id: 'b', subject: { id: 1, position: 1 }, createdAt: '2026-11-01T00:00:00Z' }),
      exam({ id: 'c', subject: { id: 1, position: 1 }, createdAt: '2026-11-02T00:00:00Z' }),
    ];
    expect(orderExams(list).map((e) => e.id)).toEqual(['c', 'b', 'a']);
    expect([...newestOfSubjects(list)].sort()).toEqual(['a', 'c']);
  });

  it('offers booking while the exam is to be arranged, disabled with the server\'s reason when refused', () => {
    expect(examActions(exam({ bookRefusal: null }), true)).toEqual([{ kind: 'book', refusal: null }]);
    expect(examActions(exam({ bookRefusal: 'EXAM_CERTIFICATION_EXPIRED' }), true)).toEqual([{ kind: 'book', refusal: 'EXAM_CERTIFICATION_EXPIRED' }]);
    expect(examActions(exam({ status: 'REGISTERED', bookRefusal: 'EXAM_STATUS_INVALID' }), true)).toEqual([]);
  });

  it('offers starting an arranged online exam only', () => {
    expect(examActions(exam({ status: 'ARRANGED', form: 'ONLINE', startRefusal: 'EXAM_NOT_DUE' }), true)).toEqual([{ kind: 'start', refusal: 'EXAM_NOT_DUE' }]);
    expect(examActions(exam({ status: 'ARRANGED', form: 'ONLINE', startRefusal: null }), true)).toEqual([{ kind: 'start', refusal: null }]);
    expect(examActions(exam({ status: 'ARRANGED', form: 'ONSITE', startRefusal: 'EXAM_NOT_ONLINE' }), true)).toEqual([]);
  });

  it('offers a retake after a fail or an absence, on the newest exam of the subject only', () => {
    const failed = exam({ status: 'COMPLETED', result: 'FAIL', reExamRefusal: null });
    expect(examActions(failed, true)).toEqual([{ kind: 'reExam', refusal: null }]);
    expect(examActions({ ...failed, result: 'ABSENT', reExamRefusal: 'RE_EXAM_PREVIOUS_UNFINISHED' }, true)).toEqual([
      { kind: 'reExam', refusal: 'RE_EXAM_PREVIOUS_UNFINISHED' },
    ]);
    expect(examActions(failed, false)).toEqual([]);
    expect(examActions({ ...failed, result: 'PASS' }, true)).toEqual([]);
  });

  it('offers nothing to anyone but the candidate, nor in the read-only mode', () => {
    expect(examActions(exam({ bookRefusal: 'EXAM_NOT_FOUND' }), true)).toEqual([]);
    expect(examActions(exam({ bookRefusal: null }), true, true)).toEqual([]);
  });

  it('names the minutes of the refusals that need them', () => {
    expect(refusalParams('EXAM_TIME_TOO_SOON')).toEqual({ minutes: 30 });
    expect(refusalParams('EXAM_NOT_DUE')).toEqual({ minutes: 15 });
    expect(refusalParams('EXAM_OVER')).toEqual({});
  });

  it('shows and takes times in the business time zone (UTC+8)', () => {
    expect(formatExamTime('2026-12-01T01:30:00Z', 'en-US')).toBe('2026-12-01 09:30');
    expect(formatExamTime('2026-12-01T16:05:00Z', 'zh-CN')).toBe('2026-12-02 00:05');
    expect(formatExamTime(null, 'en-US')).toBe('—');
    expect(businessIso(new Date(2026, 11, 1, 9, 30))).toBe('2026-12-01T09:30:00+08:00');
    const back = pickedDate('2026-12-01T09:30:00+08:00');
    expect(back && businessIso(back)).toBe('2026-12-01T09:30:00+08:00');
    expect(pickedDate(undefined)).toBeNull();
  });

  it('keeps the forms a subject offers', () => {
    expect(offeredForms(['ONLINE', null, 'ONSITE'])).toEqual(['ONLINE', 'ONSITE']);
  });
});
