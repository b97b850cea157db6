import { z } from 'zod';
import type { MachineDefinition } from '../common/machine.ts';

/** The largest file anyone may upload: 20M, counted in binary megabytes (20 × 1024 × 1024 bytes). */
export const uploadLimits = {
  maxMegabytes: 20,
  maxBytes: 20 * 1024 * 1024,
  /** How long a presigned upload or download request stays valid. */
  presignedUploadSeconds: 15 * 60,
  presignedUrlSeconds: 5 * 60,
  /** An upload still UPLOADING after this long is abandoned: its object is removed and its row marked ERROR. */
  abandonedAfterMinutes: 60,
  /** How often the cleanup workflow looks for abandoned uploads. */
  cleanupEveryMinutes: 15,
  maxNameLength: 255,
} as const;

/**
 * Where a presigned upload writes: an object of its own beside the file's. The confirm step reads the bytes there and,
 * when they keep the rules, copies exactly those bytes (the version it read) to the file's own key, which no presigned
 * request can write. A presigned request used again after that (it stays valid for a while) rewrites only the incoming
 * object, never the file that is served.
 */
export const incomingObjectKey = (storageKey: string): string => `incoming/${storageKey}`;

/** Upload statuses shared across the product. */
export const uploadStatuses = ['UPLOADING', 'SUCCESS', 'ERROR', 'CANCELLED'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];
export type UploadEvent = 'confirm' | 'reject' | 'cancel' | 'expire';

/**
 * A file is UPLOADING from the moment its row is created until the confirm step read the stored bytes (SUCCESS, or
 * ERROR when they break a rule), the uploader cancelled (CANCELLED), or the cleanup found it abandoned (ERROR).
 * The last three are final.
 */
export const uploadedFileMachine: MachineDefinition<UploadStatus, UploadEvent> = {
  name: 'uploaded_file',
  initial: 'UPLOADING',
  states: uploadStatuses,
  transitions: {
    UPLOADING: { confirm: 'SUCCESS', reject: 'ERROR', cancel: 'CANCELLED', expire: 'ERROR' },
    SUCCESS: {},
    ERROR: {},
    CANCELLED: {},
  },
};

/**
 * Each accepted file extension: the MIME types a browser may declare for it, and the type its bytes must sniff as.
 * Zip is declared as application/x-zip-compressed by some browsers and application/zip by others.
 */
export const uploadFileKinds = {
  png: { mimeTypes: ['image/png'], sniffedAs: 'image/png' },
  jpg: { mimeTypes: ['image/jpeg'], sniffedAs: 'image/jpeg' },
  jpeg: { mimeTypes: ['image/jpeg'], sniffedAs: 'image/jpeg' },
  gif: { mimeTypes: ['image/gif'], sniffedAs: 'image/gif' },
  svg: { mimeTypes: ['image/svg+xml'], sniffedAs: 'image/svg+xml' },
  pdf: { mimeTypes: ['application/pdf'], sniffedAs: 'application/pdf' },
  zip: { mimeTypes: ['application/x-zip-compressed', 'application/zip'], sniffedAs: 'application/zip' },
  docx: {
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    sniffedAs: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    sniffedAs: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    mimeTypes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    sniffedAs: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  mp4: { mimeTypes: ['video/mp4'], sniffedAs: 'video/mp4' },
} as const satisfies Record<string, { mimeTypes: readonly string[]; sniffedAs: string }>;
export type UploadExtension = keyof typeof uploadFileKinds;

export const imageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'svg'] as const satisfies readonly UploadExtension[];

/** What a file is uploaded for. The use decides the accepted types and who may upload, view and download it. */
export const uploadUses = ['AVATAR', 'INTERNAL_FILE', 'BUSINESS_LICENSE', 'PERFORMANCE_IMPORT', 'CERTIFICATE', 'RECEIPT', 'INVOICE', 'ANNOUNCEMENT_ATTACHMENT', 'MATERIAL_FILE'] as const;
export type UploadUse = (typeof uploadUses)[number];

export interface UploadUseRule {
  extensions: readonly UploadExtension[];
  /** True when the file belongs to a company (the File permission keys of that company apply). */
  company: boolean;
}

