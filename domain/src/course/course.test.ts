import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import { coursePaths, saveCourseSchema } from './index.ts';

const valid = { typeId: 1, name: 'SCF basics', description: '', sortOrder: 0, isEnabled: true, materialIds: [] };
const codeOf = (input: Record<string, unknown>) => {
  const r = saveCourseSchema.safeParse({ ...valid, ...input });
  return r.success ? null : firstIssueCode(r.error);
};

describe('saving a course', () => {
  it('checks each rule at its boundary', () => {
    expect(codeOf({})).toBeNull();
    expect(codeOf({ name: ' ' })).toBe('COURSE_NAME_LENGTH');
    expect(codeOf({ name: 'n'.repeat(50) })).toBeNull();
    expect(codeOf({ name: 'n'.repeat(51) })).toBe('COURSE_NAME_LENGTH');
    expect(codeOf({ description: 'd'.repeat(200) })).toBeNull();
    expect(codeOf({ description: 'd'.repeat(201) })).toBe('COURSE_DESCRIPTION_TOO_LONG');
    expect(codeOf({ sortOrder: 10_000 })).toBe('COURSE_SORT_ORDER_INVALID');
    expect(codeOf({ typeId: null })).toBe('COURSE_TYPE_REQUIRED');
    expect(codeOf({ materialIds: Array.from({ length: 51 }, () => '00000000-0000-4000-8000-000000000001') })).toBe('COURSEWARES_TOO_MANY');
  });
  it('addresses a course and a courseware in the portal', () => {
    expect(coursePaths.detail(3)).toBe('/personal-certification/course-detail?courseId=3');
    expect(coursePaths.detail(3, 9)).toBe('/personal-certification/course-detail?courseId=3&coursewareId=9');
  });
});
