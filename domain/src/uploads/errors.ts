import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of uploads and downloads, with their English and Chinese texts. */
export const uploadsErrors = {
  FILE_TYPE_NOT_ALLOW: { en: 'This file type is not allowed.', zh: '不支持该文件类型。' },
  FILE_SIZE_IS_TOO_LARGE: { en: 'The file is too large (maximum {max}M).', zh: '文件过大（最大 {max}M）。' },
  FILE_IDENTITY_NOT_OBTAINED: { en: 'Could not obtain the upload identity. Please try again.', zh: '未获取到上传身份，请重试。' },
  FILE_NOT_FOUND: { en: 'The file was not found.', zh: '未找到该文件。' },
  FILE_NOT_DOWNLOADABLE: { en: 'This file cannot be downloaded.', zh: '该文件不允许下载。' },
  FILE_NO_PERMISSION: { en: "You don't have permission to access this file.", zh: '您没有访问该文件的权限。' },
  FILE_UPLOAD_FAILED: { en: 'The upload did not reach the storage. Please try again.', zh: '文件未能上传到存储，请重试。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'uploads': typeof uploadsErrors;
  }
}
