import { describe, expect, it } from 'vitest';
import { courseParams, shownCourseware } from './rules.ts';

describe('the course detail', () => {
  it('reads courseId and coursewareId from the address, ignoring what is not an id', () => {
    expect(courseParams(new URLSearchParams('courseId=3&coursewareId=9'))).toEqual({ courseId: 3, coursewareId: 9 });
    expect(courseParams(new URLSearchParams('courseId=x&coursewareId=-1'))).toEqual({ courseId: null, coursewareId: null });
  });
  it('shows the named courseware, else the first', () => {
    const wares = [{ id: 4 }, { id: 7 }];
    expect(shownCourseware(wares, 7)).toEqual({ id: 7 });
    expect(shownCourseware(wares, 99)).toEqual({ id: 4 });
    expect(shownCourseware([], null)).toBeNull();
  });
});
