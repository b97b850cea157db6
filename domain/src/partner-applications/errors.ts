import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of applying to become a partner company and of the vendor's decision on it. */
export const partnerApplicationsErrors = {
  PARTNER_APPLICATION_ALREADY_PENDING: {
    en: 'Your partner application has already been received. Please wait for the review.',
    zh: '已收到您的合作伙伴申请，请耐心等待审核。',
  },
  PARTNER_APPLICATION_HAS_COMPANY: {
    en: 'You are already a member of a partner company.',
    zh: '您已是合作伙伴公司的成员。',
  },
  PARTNER_APPLICATION_COMPANY_NAME_TAKEN: {
    en: 'A company with this name already exists or has applied.',
    zh: '该公司名称已存在或已在申请中。',
  },
  PARTNER_APPLICATION_FIELD_REQUIRED: { en: 'This field is required.', zh: '此项为必填项。' },
  PARTNER_APPLICATION_LICENSE_REQUIRED: { en: 'Please upload the business licence.', zh: '请上传营业执照。' },
  PARTNER_APPLICATION_LICENSE_INVALID: {
    en: 'The business licence must be an image or PDF file you uploaded.',
    zh: '营业执照必须是您上传的图片或 PDF 文件。',
  },
  PARTNER_APPLICATION_NOT_FOUND: { en: 'The partner application was not found.', zh: '未找到该合作伙伴申请。' },
  PARTNER_APPLICATION_ALREADY_REVIEWED: { en: 'This partner application has already been reviewed.', zh: '该合作伙伴申请已被审核。' },
  PARTNER_APPLICATION_REJECT_REASON_REQUIRED: { en: 'Please enter a reason for the rejection.', zh: '请填写拒绝原因。' },
  PARTNER_APPLICATION_REJECT_REASON_TOO_LONG: { en: 'The reason should not exceed 200 characters.', zh: '拒绝原因不能超过200个字符。' },
  PARTNER_MANAGER_REQUIRED: { en: 'Please choose a partner manager.', zh: '请选择合作伙伴经理。' },
  PARTNER_MANAGER_NOT_FOUND: { en: 'The partner manager was not found.', zh: '未找到该合作伙伴经理。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'partner-applications': typeof partnerApplicationsErrors;
  }
}
