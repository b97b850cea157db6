// The announcement's edit form: what it starts from, and how its values become the save command's input (the
// publish time read as a wall-clock time of UTC+8, the content sanitised with the one allowlist, a public
// announcement's strategy dropped), checked by the command's domain schema.
import { z } from 'zod';
import { saveAnnouncementSchema, type PushStrategy } from '@pp/domain';
import { sanitizeRichText } from '@pp/domain/rich-text';
import { businessTimeToIso, isoToBusinessTime } from '../common/businessTime.ts';
import { emptyStrategy } from '../common/pushStrategy.ts';
import type { AdminAnnouncement } from './announcement.graphql.ts';

export { emptyStrategy };

/** The form's values of a saved announcement, or of a new one. */
export const announcementDefaults = (a?: AdminAnnouncement | null) => ({
  id: a?.id ?? null,
  title: a?.title ?? '',
  name: a?.name ?? '',
  typeId: a?.typeId ?? null,
  content: a?.content ?? '',
  attachmentFileIds: (a?.announcementAttachments.nodes ?? []).flatMap((f) => (f ? [f.fileId] : [])),
  publishTime: isoToBusinessTime(a?.publishTime),
  isPublic: a?.isPublic ?? true,
  isSentNotification: a?.isSentNotification ?? false,
  pushStrategies: (a?.pushStrategies as PushStrategy | null | undefined) ?? emptyStrategy(),
});

const blankToNull = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The form's values as the save command's input. */
export const announcementFormSchema = z
  .looseObject({})
  .transform((v) => {
    const isPublic = v.isPublic === true;
    return {
      ...v,
      typeId: typeof v.typeId === 'string' ? Number(v.typeId) : v.typeId,
      content: typeof v.content === 'string' ? sanitizeRichText(v.content) : '',
      publishTime: blankToNull(businessTimeToIso(v.publishTime)),
      isPublic,
      isSentNotification: v.isSentNotification === true,
      pushStrategies: isPublic ? null : v.pushStrategies,
      attachmentFileIds: Array.isArray(v.attachmentFileIds) ? v.attachmentFileIds : [],
    } as z.input<typeof saveAnnouncementSchema>;
  })
  .pipe(saveAnnouncementSchema);
