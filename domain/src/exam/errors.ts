import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of exams: booking, the vendor's arrangement and result, starting an online exam, retakes. */
export const examErrors = {
  EXAM_NOT_FOUND: { en: 'The exam was not found.', zh: '未找到该考试。' },
  EXAM_STATUS_INVALID: { en: 'This exam cannot do that in its current status.', zh: '该考试当前状态不允许此操作。' },
  EXAM_TIME_REQUIRED: { en: 'Please choose the exam time.', zh: '请选择考试时间。' },
  EXAM_FORM_REQUIRED: { en: 'Please choose how you take the exam.', zh: '请选择考试方式。' },
  EXAM_FORM_NOT_OFFERED: { en: 'This subject is not examined that way.', zh: '该科目不支持此考试方式。' },
  EXAM_TIME_IN_PAST: { en: 'The exam time has already passed.', zh: '考试时间已过。' },
  EXAM_TIME_TOO_SOON: {
    en: 'Please book at least {minutes} minutes ahead.',
    zh: '请至少提前{minutes}分钟预约。',
  },
  EXAM_CERTIFICATION_EXPIRED: {
    en: 'The study period of this certification has ended.',
    zh: '该认证的学习考试期限已结束。',
  },
  EXAM_VENUE_REQUIRED: { en: 'Please enter the exam venue.', zh: '请填写考试地点。' },
  EXAM_LINK_REQUIRED: { en: 'Please enter the link of the online exam.', zh: '请填写在线考试链接。' },
  EXAM_FIELD_TOO_LONG: { en: 'The text should not exceed {max} characters.', zh: '内容不能超过{max}个字符。' },
  EXAM_RESULT_REQUIRED: { en: 'Please choose the result.', zh: '请选择考试结果。' },
  EXAM_SCORE_INVALID: { en: 'The score must be between 0 and {max}.', zh: '分数必须在 0 到 {max} 之间。' },
  EXAM_ACCURACY_INVALID: { en: 'The accuracy must be between 0 and 100.', zh: '正确率必须在 0 到 100 之间。' },
  EXAM_NOT_DUE: { en: 'The exam can be started from {minutes} minutes before its time.', zh: '考试开始前{minutes}分钟起方可进入。' },
  EXAM_OVER: { en: 'The time of this exam is over.', zh: '该考试时间已结束。' },
  EXAM_NOT_ONLINE: { en: 'Only an online exam is started here.', zh: '只有在线考试可在此进入。' },
  EXAM_REJECT_REASON_REQUIRED: { en: 'Please enter a reason for the rejection.', zh: '请填写驳回原因。' },
  EXAM_REASON_TOO_LONG: { en: 'The reason should not exceed 200 characters.', zh: '原因不能超过200个字符。' },
  RE_EXAM_ALREADY_PASSED: { en: 'This subject has already been passed.', zh: '该科目已通过。' },
  RE_EXAM_ALREADY_APPLIED: { en: 'A retake of this subject has already been applied for.', zh: '该科目已申请补考。' },
  RE_EXAM_PREVIOUS_UNFINISHED: { en: 'Please pass the previous subject first.', zh: '请先通过上一科目。' },
  RE_EXAM_NOT_MEMBER: { en: 'You are not a member of the company chosen for the points.', zh: '您不是所选积分扣除公司的成员。' },
  RE_EXAM_NOT_ALLOWED: { en: 'A retake follows a failed or missed exam.', zh: '考试未通过或缺考后方可申请补考。' },
  RE_EXAM_PAYMENT_METHOD_INVALID: { en: 'Please choose a valid payment method.', zh: '请选择有效的支付方式。' },
  RE_EXAM_POINT_COMPANY_REQUIRED: { en: 'Please choose the company whose points are used.', zh: '请选择扣除积分的公司。' },
  RE_EXAM_POINT_TYPE_REQUIRED: { en: 'Please choose the kind of points.', zh: '请选择积分类型。' },
  RE_EXAM_POINTS_INSUFFICIENT: { en: 'Insufficient points for this company.', zh: '该公司积分不足。' },
  RE_EXAM_RECEIPT_REQUIRED: { en: 'Please upload a screenshot of the transfer receipt.', zh: '请上传转账回执截图。' },
  RE_EXAM_RECEIPT_INVALID: { en: 'The receipt must be an image you uploaded.', zh: '回执必须是您上传的图片。' },
  RE_EXAM_INVOICE_INVALID: { en: 'The invoice must be an image or PDF you uploaded.', zh: '发票必须是您上传的图片或 PDF 文件。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    exam: typeof examErrors;
  }
}
