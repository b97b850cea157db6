// The user guide page's edit form: what it starts from, and how its values become the save command's input (the
// content sanitised with the one allowlist, the order a number), checked by the command's domain schema.
import { z } from 'zod';
import { saveUserGuidePageSchema } from '@pp/domain';
import { sanitizeRichText } from '@pp/domain/rich-text';
import type { AdminUserGuidePage } from './userGuide.graphql.ts';

/** The form's values of a saved page, or of a new one. */
export const userGuideDefaults = (page?: AdminUserGuidePage | null) => ({
  id: page?.id ?? null,
  title: page?.title ?? '',
  content: page?.content ?? '',
  sortOrder: page?.sortOrder ?? 0,
});

/** The form's values as the save command's input. */
export const userGuideFormSchema = z
  .looseObject({})
  .transform(
    (v) =>
      ({
        ...v,
        content: typeof v.content === 'string' ? sanitizeRichText(v.content) : '',
        sortOrder: typeof v.sortOrder === 'string' && v.sortOrder.trim() !== '' ? Number(v.sortOrder) : v.sortOrder,
      }) as z.input<typeof saveUserGuidePageSchema>,
  )
  .pipe(saveUserGuidePageSchema);
