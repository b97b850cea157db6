// The course's dialog form: what it starts from, and how its values become the save command's input, checked by the
// command's domain schema: the type and the order read as numbers (a select or a number input may hand over text), the
// switch a boolean, and the coursewares the material ids in the order the vendor left them (CO-3).
import { z } from 'zod';
import { saveCourseSchema } from '@pp/domain';
import type { AdminCourse } from './course.graphql.ts';

/** A courseware as the form shows it: its material's id, name and file type. */
export interface CoursewareItem {
  id: string;
  name: string;
  fileType: string;
}

/** The coursewares of a saved course, in their order (a material the vendor can no longer read is left out). */
export const coursewaresOf = (course?: AdminCourse | null): CoursewareItem[] =>
  (course?.courseCoursewares.nodes ?? []).flatMap((c) =>
    c ? [{ id: c.materialId, name: c.material?.name ?? c.materialId, fileType: c.material?.fileType ?? '' }] : [],
  );

/** The form's values of a saved course, or of a new one (enabled, order 0, no coursewares). */
export const courseDefaults = (course?: AdminCourse | null) => ({
  id: course?.id ?? null,
  typeId: course?.typeId ?? null,
  name: course?.name ?? '',
  description: course?.description ?? '',
  sortOrder: course?.sortOrder ?? 0,
  isEnabled: course?.isEnabled ?? true,
  materialIds: coursewaresOf(course).map((c) => c.id),
});

/** A list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export const moved = <T>(items: readonly T[], index: number, by: -1 | 1): T[] => {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
};

/** A list with `id` added at its end, once. */
export const withAdded = (ids: readonly string[], id: string): string[] => (ids.includes(id) ? [...ids] : [...ids, id]);

const blankToNull = (v: unknown): unknown => (v === undefined || v === '' ? null : v);
const number = (v: unknown): unknown => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToNull(v));

/** The form's values as the save command's input. */
export const courseFormSchema = z
  .looseObject({})
  .transform(
    (v) =>
      ({
        ...v,
        id: blankToNull(v.id),
        typeId: number(v.typeId),
        name: typeof v.name === 'string' ? v.name : '',
        description: typeof v.description === 'string' ? v.description : '',
        sortOrder: number(v.sortOrder),
        isEnabled: v.isEnabled !== false,
        materialIds: Array.isArray(v.materialIds) ? v.materialIds : [],
      }) as z.input<typeof saveCourseSchema>,
  )
  .pipe(saveCourseSchema);
