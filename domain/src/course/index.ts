import { z } from 'zod';
import { defineDomainFeature } from '../common/feature.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { uuidSchema } from '../common/validation.ts';
import { courseErrors } from './errors.ts';

export { courseErrors } from './errors.ts';

/**
 * Courses: what a person studies for a personal certification type. A vendor admin writes each course (a name of
 * 1–50 characters, a description of at most 200, its place in the type's order, enabled or not) and picks its
 * coursewares, in order, from the published materials that are PDFs or videos. Readers see a type's enabled courses,
 * and of each the coursewares whose material reaches them (the material's own rule); they view a PDF in the viewer
 * and play a video, under their watermark.
 */
export const courseLimits = {
  courseNameMax: 50,
  courseDescriptionMax: 200,
  courseSortOrderMax: 9999,
  courseCoursewaresMax: 50,
} as const;

export const courseSqlConstants = [
  sqlConstant({ name: 'course_name_max', type: 'integer', value: courseLimits.courseNameMax }),
  sqlConstant({ name: 'course_description_max', type: 'integer', value: courseLimits.courseDescriptionMax }),
  sqlConstant({ name: 'course_sort_order_max', type: 'integer', value: courseLimits.courseSortOrderMax }),
  sqlConstant({ name: 'course_coursewares_max', type: 'integer', value: courseLimits.courseCoursewaresMax }),
] as const;

/** The material file types a courseware may be. */
export const coursewareFileTypes = ['PDF', 'MP4'] as const;

/** The portal's address of a course, and of one of its coursewares (`courseId`, `coursewareId` in the query). */
export const coursePaths = {
  detail: (courseId: number, coursewareId?: number | null): string =>
    `/personal-certification/course-detail?courseId=${courseId}${coursewareId ? `&coursewareId=${coursewareId}` : ''}`,
} as const;

/** Saving a course: a new one without an id, else the changes of that course; its coursewares are the materials given, in order. */
export const saveCourseSchema = z.object({
  id: z.number().int().positive('COURSE_NOT_FOUND').nullish(),
  typeId: z.number({ message: 'COURSE_TYPE_REQUIRED' }).int().positive('COURSE_TYPE_REQUIRED'),
  name: z
    .string({ message: 'COURSE_NAME_LENGTH' })
    .trim()
    .refine((v) => v.length >= 1 && v.length <= courseLimits.courseNameMax, { message: 'COURSE_NAME_LENGTH', params: { max: courseLimits.courseNameMax } }),
  description: z
    .string()
    .trim()
    .refine((v) => v.length <= courseLimits.courseDescriptionMax, { message: 'COURSE_DESCRIPTION_TOO_LONG', params: { max: courseLimits.courseDescriptionMax } }),
  sortOrder: z
    .number({ message: 'COURSE_SORT_ORDER_INVALID' })
    .int('COURSE_SORT_ORDER_INVALID')
    .refine((v) => v >= 0 && v <= courseLimits.courseSortOrderMax, { message: 'COURSE_SORT_ORDER_INVALID', params: { max: courseLimits.courseSortOrderMax } }),
  isEnabled: z.boolean(),
  materialIds: z
    .array(uuidSchema)
    .refine((v) => v.length <= courseLimits.courseCoursewaresMax, { message: 'COURSEWARES_TOO_MANY', params: { max: courseLimits.courseCoursewaresMax } }),
});
export type SaveCourseInput = z.infer<typeof saveCourseSchema>;

export const courseCommands = {
  saveCourse: saveCourseSchema,
  deleteCourse: z.object({ id: z.number().int().positive('COURSE_NOT_FOUND') }),
} as const;

export const courseFeature = defineDomainFeature({
  name: 'course',
  errors: courseErrors,
  limits: courseLimits,
  commands: courseCommands,
  sqlConstants: courseSqlConstants,
});
