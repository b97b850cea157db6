import { describe, expect, it } from 'vitest';
import type { AdminCourse } from './course.graphql.ts';
import { courseDefaults, courseFormSchema, coursewaresOf, moved, withAdded } from './forms.ts';

const pdf = '00000000-0000-4000-8000-000000000001';
const mp4 = '00000000-0000-4000-8000-000000000002';
const valid = { ...courseDefaults(), typeId: 1, name: 'SCF 入门', materialIds: [pdf, mp4] };

const codes = (v: Record<string, unknown>) => {
  const r = courseFormSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

const saved = {
  id: 7,
  typeId: 2,
  name: 'Orbit 基础',
  description: '第一课',
  sortOrder: 3,
  isEnabled: false,
  courseCoursewares: {
    nodes: [
      { id: 11, materialId: mp4, material: { id: mp4, name: 'Orbit 演示', fileType: 'MP4' } },
      { id: 12, materialId: pdf, material: { id: pdf, name: 'Orbit 手册', fileType: 'PDF' } },
    ],
  },
} as unknown as AdminCourse;

describe('the course form', () => {
  it('starts a new course enabled, at order 0, with no type and no coursewares', () => {
    expect(courseDefaults()).toEqual({ id: null, typeId: null, name: '', description: '', sortOrder: 0, isEnabled: true, materialIds: [] });
  });

  it('starts a saved course from its values and its coursewares in their order', () => {
    expect(courseDefaults(saved)).toEqual({ id: 7, typeId: 2, name: 'Orbit 基础', description: '第一课', sortOrder: 3, isEnabled: false, materialIds: [mp4, pdf] });
    expect(coursewaresOf(saved)).toEqual([
      { id: mp4, name: 'Orbit 演示', fileType: 'MP4' },
      { id: pdf, name: 'Orbit 手册', fileType: 'PDF' },
    ]);
  });

  it('sends the command its input: numbers read, the name and description trimmed, the coursewares in order', () => {
    const parsed = courseFormSchema.safeParse({ ...valid, typeId: '1', name: '  SCF 入门 ', description: ' 概览 ', sortOrder: '12', materialIds: [mp4, pdf] });
    expect(parsed.success && parsed.data).toEqual({
      id: null,
      typeId: 1,
      name: 'SCF 入门',
      description: '概览',
      sortOrder: 12,
      isEnabled: true,
      materialIds: [mp4, pdf],
    });
    const edit = courseFormSchema.safeParse({ ...courseDefaults(saved), isEnabled: false });
    expect(edit.success && edit.data).toMatchObject({ id: 7, typeId: 2, isEnabled: false, materialIds: [mp4, pdf] });
  });

  it('refuses what the command refuses, each with its code on its field', () => {
    expect(codes(valid)).toEqual([]);
    expect(codes({ ...valid, typeId: null })).toEqual(['typeId:COURSE_TYPE_REQUIRED']);
    expect(codes({ ...valid, typeId: '' })).toEqual(['typeId:COURSE_TYPE_REQUIRED']);
    expect(codes({ ...valid, name: '   ' })).toEqual(['name:COURSE_NAME_LENGTH']);
    expect(codes({ ...valid, name: '课'.repeat(50) })).toEqual([]);
    expect(codes({ ...valid, name: '课'.repeat(51) })).toEqual(['name:COURSE_NAME_LENGTH']);
    expect(codes({ ...valid, description: '简'.repeat(200) })).toEqual([]);
    expect(codes({ ...valid, description: '简'.repeat(201) })).toEqual(['description:COURSE_DESCRIPTION_TOO_LONG']);
    expect(codes({ ...valid, sortOrder: -1 })).toEqual(['sortOrder:COURSE_SORT_ORDER_INVALID']);
    expect(codes({ ...valid, sortOrder: 10_000 })).toEqual(['sortOrder:COURSE_SORT_ORDER_INVALID']);
    expect(codes({ ...valid, sortOrder: 9999 })).toEqual([]);
    expect(codes({ ...valid, sortOrder: '' })).toEqual(['sortOrder:COURSE_SORT_ORDER_INVALID']);
    const many = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(codes({ ...valid, materialIds: many.slice(0, 50) })).toEqual([]);
    expect(codes({ ...valid, materialIds: many })).toEqual(['materialIds:COURSEWARES_TOO_MANY']);
  });

  it('moves a courseware up or down, adds one once at the end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(withAdded(['a'], 'b')).toEqual(['a', 'b']);
    expect(withAdded(['a', 'b'], 'a')).toEqual(['a', 'b']);
  });
});
