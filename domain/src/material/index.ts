import { z } from 'zod';
import { defineDomainFeature } from '../common/feature.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { uuidSchema } from '../common/validation.ts';
import type { PermissionKey } from '../permissions/index.ts';
import { audienceSchema, contentTextLength } from '../publication/index.ts';
import type { UploadExtension } from '../uploads/uploads.ts';
import { materialErrors } from './errors.ts';

export { materialErrors } from './errors.ts';

/**
 * Resource materials: files and links the vendor publishes to its partners (brochures, solutions, technical documents,
 * training, software images and plug-ins, case studies). A vendor admin writes one as a draft (a name of 1–50 and a
 * brief of 1–100, both counted by `contentTextLength`; one or more types; zero or more products; a file type with its
 * uploaded file, or a link; whether it may be downloaded; the time it shows as published; public or for a push
 * strategy; whether publishing notifies the people it reaches), publishes it and delists it. The states, push
 * strategies and the notification are publication's; materials are never pinned.
 *
 * Who opens a material's file: the material reaches them, and they hold the key of the file's category in one of their
 * companies — a ZIP is an image or plug-in (ViewImageAndPlugin, DownloadImageAndPlugin), every other type an internal
 * file (ViewInternalFile, DownloadInternalFile). A public material's file is viewed by anyone signed in without a
 * key. Downloading needs the material's `canDownload` as well.
 */
export const materialLimits = {
  materialNameMax: 50,
  materialBriefMax: 100,
  materialTypeNameMax: 20,
  materialLinkMax: 2000,
} as const;

/** A material's link: http or https, a host without spaces, then an optional port and path (case-insensitive). */
export const materialLinkPattern = /^https?:\/\/[^\s/?#:@]+(:[0-9]{1,5})?([/?#]\S*)?$/i;

export const materialSqlConstants = [
  sqlConstant({ name: 'material_name_max', type: 'integer', value: materialLimits.materialNameMax }),
  sqlConstant({ name: 'material_brief_max', type: 'integer', value: materialLimits.materialBriefMax }),
  sqlConstant({ name: 'material_type_name_max', type: 'integer', value: materialLimits.materialTypeNameMax }),
  sqlConstant({ name: 'material_link_max', type: 'integer', value: materialLimits.materialLinkMax }),
  sqlConstant({ name: 'material_link_pattern', type: 'text', value: materialLinkPattern.source }),
] as const;

/** What a material is: a file of one of six types, or a link (URL). */
export const materialFileTypes = ['DOCX', 'MP4', 'PDF', 'PPTX', 'URL', 'XLSX', 'ZIP'] as const;
export type MaterialFileType = (typeof materialFileTypes)[number];
export type MaterialUploadType = Exclude<MaterialFileType, 'URL'>;

/** The extension a material's uploaded file must have for its file type. */
export const materialFileExtensions: Readonly<Record<MaterialUploadType, UploadExtension>> = {
  DOCX: 'docx',
  MP4: 'mp4',
  PDF: 'pdf',
  PPTX: 'pptx',
  XLSX: 'xlsx',
  ZIP: 'zip',
};

/** The portal's addresses of materials: the material center, and one material (the notification's link too). */
export const materialPaths = {
  index: '/material',
  detail: (id: string): string => `/material/detail/${id}`,
} as const;

/** File types that are only useful downloaded: such a material must allow download. */
export const materialDownloadRequiredTypes: readonly MaterialFileType[] = ['DOCX', 'PPTX', 'XLSX', 'ZIP'];

/** Whether a material of this type must allow download (DOCX, XLSX, PPTX, ZIP). */
export const materialDownloadRequired = (fileType: MaterialFileType): boolean => materialDownloadRequiredTypes.includes(fileType);

/** The keys that open a material's file, by its category: a ZIP is an image or plug-in, anything else an internal file. */
export const materialFileKeys = (fileType: MaterialFileType): { view: PermissionKey; download: PermissionKey } =>
  fileType === 'ZIP'
    ? { view: 'ViewImageAndPlugin', download: 'DownloadImageAndPlugin' }
    : { view: 'ViewInternalFile', download: 'DownloadInternalFile' };

/** Whether a link is a valid material link (http or https, at most the limit). */
export const isMaterialLink = (link: string): boolean => link.length <= materialLimits.materialLinkMax && materialLinkPattern.test(link);

/** A text of 1 to `max` as the product counts it (`contentTextLength`); one refinement naming the bound. */
const countedText = (max: number, message: 'MATERIAL_NAME_LENGTH' | 'MATERIAL_BRIEF_LENGTH') =>
  z
    .string({ message })
    .trim()
    .refine((v) => {
      const n = contentTextLength(v);
      return n >= 1 && n <= max;
    }, { message, params: { max } });

/** saveResourceMaterial: a new draft (no id) or the changes of one not delisted. */
export const saveResourceMaterialSchema = z
  .object({
    id: uuidSchema.nullish(),
    name: countedText(materialLimits.materialNameMax, 'MATERIAL_NAME_LENGTH'),
    brief: countedText(materialLimits.materialBriefMax, 'MATERIAL_BRIEF_LENGTH'),
    typeIds: z
      .array(z.number({ message: 'MATERIAL_TYPE_REQUIRED' }).int().positive('MATERIAL_TYPE_REQUIRED'), { message: 'MATERIAL_TYPE_REQUIRED' })
      .min(1, 'MATERIAL_TYPE_REQUIRED'),
    productIds: z
      .array(z.number({ message: 'MATERIAL_PRODUCT_INVALID' }).int().positive('MATERIAL_PRODUCT_INVALID'))
      .nullish(),
    fileType: z.enum(materialFileTypes, { message: 'MATERIAL_FILE_TYPE_REQUIRED' }),
    fileId: uuidSchema.nullish(),
    link: z.string().trim().nullish(),
    canDownload: z.boolean(),
    publishTime: z.iso.datetime({ offset: true }).nullish(),
    isSentNotification: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.fileType === 'URL') {
      // a link is never downloaded: the command stores canDownload false whatever is sent
      if (!v.link || !isMaterialLink(v.link)) ctx.addIssue({ code: 'custom', path: ['link'], message: 'MATERIAL_LINK_INVALID' });
      return;
    }
    if (!v.fileId) ctx.addIssue({ code: 'custom', path: ['fileId'], message: 'MATERIAL_FILE_REQUIRED' });
    if (materialDownloadRequired(v.fileType) && !v.canDownload) {
      ctx.addIssue({ code: 'custom', path: ['canDownload'], message: 'MATERIAL_DOWNLOAD_REQUIRED' });
    }
  })
  .and(audienceSchema);
export type SaveResourceMaterialInput = z.infer<typeof saveResourceMaterialSchema>;

const materialIdSchema = z.object({ id: uuidSchema });

/** publishResourceMaterial: a draft, with the saved publish time and notification unless given here. */
export const publishResourceMaterialSchema = z.object({
  id: uuidSchema,
  publishTime: z.iso.datetime({ offset: true }).nullish(),
  isSentNotification: z.boolean().nullish(),
});

export const materialCommands = {
  saveResourceMaterial: saveResourceMaterialSchema,
  publishResourceMaterial: publishResourceMaterialSchema,
  delistResourceMaterial: materialIdSchema,
  deleteResourceMaterial: materialIdSchema,
} as const;

export const materialFeature = defineDomainFeature({
  name: 'material',
  errors: materialErrors,
  limits: materialLimits,
  commands: materialCommands,
  sqlConstants: materialSqlConstants,
  sqlEnums: { 'app_public.material_file_type': materialFileTypes },
});
