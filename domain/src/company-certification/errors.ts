import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of a company's certification applications and of the vendor's decision and certificate data. */
export const companyCertificationErrors = {
  COMPANY_CERTIFICATION_NOT_FOUND: { en: 'The company certification was not found.', zh: '未找到该企业认证。' },
  COMPANY_CERTIFICATION_DUPLICATE: {
    en: 'Your company already has a certification application under review, or already holds this level.',
    zh: '贵公司已有审核中的认证申请，或已持有该等级。',
  },
  COMPANY_CERTIFICATION_LEVEL_REQUIRED: { en: 'Please choose a programme and a level.', zh: '请选择认证计划和等级。' },
  COMPANY_CERTIFICATION_ALREADY_REVIEWED: { en: 'This certification application has already been reviewed.', zh: '该认证申请已被审核。' },
  COMPANY_CERTIFICATION_REJECT_REASON_REQUIRED: { en: 'Please enter a reason for the rejection.', zh: '请填写驳回原因。' },
  COMPANY_CERTIFICATION_REJECT_REASON_TOO_LONG: { en: 'The reason should not exceed {max} characters.', zh: '驳回原因不能超过{max}个字符。' },
  COMPANY_CERTIFICATION_DATE_REQUIRED: { en: 'Please enter the grant date and the expiry date.', zh: '请填写颁发日期和到期日期。' },
  COMPANY_CERTIFICATION_DATES_INVALID: { en: 'The expiry date must be later than the grant date.', zh: '到期日期必须晚于颁发日期。' },
  COMPANY_CERTIFICATION_COMPANY_NAME_TOO_SHORT: {
    en: 'The company name on the certificate needs at least {min} characters.',
    zh: '证书上的公司名称至少需要{min}个字符。',
  },
  COMPANY_CERTIFICATION_FIELD_TOO_LONG: { en: 'This field is too long (at most {max} characters).', zh: '此项过长（最多{max}个字符）。' },
  COMPANY_CERTIFICATION_PHONE_INVALID: { en: 'Please enter a valid phone number for the delivery contact.', zh: '请输入有效的收件人电话号码。' },
  COMPANY_CERTIFICATION_NOT_EDITABLE: {
    en: 'Only an approved certification has certificate and delivery data.',
    zh: '只有已通过的认证才有证书和寄送信息。',
  },
  COMPANY_CERTIFICATION_FILE_INVALID: {
    en: 'The certificate file must be an image or PDF file you uploaded.',
    zh: '证书文件必须是您上传的图片或 PDF 文件。',
  },
  COMPANY_CERTIFICATION_REMARK_TOO_LONG: { en: 'The remark should not exceed {max} characters.', zh: '备注不能超过{max}个字符。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'company-certification': typeof companyCertificationErrors;
  }
}
