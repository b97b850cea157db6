// The material's dialog form: what it starts from, and how its values become the save command's input, checked by the
// command's domain schema: the publish time read as a wall-clock time of UTC+8; a link material keeps its link and
// no file and is never downloadable; a file material keeps its file and no link, and a DOCX, XLSX, PPTX or ZIP one is
// always downloadable (the form forces it, as the command requires); a public material's strategy dropped.
import { z } from 'zod';
import {
  contentTextLength,
  fileExtension,
  materialDownloadRequired,
  materialFileExtensions,
  materialFileTypes,
  saveResourceMaterialSchema,
  uploadFileKinds,
  type MaterialFileType,
  type PushStrategy,
} from '@pp/domain';
import { businessTimeToIso, isoToBusinessTime } from '../common/businessTime.ts';
import { emptyStrategy } from '../common/pushStrategy.ts';
import type { AdminResourceMaterial } from './material.graphql.ts';

/** A value the form holds as a file type, or null. */
export const fileTypeOf = (value: unknown): MaterialFileType | null =>
  (materialFileTypes as readonly unknown[]).includes(value) ? (value as MaterialFileType) : null;

/** Whether the download switch is forced on (DOCX, XLSX, PPTX, ZIP) for the chosen type. */
export const downloadLocked = (fileType: unknown): boolean => {
  const t = fileTypeOf(fileType);
  return t !== null && t !== 'URL' && materialDownloadRequired(t);
};

/** The count a name or a brief shows beside its input (the product's counting), as `n/max`. */
export const countText = (value: unknown, max: number): string => `${typeof value === 'string' ? contentTextLength(value.trim()) : 0}/${max}`;

/** The file input's `accept` of a file type: its one extension and the MIME types a browser may declare for it. */
export const acceptOf = (fileType: MaterialFileType): string => {
  if (fileType === 'URL') return '';
  const ext = materialFileExtensions[fileType];
  return [`.${ext}`, ...uploadFileKinds[ext].mimeTypes].join(',');
};

/** Whether a chosen file has the file type's extension (the server checks it again: MATERIAL_FILE_TYPE_MISMATCH). */
export const fileFitsType = (name: string, fileType: MaterialFileType): boolean =>
  fileType !== 'URL' && fileExtension(name) === materialFileExtensions[fileType];

/** The form's values of a saved material, or of a new one. */
export const materialDefaults = (m?: AdminResourceMaterial | null) => ({
  id: m?.id ?? null,
  name: m?.name ?? '',
  brief: m?.brief ?? '',
  typeIds: (m?.resourceMaterialTypeLinks.nodes ?? []).flatMap((t) => (t ? [t.typeId] : [])),
  productIds: (m?.resourceMaterialProducts.nodes ?? []).flatMap((pr) => (pr ? [pr.productId] : [])),
  fileType: (m?.fileType ?? null) as MaterialFileType | null,
  fileId: m?.fileId ?? null,
  link: m?.link ?? '',
  // a new file material is downloadable unless the vendor says otherwise
  canDownload: m ? m.allowDownload : true,
  publishTime: isoToBusinessTime(m?.publishTime),
  isPublic: m?.isPublic ?? true,
  isSentNotification: m?.isSentNotification ?? false,
  pushStrategies: (m?.pushStrategies as PushStrategy | null | undefined) ?? emptyStrategy(),
});

const blankToNull = (v: unknown): unknown => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const numbers = (v: unknown): unknown => (Array.isArray(v) ? v.map((n) => (typeof n === 'string' && n.trim() !== '' ? Number(n) : n)) : v);

/** The form's values as the save command's input. */
export const materialFormSchema = z
  .looseObject({})
  .transform((v) => {
    const fileType = fileTypeOf(v.fileType);
    const isLink = fileType === 'URL';
    const isPublic = v.isPublic === true;
    return {
      ...v,
      id: blankToNull(v.id),
      typeIds: numbers(v.typeIds ?? []),
      productIds: numbers(v.productIds ?? []),
      fileType: fileType ?? blankToNull(v.fileType),
      fileId: isLink ? null : blankToNull(v.fileId),
      link: isLink ? (typeof v.link === 'string' ? v.link.trim() : null) : null,
      canDownload: fileType === null || isLink ? false : materialDownloadRequired(fileType) || v.canDownload === true,
      publishTime: blankToNull(businessTimeToIso(v.publishTime)),
      isPublic,
      isSentNotification: v.isSentNotification === true,
      pushStrategies: isPublic ? null : v.pushStrategies,
    } as z.input<typeof saveResourceMaterialSchema>;
  })
  .pipe(saveResourceMaterialSchema);
