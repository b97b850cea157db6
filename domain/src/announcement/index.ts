import { z } from 'zod';
import { defineDomainFeature } from '../common/feature.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { uuidSchema } from '../common/validation.ts';
import { audienceSchema } from '../publication/index.ts';
import { announcementErrors } from './errors.ts';

export { announcementErrors } from './errors.ts';

/**
 * Announcements: news the vendor publishes to its partners. A vendor admin writes one as a draft (a title of 5–50
 * characters, a name of 1–50, a type, rich-text content, attachments, the time it shows as published, public or for
 * a push strategy, whether publishing notifies the people it reaches), publishes it, pins at most four published ones
 * (featured on the portal), and delists it. The states and push strategies are publication's.
 */
export const announcementLimits = {
  announcementTitleMin: 5,
  announcementTitleMax: 50,
  announcementNameMax: 50,
  announcementTypeNameMax: 20,
  announcementContentMax: 200_000,
  announcementAttachmentsMax: 10,
  announcementPinnedMax: 4,
} as const;

export const announcementSqlConstants = [
  sqlConstant({ name: 'announcement_title_min', type: 'integer', value: announcementLimits.announcementTitleMin }),
  sqlConstant({ name: 'announcement_title_max', type: 'integer', value: announcementLimits.announcementTitleMax }),
  sqlConstant({ name: 'announcement_name_max', type: 'integer', value: announcementLimits.announcementNameMax }),
  sqlConstant({ name: 'announcement_type_name_max', type: 'integer', value: announcementLimits.announcementTypeNameMax }),
  sqlConstant({ name: 'announcement_content_max', type: 'integer', value: announcementLimits.announcementContentMax }),
  sqlConstant({ name: 'announcement_attachments_max', type: 'integer', value: announcementLimits.announcementAttachmentsMax }),
  sqlConstant({ name: 'announcement_pinned_max', type: 'integer', value: announcementLimits.announcementPinnedMax }),
] as const;

/**
 * The portal's addresses of an announcement: where readers read it (the notification's link too), and where a vendor
 * admin previews it in any status (the back office's "save and preview" opens it).
 */
export const announcementPaths = {
  detail: (id: string): string => `/announcement/detail/${id}`,
  preview: (id: string): string => `/announcement/preview/${id}`,
} as const;

/** A type's colour: `#rrggbb`. */
export const announcementTypeColorPattern = /^#[0-9a-fA-F]{6}$/;

export const createAnnouncementTypeSchema = z.object({
  name: z
    .string({ message: 'ANNOUNCEMENT_TYPE_NAME_REQUIRED' })
    .trim()
    .min(1, 'ANNOUNCEMENT_TYPE_NAME_REQUIRED')
    .max(announcementLimits.announcementTypeNameMax, 'ANNOUNCEMENT_TYPE_NAME_TOO_LONG'),
  color: z.string({ message: 'ANNOUNCEMENT_TYPE_COLOR_INVALID' }).regex(announcementTypeColorPattern, 'ANNOUNCEMENT_TYPE_COLOR_INVALID'),
});

/** saveAnnouncement: a new draft (no id) or the changes of one not delisted. */
export const saveAnnouncementSchema = z
  .object({
    id: uuidSchema.nullish(),
    // one rule for both bounds, naming both (its text says "from … to …")
    name: z
      .string({ message: 'ANNOUNCEMENT_NAME_LENGTH' })
      .trim()
      .refine((v) => v.length >= 1 && v.length <= announcementLimits.announcementNameMax, {
        message: 'ANNOUNCEMENT_NAME_LENGTH',
        params: { max: announcementLimits.announcementNameMax },
      }),
    title: z
      .string({ message: 'ANNOUNCEMENT_TITLE_LENGTH' })
      .trim()
      .refine((v) => v.length >= announcementLimits.announcementTitleMin && v.length <= announcementLimits.announcementTitleMax, {
        message: 'ANNOUNCEMENT_TITLE_LENGTH',
        params: { min: announcementLimits.announcementTitleMin, max: announcementLimits.announcementTitleMax },
      }),
    typeId: z.number({ message: 'ANNOUNCEMENT_TYPE_REQUIRED' }).int().positive('ANNOUNCEMENT_TYPE_REQUIRED'),
    content: z.string().max(announcementLimits.announcementContentMax, 'ANNOUNCEMENT_CONTENT_TOO_LONG'),
    attachmentFileIds: z.array(uuidSchema).max(announcementLimits.announcementAttachmentsMax, 'ANNOUNCEMENT_ATTACHMENTS_TOO_MANY'),
    publishTime: z.iso.datetime({ offset: true }).nullish(),
    isSentNotification: z.boolean(),
  })
  .and(audienceSchema);
export type SaveAnnouncementInput = z.infer<typeof saveAnnouncementSchema>;

const announcementIdSchema = z.object({ id: uuidSchema });

export const announcementCommands = {
  createAnnouncementType: createAnnouncementTypeSchema,
  setAnnouncementTypeEnabled: z.object({ id: z.number().int().positive('ANNOUNCEMENT_TYPE_REQUIRED'), isEnabled: z.boolean() }),
  saveAnnouncement: saveAnnouncementSchema,
  publishAnnouncement: announcementIdSchema,
  delistAnnouncement: announcementIdSchema,
  deleteAnnouncement: announcementIdSchema,
  pinAnnouncement: z.object({ id: uuidSchema, pinned: z.boolean() }),
} as const;

export const announcementFeature = defineDomainFeature({
  name: 'announcement',
  errors: announcementErrors,
  limits: announcementLimits,
  commands: announcementCommands,
  sqlConstants: announcementSqlConstants,
});
