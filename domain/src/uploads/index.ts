import type { SqlConstant } from '../common/sql-constant.ts';
import { uploadLimits } from './uploads.ts';

export { uploadsErrors } from './errors.ts';
export * from './uploads.ts';

/** Uploaded files: at most 20M each; accepted types depend on what the file is for. */
export const uploadsLimits = {
  uploadMaxMegabytes: uploadLimits.maxMegabytes,
} as const;

/** The size limit SQL checks, as `app_hidden.upload_max_bytes()`. */
export const uploadsSqlConstants: readonly SqlConstant[] = [{ name: 'upload_max_bytes', type: 'integer', value: uploadLimits.maxBytes }];
