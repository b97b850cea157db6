import type { ErrorTexts } from '../common/errors.ts';

/**
 * Error codes of deal registration: filing a project, the two approval steps, progress, renewals, the vendor's status
 * update and the quota gates. Params named in braces are filled in from the error's params.
 */
export const projectFilingErrors = {
  PROJECT_FILING_NOT_FOUND: { en: 'The deal registration was not found.', zh: '未找到该项目报备。' },
  PROJECT_FILING_FIELD_REQUIRED: { en: 'Please fill in every required field.', zh: '请填写所有必填项。' },
  PROJECT_FILING_NAME_TOO_LONG: { en: 'The project name should not exceed 50 characters.', zh: '项目名称不能超过50个字符。' },
  PROJECT_FILING_CUSTOMER_NAME_INVALID: {
    en: 'The customer name may contain Chinese characters, letters, digits, spaces, hyphens, underscores, periods and parentheses only.',
    zh: '客户全称只能包含汉字、字母、数字、空格、连字符、下划线、句点和括号。',
  },
  PROJECT_FILING_FIELD_TOO_LONG: { en: 'This text is too long.', zh: '内容过长。' },
  PROJECT_FILING_REQUIREMENT_REQUIRED: { en: 'Please describe the opportunity.', zh: '请填写商机详情。' },
  PROJECT_FILING_REQUIREMENT_TOO_LONG: { en: 'The opportunity details should not exceed 200 characters.', zh: '商机详情不能超过200个字符。' },
  PROJECT_FILING_AMOUNT_OUT_OF_RANGE: {
    en: 'The estimated amount must be greater than 0 and at most 99,999,999.99.',
    zh: '预计金额必须大于0且不超过99,999,999.99。',
  },
  PROJECT_FILING_ORDER_DATE_PAST: { en: 'The estimated order date cannot be in the past.', zh: '预计下单日期不能早于今天。' },
  PROJECT_FILING_PRODUCTS_REQUIRED: { en: 'Please add at least one product.', zh: '请至少添加一个产品。' },
  PROJECT_FILING_TOO_MANY_PRODUCTS: { en: 'A deal registration can have at most 10 products.', zh: '一个项目报备最多包含10个产品。' },
  PROJECT_FILING_PRODUCT_INVALID: {
    en: 'Each product needs a product, a purchase type and a unit it supports, and a count above 0.',
    zh: '每个产品都需要选择产品、其支持的购买类型和单位，且数量大于0。',
  },
  PROJECT_FILING_REFERENCE_INVALID: {
    en: 'An industry, phase, source, competitor, scenario or distributor you chose is not available.',
    zh: '所选的行业、阶段、商机来源、竞争对手、应用场景或分销商不可用。',
  },
  PROJECT_FILING_PRINCIPAL_INVALID: {
    en: 'The owner must be a member of the company who can manage deal registrations.',
    zh: '负责人必须是本公司可管理项目报备的成员。',
  },
  PROJECT_FILING_NO_APPROVER: {
    en: 'Your company has no partner administrator to approve deal registrations.',
    zh: '贵公司没有可审批项目报备的合作伙伴管理员。',
  },
  PROJECT_FILING_NOT_ALLOWED: {
    en: 'Your company cannot register deals at its current certification level.',
    zh: '贵公司当前的认证等级不能进行项目报备。',
  },
  PROJECT_FILING_QUOTA_REACHED: {
    en: 'Your company has {max} deal registrations under review or in effect, the most it may have. Close one before registering a new deal.',
    zh: '贵公司审核中和生效中的项目报备已达上限{max}个，请先结束一个项目报备再新建。',
  },
  PROJECT_FILING_WIN_RATE_TOO_LOW: {
    en: 'Your company’s win rate over the last 12 months ({winRate}%) is below {threshold}%: deal registration is suspended for the year.',
    zh: '贵公司近12个月的赢单率（{winRate}%）低于{threshold}%，本年度暂停项目报备。',
  },
  PROJECT_FILING_STATUS_ERROR: { en: 'This cannot be done in the deal registration’s current status.', zh: '项目报备当前状态不允许此操作。' },
  PROJECT_FILING_NOT_EDITABLE: {
    en: 'Only deal registrations in effect can be edited or cancelled, by an administrator, the owner or the submitter.',
    zh: '只有生效中的项目报备可以编辑或取消，且仅限管理员、负责人或提交人操作。',
  },
  PROJECT_FILING_REASON_REQUIRED: { en: 'Please enter a reason.', zh: '请填写原因。' },
  PROJECT_FILING_REASON_TOO_LONG: { en: 'The reason should not exceed 200 characters.', zh: '原因不能超过200个字符。' },
  PROJECT_FILING_SIGN_DATE_REQUIRED: { en: 'Please enter the signing date.', zh: '请填写签约日期。' },
  PROJECT_FILING_APPROVAL_NOT_FOUND: { en: 'The approval was not found.', zh: '未找到该审批。' },
  PROJECT_FILING_APPROVAL_DONE: { en: 'This approval has already been decided.', zh: '该审批已处理。' },
  PROJECT_FILING_REJECT_COMMENT_REQUIRED: { en: 'Please enter a comment for the rejection.', zh: '驳回时请填写审批意见。' },
  PROJECT_FILING_COMMENT_TOO_LONG: { en: 'The comment should not exceed 200 characters.', zh: '审批意见不能超过200个字符。' },
  PROJECT_FILING_APPROVE_IN_PORTAL: {
    en: 'This step is approved by the partner company in the partner portal.',
    zh: '此步骤需由合作伙伴公司在合作伙伴门户中审批。',
  },
  PROJECT_FILING_PROGRESS_NOT_IN_EFFECT: {
    en: 'Progress can be added only to a deal registration in effect.',
    zh: '只能为生效中的项目报备添加进展。',
  },
  PROJECT_FILING_PROGRESS_REQUIRED: { en: 'Please enter the progress.', zh: '请填写进展内容。' },
  PROJECT_FILING_PROGRESS_TOO_LONG: { en: 'The progress should not exceed 200 characters.', zh: '进展内容不能超过200个字符。' },
  PROJECT_FILING_PROGRESS_EDIT_EXPIRED: {
    en: 'A progress entry can be edited only within 3 days of its creation.',
    zh: '进展只能在创建后3天内编辑。',
  },
  PROJECT_FILING_PROGRESS_NOT_FOUND: { en: 'The progress entry was not found.', zh: '未找到该进展。' },
  PROJECT_FILING_RENEWAL_NOT_ALLOWED: {
    en: 'A renewal can be applied for only while the deal registration is in effect and 30 days or fewer remain.',
    zh: '只有生效中且剩余有效期不超过30天的项目报备可以申请延期。',
  },
  PROJECT_FILING_RENEWAL_DUPLICATE: { en: 'A renewal of this deal registration is already under review.', zh: '该项目报备已有审核中的延期申请。' },
  PROJECT_FILING_RENEWAL_PHASE_INVALID: { en: 'Please choose the project phase.', zh: '请选择项目阶段。' },
  PROJECT_FILING_RENEWAL_DATE_INVALID: {
    en: 'The new date must be after the current expiry date and at most 3 months after it.',
    zh: '新的有效期必须晚于当前到期日，且不超过到期日后3个月。',
  },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'project-filing': typeof projectFilingErrors;
  }
}