/**
 * AVATAR: a person's picture, images only, uploaded by anyone signed in for themselves; any signed-in user may view it.
 * INTERNAL_FILE: a company's internal file; uploading needs UploadInternalFile, viewing ViewInternalFile, downloading
 * DownloadInternalFile in that company.
 * BUSINESS_LICENSE: the business licence of a partner application, an image or a PDF, uploaded by the applicant for
 * themselves; only the uploader and vendor admins may view it.
 * PERFORMANCE_IMPORT: a filled performance import template, XLSX only, uploaded by a vendor admin; only the uploader
 * and vendor admins may view it. The import's error file is stored under the same use.
 * CERTIFICATE: a certificate's file, an image or a PDF, uploaded by a vendor admin; once attached to a company's
 * certification it is the company's, and its people with ViewCompanyCertificationRecord may view it (a personal
 * certificate: its holder).
 * RECEIPT: the screenshot of a transfer that pays for a personal certification, an image, uploaded by the payer (or a
 * vendor admin applying on someone's behalf).
 * INVOICE: a personal certification's electronic invoice, an image or a PDF, uploaded by a vendor admin; its
 * applicant may view it.
 * ANNOUNCEMENT_ATTACHMENT: a file attached to an announcement (an image, a PDF, an office file or a ZIP), uploaded by a
 * vendor admin; whoever reads the announcement may view and download it.
 * MATERIAL_FILE: the file of a resource material (DOCX, MP4, PDF, PPTX, XLSX or ZIP), uploaded by a vendor admin; who
 * opens it is the material's rule (it reaches them, and they hold the file's key in one of their companies).
 */
export const uploadUseRules: Readonly<Record<UploadUse, UploadUseRule>> = {
  AVATAR: { extensions: imageExtensions, company: false },
  INTERNAL_FILE: { extensions: ['png', 'jpg', 'jpeg', 'gif', 'svg', 'pdf', 'docx', 'xlsx', 'pptx', 'zip'], company: true },
  BUSINESS_LICENSE: { extensions: [...imageExtensions, 'pdf'], company: false },
  PERFORMANCE_IMPORT: { extensions: ['xlsx'], company: false },
  CERTIFICATE: { extensions: [...imageExtensions, 'pdf'], company: false },
  RECEIPT: { extensions: imageExtensions, company: false },
  INVOICE: { extensions: [...imageExtensions, 'pdf'], company: false },
  ANNOUNCEMENT_ATTACHMENT: { extensions: [...imageExtensions, 'pdf', 'docx', 'xlsx', 'pptx', 'zip'], company: false },
  MATERIAL_FILE: { extensions: ['docx', 'mp4', 'pdf', 'pptx', 'xlsx', 'zip'], company: false },
};

/** The lower-cased extension of a file name, or '' when it has none. */
export const fileExtension = (name: string): string => {
  const match = /\.([^./\\]+)$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
};

const isExtension = (value: string): value is UploadExtension => Object.prototype.hasOwnProperty.call(uploadFileKinds, value);

/** The extension of `name` when the use accepts it and `mimeType` is one declared for it; else undefined. */
export const acceptedExtension = (use: UploadUse, name: string, mimeType: string): UploadExtension | undefined => {
  const ext = fileExtension(name);
  if (!isExtension(ext) || !uploadUseRules[use].extensions.includes(ext)) return undefined;
  return (uploadFileKinds[ext].mimeTypes as readonly string[]).includes(mimeType.toLowerCase()) ? ext : undefined;
};

/** The MIME type to declare for a name when the browser gave none (some systems leave File.type empty). */
export const mimeTypeForName = (name: string, browserType: string): string => {
  if (browserType) return browserType;
  const ext = fileExtension(name);
  return isExtension(ext) ? (uploadFileKinds[ext].mimeTypes[0] ?? '') : '';
};

/** The `accept` attribute of a file input for a use: its extensions and their MIME types. */
export const acceptAttribute = (use: UploadUse): string =>
  uploadUseRules[use].extensions.flatMap((ext) => [`.${ext}`, ...uploadFileKinds[ext].mimeTypes]).filter((v, i, all) => all.indexOf(v) === i).join(',');

/** Size in M with one decimal, as shown in FILE_SIZE_IS_TOO_LARGE. */
export const sizeInMegabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The request that starts an upload (the server re-checks it, and SQL checks it again). */
export const uploadOneFileSchema = z.object({
  use: z.enum(uploadUses),
  name: z.string().trim().min(1, 'FILE_TYPE_NOT_ALLOW').max(uploadLimits.maxNameLength, 'FILE_TYPE_NOT_ALLOW'),
  // the 20M limit is checked where its error can carry the sizes (checkFileForUpload, and SQL)
  size: z.number().int().min(0),
  mimeType: z.string().max(255),
  companyId: z.uuid().nullish(),
});
export type UploadOneFileInput = z.infer<typeof uploadOneFileSchema>;

/** Checks a file the browser picked before anything is sent: the coded error of the first broken rule, else null. */
export const checkFileForUpload = (
  use: UploadUse,
  file: { name: string; size: number; type: string },
): { code: 'FILE_TYPE_NOT_ALLOW' | 'FILE_SIZE_IS_TOO_LARGE'; params: Record<string, unknown> } | null => {
  if (!acceptedExtension(use, file.name, mimeTypeForName(file.name, file.type))) return { code: 'FILE_TYPE_NOT_ALLOW', params: {} };
  if (file.size > uploadLimits.maxBytes) {
    return { code: 'FILE_SIZE_IS_TOO_LARGE', params: { max: uploadLimits.maxMegabytes, size: sizeInMegabytes(file.size) } };
  }
  return null;
};
