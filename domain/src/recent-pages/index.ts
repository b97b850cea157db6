import { z } from 'zod';
import { sqlConstant } from '../common/sql-constant.ts';
import { code } from '../common/validation.ts';
import { recentPagesErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { recentPagesErrors } from './errors.ts';

/**
 * Recent visited pages: each person's workbench pages by their last visit, one record per address. The overview
 * shows the last ten; the database keeps the last twenty and forgets older ones as new pages are visited.
 */
export const recentPagesLimits = {
  recentPagesShown: 10,
  recentPagesKept: 20,
  recentPageUrlMax: 2000,
  recentPageTitleMax: 200,
} as const;

/**
 * A recorded address is a path of the portal itself: it starts with one slash (never `//host` or a scheme, so a link
 * built from it cannot leave the portal or run script) and holds no spaces or control characters.
 */
export const recentPageUrlPattern = /^\/(?![/\\])[^\s\\]*$/;

export const recentPagesSqlConstants = [
  sqlConstant({ name: 'recent_pages_shown', type: 'integer', value: recentPagesLimits.recentPagesShown }),
  sqlConstant({ name: 'recent_pages_kept', type: 'integer', value: recentPagesLimits.recentPagesKept }),
  sqlConstant({ name: 'recent_page_url_max', type: 'integer', value: recentPagesLimits.recentPageUrlMax }),
  sqlConstant({ name: 'recent_page_title_max', type: 'integer', value: recentPagesLimits.recentPageTitleMax }),
  sqlConstant({ name: 'recent_page_url_pattern', type: 'text', value: recentPageUrlPattern.source }),
] as const;

/** recordRecentPage: the address (path and query), the title of a visited page and its key in the portal's texts. */
export const recordRecentPageSchema = z.object({
  url: z
    .string({ message: 'RECENT_PAGE_URL_INVALID' })
    .max(recentPagesLimits.recentPageUrlMax, code('RECENT_PAGE_URL_INVALID'))
    .regex(recentPageUrlPattern, code('RECENT_PAGE_URL_INVALID')),
  title: z
    .string({ message: 'RECENT_PAGE_TITLE_INVALID' })
    .trim()
    .min(1, code('RECENT_PAGE_TITLE_INVALID'))
    .max(recentPagesLimits.recentPageTitleMax, code('RECENT_PAGE_TITLE_INVALID')),
  titleKey: z
    .string({ message: 'RECENT_PAGE_TITLE_INVALID' })
    .max(100, code('RECENT_PAGE_TITLE_INVALID'))
    .regex(/^[a-z][A-Za-z0-9.-]*$/, code('RECENT_PAGE_TITLE_INVALID'))
    .nullish(),
});
export type RecordRecentPageInput = z.infer<typeof recordRecentPageSchema>;

export const recentPagesCommands = {
  recordRecentPage: recordRecentPageSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const recentPagesFeature = defineDomainFeature({
  name: 'recent-pages',
  errors: recentPagesErrors,
  limits: recentPagesLimits,
  commands: recentPagesCommands,
  sqlConstants: recentPagesSqlConstants,
});
