import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of personal certification applications, their payment and point usage approval, and the vendor's work. */
export const personalCertificationErrors = {
  PERSONAL_CERTIFICATION_NOT_FOUND: { en: 'The personal certification was not found.', zh: '未找到该个人认证。' },
  PERSONAL_CERTIFICATION_TYPE_INVALID: { en: 'Please choose a certification type.', zh: '请选择认证类型。' },
  PERSONAL_CERTIFICATION_PAYMENT_METHOD_INVALID: { en: 'Please choose a valid payment method.', zh: '请选择有效的支付方式。' },
  PERSONAL_CERTIFICATION_APPLICANT_STATUS_INVALID: {
    en: 'You already have an application or a certificate of this type in progress.',
    zh: '您已有该类型的认证申请或证书在处理中。',
  },
  PERSONAL_CERTIFICATION_NO_DEFAULT_USER: { en: 'Please complete your personal information first.', zh: '请先完善个人信息。' },
  PERSONAL_CERTIFICATION_NOT_COMPANY_MEMBER: {
    en: 'You are not a member of the company chosen for the points.',
    zh: '您不是所选积分扣除公司的成员。',
  },
  PERSONAL_CERTIFICATION_POINT_COMPANY_REQUIRED: { en: 'Please choose the company whose points are used.', zh: '请选择扣除积分的公司。' },
  PERSONAL_CERTIFICATION_POINT_TYPE_REQUIRED: { en: 'Please choose the kind of points.', zh: '请选择积分类型。' },
  PERSONAL_CERTIFICATION_POINTS_INSUFFICIENT: { en: 'Insufficient points for this company.', zh: '该公司积分不足。' },
  PERSONAL_CERTIFICATION_RECEIPT_REQUIRED: { en: 'Please upload a screenshot of the transfer receipt.', zh: '请上传转账回执截图。' },
  PERSONAL_CERTIFICATION_RECEIPT_INVALID: {
    en: 'The receipt must be an image you uploaded.',
    zh: '回执必须是您上传的图片。',
  },
  PERSONAL_CERTIFICATION_REDEEM_CODE_REQUIRED: { en: 'Please enter a redeem code.', zh: '请输入兑换码。' },
  PERSONAL_CERTIFICATION_REAL_NAME_REQUIRED: { en: 'Please enter your real name.', zh: '请输入真实姓名。' },
  PERSONAL_CERTIFICATION_REAL_NAME_TOO_LONG: { en: 'The real name should not exceed 50 characters.', zh: '真实姓名不能超过50个字符。' },
  PERSONAL_CERTIFICATION_DELIVERY_ADDRESS_REQUIRED: { en: 'Please choose a delivery address for the certificate.', zh: '请选择证书的收件地址。' },
  PERSONAL_CERTIFICATION_INVOICE_CONTENT_REQUIRED: { en: 'Please choose the invoice content.', zh: '请选择发票内容。' },
  PERSONAL_CERTIFICATION_INVOICE_TITLE_TYPE_REQUIRED: { en: 'Please choose the invoice title type.', zh: '请选择抬头类型。' },
  PERSONAL_CERTIFICATION_INVOICE_TITLE_REQUIRED: { en: 'Please enter the invoice title.', zh: '请输入发票抬头。' },
  PERSONAL_CERTIFICATION_INVOICE_COMPANY_REQUIRED: { en: 'Please enter the company name for the invoice.', zh: '请输入开票公司名称。' },
  PERSONAL_CERTIFICATION_INVOICE_TAX_NUMBER_REQUIRED: { en: 'Please enter the tax number.', zh: '请输入税号。' },
  PERSONAL_CERTIFICATION_INVOICE_EMAIL_REQUIRED: { en: 'Please enter the e-mail that receives the invoice.', zh: '请输入接收发票的邮箱。' },
  PERSONAL_CERTIFICATION_INVOICE_EMAIL_INVALID: { en: 'Please enter a valid e-mail address.', zh: '请输入有效的邮箱地址。' },
  PERSONAL_CERTIFICATION_FIELD_TOO_LONG: { en: 'This text is too long.', zh: '内容过长。' },
  PERSONAL_CERTIFICATION_INVOICE_FILE_INVALID: {
    en: 'The invoice must be an image or PDF file you uploaded.',
    zh: '发票必须是您上传的图片或 PDF 文件。',
  },
  PERSONAL_CERTIFICATION_ALREADY_REVIEWED: { en: 'This application has already been reviewed.', zh: '该申请已被审核。' },
  PERSONAL_CERTIFICATION_STATUS_INVALID: { en: 'This action is not possible in the application’s current status.', zh: '该申请当前状态下无法执行此操作。' },
  PERSONAL_CERTIFICATION_POINTS_NOT_APPROVED: {
    en: 'The company has not yet approved the use of its points for this application.',
    zh: '公司尚未批准为该申请使用积分。',
  },
  PERSONAL_CERTIFICATION_REJECT_REASON_REQUIRED: { en: 'Please enter a reason for the rejection.', zh: '请填写驳回原因。' },
  PERSONAL_CERTIFICATION_CANCEL_REASON_REQUIRED: { en: 'Please enter a reason for the cancellation.', zh: '请填写取消原因。' },
  PERSONAL_CERTIFICATION_REASON_TOO_LONG: { en: 'The reason should not exceed 200 characters.', zh: '原因不能超过200个字符。' },
  POINT_USAGE_APPROVAL_NOT_FOUND: { en: 'The point usage approval was not found.', zh: '未找到该积分使用审批。' },
  POINT_USAGE_APPROVAL_ALREADY_REVIEWED: { en: 'This point usage has already been reviewed.', zh: '该积分使用已被审批。' },
  POINT_USAGE_REJECT_REASON_REQUIRED: { en: 'Please enter a reason for the rejection.', zh: '请填写驳回原因。' },
  POINT_USAGE_REASON_TOO_LONG: { en: 'The reason should not exceed 200 characters.', zh: '原因不能超过200个字符。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'personal-certification': typeof personalCertificationErrors;
  }
}
