import { z } from 'zod';
import { defineDomainFeature } from '../common/feature.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { userGuideErrors } from './errors.ts';

export { userGuideErrors } from './errors.ts';

/**
 * The user guide: pages of rich text that vendor admins write and order, read by everyone signed in on the mainland
 * site (the global site has no user guide). A page has a title of 1–50 characters, its content (sanitised with the one
 * rich-text allowlist, at most 200,000 characters) and its place in the guide's order (`sortOrder`, smaller first).
 */
export const userGuideLimits = {
  userGuideTitleMax: 50,
  userGuideContentMax: 200_000,
  userGuideSortOrderMax: 9999,
} as const;

export const userGuideSqlConstants = [
  sqlConstant({ name: 'user_guide_title_max', type: 'integer', value: userGuideLimits.userGuideTitleMax }),
  sqlConstant({ name: 'user_guide_content_max', type: 'integer', value: userGuideLimits.userGuideContentMax }),
  sqlConstant({ name: 'user_guide_sort_order_max', type: 'integer', value: userGuideLimits.userGuideSortOrderMax }),
] as const;

/** The portal's address of the guide, and of one of its pages. */
export const userGuidePaths = {
  index: '/user-guide',
  page: (id: number): string => `/user-guide/${id}`,
} as const;

/** Saving a page: a new one without an id, else the changes of that page. */
export const saveUserGuidePageSchema = z.object({
  id: z.number().int().positive('USER_GUIDE_PAGE_NOT_FOUND').nullish(),
  title: z
    .string({ message: 'USER_GUIDE_TITLE_LENGTH' })
    .trim()
    .refine((v) => v.length >= 1 && v.length <= userGuideLimits.userGuideTitleMax, {
      message: 'USER_GUIDE_TITLE_LENGTH',
      params: { max: userGuideLimits.userGuideTitleMax },
    }),
  content: z.string().max(userGuideLimits.userGuideContentMax, 'USER_GUIDE_CONTENT_TOO_LONG'),
  sortOrder: z
    .number({ message: 'USER_GUIDE_SORT_ORDER_INVALID' })
    .int('USER_GUIDE_SORT_ORDER_INVALID')
    .refine((v) => v >= 0 && v <= userGuideLimits.userGuideSortOrderMax, {
      message: 'USER_GUIDE_SORT_ORDER_INVALID',
      params: { max: userGuideLimits.userGuideSortOrderMax },
    }),
});
export type SaveUserGuidePageInput = z.infer<typeof saveUserGuidePageSchema>;

export const userGuideCommands = {
  saveUserGuidePage: saveUserGuidePageSchema,
  deleteUserGuidePage: z.object({ id: z.number().int().positive('USER_GUIDE_PAGE_NOT_FOUND') }),
} as const;

export const userGuideFeature = defineDomainFeature({
  name: 'user-guide',
  errors: userGuideErrors,
  limits: userGuideLimits,
  commands: userGuideCommands,
  sqlConstants: userGuideSqlConstants,
});
