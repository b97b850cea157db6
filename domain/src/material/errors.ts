import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of resource materials: the vendor's edit page, the file or link, a reader's missing item or download. */
export const materialErrors = {
  MATERIAL_NOT_FOUND: { en: 'The material was not found or has been removed.', zh: '资料不存在或已下架。' },
  MATERIAL_NAME_LENGTH: { en: 'The name should be 1 to {max} characters.', zh: '资料名称长度应为 1 到 {max} 个字符。' },
  MATERIAL_BRIEF_LENGTH: { en: 'The brief should be 1 to {max} characters.', zh: '资料简介长度应为 1 到 {max} 个字符。' },
  MATERIAL_TYPE_REQUIRED: { en: 'Please choose at least one material type.', zh: '请至少选择一个资料类型。' },
  MATERIAL_TYPE_DISABLED: { en: 'A chosen material type is disabled.', zh: '所选资料类型已停用。' },
  MATERIAL_PRODUCT_INVALID: { en: 'A chosen product does not exist.', zh: '所选产品不存在。' },
  MATERIAL_FILE_TYPE_REQUIRED: { en: 'Please choose the file type.', zh: '请选择文件类型。' },
  MATERIAL_FILE_REQUIRED: { en: 'Please upload the file.', zh: '请上传文件。' },
  MATERIAL_FILE_INVALID: { en: 'The file is not a completed upload of a material file.', zh: '文件不是已上传完成的资料文件。' },
  MATERIAL_FILE_TYPE_MISMATCH: { en: 'The file is not of the chosen file type.', zh: '文件与所选文件类型不符。' },
  MATERIAL_LINK_INVALID: { en: 'Please enter a valid http(s) link.', zh: '请输入有效的 http(s) 链接。' },
  MATERIAL_DOWNLOAD_REQUIRED: {
    en: 'A DOCX, XLSX, PPTX or ZIP material must allow download.',
    zh: 'DOCX、XLSX、PPTX、ZIP 类型的资料必须允许下载。',
  },
  MATERIAL_NOT_DOWNLOADABLE: { en: 'This material cannot be downloaded.', zh: '该资料不允许下载。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    material: typeof materialErrors;
  }
}
