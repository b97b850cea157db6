import { z } from 'zod';
import { defineDomainFeature } from '../common/feature.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { uuidSchema } from '../common/validation.ts';
import { addDays } from '../company-certification/index.ts';
import { businessToday } from '../project-filing/index.ts';
import { contentAnalyticsErrors } from './errors.ts';

export { contentAnalyticsErrors } from './errors.ts';

/**
 * Content analytics: how often each announcement and resource material is viewed and downloaded, by which companies,
 * day by day. The portal records a view when a reader opens an item's detail and a download when it downloads the
 * item's file (a material's, or an announcement's attachment). It gathers the events and sends them in batches, so
 * recording never slows the page; the server keeps an event only for an item the reader may read (a download only
 * where downloading is allowed), stamps it with its own time and with the reader's current company. Vendor admins
 * read the counts per day and the companies that read an item most, and export them as CSV.
 */
export const contentKinds = ['ANNOUNCEMENT', 'MATERIAL'] as const;
export type ContentKind = (typeof contentKinds)[number];
export const contentEventTypes = ['VIEW', 'DOWNLOAD'] as const;
export type ContentEventType = (typeof contentEventTypes)[number];

export const contentAnalyticsLimits = {
  /** Events sent in one batch at most. */
  contentEventsBatchMax: 50,
  /** The longest range of days a report covers. */
  contentAnalyticsDaysMax: 366,
  /** The companies a report ranks at most. */
  contentAnalyticsTopCompaniesMax: 100,
  /** The days a report covers when none are chosen (today and the 29 before). */
  contentAnalyticsDefaultDays: 30,
} as const;

/** The portal sends the events it gathered this long after the first of them (and at once when the page is hidden). */
export const contentEventsFlushMs = 3000;

export const contentAnalyticsSqlConstants = [
  sqlConstant({ name: 'content_events_batch_max', type: 'integer', value: contentAnalyticsLimits.contentEventsBatchMax }),
  sqlConstant({ name: 'content_analytics_days_max', type: 'integer', value: contentAnalyticsLimits.contentAnalyticsDaysMax }),
  sqlConstant({ name: 'content_analytics_top_companies_max', type: 'integer', value: contentAnalyticsLimits.contentAnalyticsTopCompaniesMax }),
] as const;

export const contentEventSchema = z.object({
  contentKind: z.enum(contentKinds),
  contentId: uuidSchema,
  eventType: z.enum(contentEventTypes),
});
export type ContentEvent = z.infer<typeof contentEventSchema>;

export const recordContentEventsSchema = z.object({
  events: z
    .array(contentEventSchema)
    .refine((v) => v.length <= contentAnalyticsLimits.contentEventsBatchMax, {
      message: 'CONTENT_EVENTS_TOO_MANY',
      params: { max: contentAnalyticsLimits.contentEventsBatchMax },
    }),
  companyId: uuidSchema.nullish(),
});

/**
 * Whether a report's range is one it covers: both days given, the start not after the end, at most the longest
 * range. The same rule is checked in SQL (`content_analytics_range_issue`).
 */
export const contentAnalyticsRangeIssue = (from: string, to: string): 'CONTENT_ANALYTICS_RANGE_INVALID' | null => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return 'CONTENT_ANALYTICS_RANGE_INVALID';
  const days = (end - start) / 86_400_000 + 1;
  return days > contentAnalyticsLimits.contentAnalyticsDaysMax ? 'CONTENT_ANALYTICS_RANGE_INVALID' : null;
};

/** A report's range when none is chosen: business today and the days before it, the default number in all. */
export const contentAnalyticsDefaultRange = (now: Date = new Date()): { from: string; to: string } => {
  const to = businessToday(now);
  return { from: addDays(to, 1 - contentAnalyticsLimits.contentAnalyticsDefaultDays), to };
};

/** The back office's address of an item's analytics. */
export const contentAnalyticsPaths = {
  of: (kind: ContentKind, id: string): string => `/${kind === 'ANNOUNCEMENT' ? 'announcement' : 'material'}/${id}/analytics`,
} as const;

export const contentAnalyticsCommands = {
  recordContentEvents: recordContentEventsSchema,
} as const;

export const contentAnalyticsFeature = defineDomainFeature({
  name: 'content-analytics',
  errors: contentAnalyticsErrors,
  limits: contentAnalyticsLimits,
  commands: contentAnalyticsCommands,
  sqlConstants: contentAnalyticsSqlConstants,
  sqlEnums: { 'app_public.content_kind': contentKinds, 'app_public.content_event_type': contentEventTypes },
});
