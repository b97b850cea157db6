/** Generic error codes every feature may raise, and the shape of a feature's error slice. */
export type ErrorTexts = Readonly<Record<string, { readonly en: string; readonly zh: string }>>;

export const commonErrors = {
  UNAUTHENTICATED: { en: 'Your session has ended. Please sign in again.', zh: '登录已失效，请重新登录。' },
  NO_PERMISSION: { en: "You don't have permission for this action.", zh: '您没有执行此操作的权限。' },
  NOT_FOUND: { en: 'The requested item was not found.', zh: '未找到请求的数据。' },
  VALIDATION_FAILED: { en: 'Some fields are invalid. Please check and try again.', zh: '部分字段无效，请检查后重试。' },
  INVALID_TRANSITION: { en: 'This action is not allowed in the current status.', zh: '当前状态下不允许此操作。' },
  INTERNAL_ERROR: { en: 'Sorry, there was an error in the system.', zh: '抱歉，系统出现错误。' },
  SERVICE_UNAVAILABLE: { en: 'The service is briefly unavailable. Please try again in a moment.', zh: '服务暂时不可用，请稍后重试。' },
  // fields shared by many forms
  POSITION_REQUIRED: { en: 'Please select a position.', zh: '请选择职位。' },
  POSITION_NOT_FOUND: { en: 'The position was not found.', zh: '未找到该职位。' },
  ROLE_REQUIRED: { en: 'Please select a role.', zh: '请选择角色。' },
  EMAIL_REQUIRED: { en: 'Please enter an e-mail address.', zh: '请输入邮箱。' },
  EMAIL_INVALID: { en: 'Incorecct email format', zh: '邮箱格式不正确' },
  PHONE_INVALID: { en: 'Invalid phone number', zh: '手机号码格式不正确' },
  URL_INVALID: { en: 'The link must start with http or https.', zh: '链接必须以 http 或 https 开头。' },
  REMARK_TOO_LONG: { en: 'The remark should not exceed 200 characters.', zh: '备注不能超过200个字符。' },
} as const satisfies ErrorTexts;

/**
 * Every feature's error slice, by feature. Each slice adds itself here (`declare module '../common/errors.ts'` in its
 * errors.ts), so the type of the codes (`ErrorCode`) is read from the slices alone: it cannot be read from the
 * features' declarations, whose schemas name codes themselves. `errorCatalog` holds exactly these slices.
 */
export interface ErrorSlices {
  common: typeof commonErrors;
}

/** SQLSTATE used by every coded exception raised in SQL; the message is the code, DETAIL holds the params as JSON. */
export const SQL_ERRCODE = 'PPERR';
