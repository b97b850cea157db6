import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of courses: the vendor's course form and a reader's missing course. */
export const courseErrors = {
  COURSE_NOT_FOUND: { en: 'The course was not found.', zh: '课程不存在。' },
  COURSE_TYPE_REQUIRED: { en: 'Please choose the certification the course belongs to.', zh: '请选择课程所属的认证。' },
  COURSE_NAME_LENGTH: { en: 'The name should be 1 to {max} characters.', zh: '名称长度应为 1 到 {max} 个字符。' },
  COURSE_DESCRIPTION_TOO_LONG: { en: 'The description should not exceed {max} characters.', zh: '简介不能超过 {max} 个字符。' },
  COURSE_SORT_ORDER_INVALID: { en: 'The order should be a whole number from 0 to {max}.', zh: '排序应为 0 到 {max} 的整数。' },
  COURSEWARES_TOO_MANY: { en: 'A course holds at most {max} coursewares.', zh: '一门课程最多 {max} 个课件。' },
  COURSEWARE_INVALID: { en: 'A courseware must be a published PDF or video material.', zh: '课件必须是已发布的 PDF 或视频资料。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    course: typeof courseErrors;
  }
}
