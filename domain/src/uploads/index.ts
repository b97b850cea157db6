import type { SqlConstant } from '../common/sql-constant.ts';
import { uploadedFileMachine, uploadLimits, uploadStatuses, uploadUses } from './uploads.ts';
import { uploadsErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { uploadsErrors } from './errors.ts';
export * from './uploads.ts';

/** Uploaded files: at most 20M each; accepted types depend on what the file is for. */
export const uploadsLimits = {
  uploadMaxMegabytes: uploadLimits.maxMegabytes,
} as const;

/** The size limit SQL checks, as `app_hidden.upload_max_bytes()`. */
export const uploadsSqlConstants: readonly SqlConstant[] = [{ name: 'upload_max_bytes', type: 'integer', value: uploadLimits.maxBytes }];

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const uploadsFeature = defineDomainFeature({
  name: 'uploads',
  errors: uploadsErrors,
  limits: uploadsLimits,
  sqlConstants: uploadsSqlConstants,
  sqlEnums: { 'app_public.upload_status': uploadStatuses, 'app_public.upload_use': uploadUses },
  machines: [uploadedFileMachine],
});
