/**
 * The one error-code registry. Codes are raised in SQL (`raise exception '<CODE>' using errcode = 'PPERR'`),
 * thrown in TypeScript (`new CodedError(code)`), used as Temporal failure types, and mapped once in the API
 * to GraphQL errors whose message and `extensions.code` are the code. Clients translate with `errorText`.
 */
import { companyErrors } from './company/errors.ts';

export const errorCatalog = {
  ...companyErrors,
  // generic
  UNAUTHENTICATED: { en: 'Your session has ended. Please sign in again.', zh: '登录已失效，请重新登录。' },
  NO_PERMISSION: { en: "You don't have permission for this action.", zh: '您没有执行此操作的权限。' },
  NOT_FOUND: { en: 'The requested item was not found.', zh: '未找到请求的数据。' },
  VALIDATION_FAILED: { en: 'Some fields are invalid. Please check and try again.', zh: '部分字段无效，请检查后重试。' },
  INVALID_TRANSITION: { en: 'This action is not allowed in the current status.', zh: '当前状态下不允许此操作。' },
  INTERNAL_ERROR: { en: 'Sorry, there was an error in the system.', zh: '抱歉，系统出现错误。' },
  // companies
  COMPANY_NOT_FOUND: { en: 'The company was not found.', zh: '未找到该公司。' },
  COMPANY_NAME_INVALID: { en: 'The company name is invalid.', zh: '公司名称格式不正确。' },
  COMPANY_SEARCH_EMPTY: { en: 'Please enter a company name to search.', zh: '请输入要搜索的公司名称。' },
  // join applications
  JOIN_REAL_NAME_REQUIRED: { en: 'The real name cannot be empty.', zh: '真实姓名不能为空。' },
  JOIN_REAL_NAME_TOO_LONG: { en: 'The length of your real name should not exceed 50 characters.', zh: '真实姓名长度不能超过50个字符。' },
  JOIN_ALREADY_APPLIED: { en: 'Your application has already been received. Please wait for the review.', zh: '已收到您的申请，请耐心等待审核。' },
  JOIN_COMPANY_LIMIT_REACHED: { en: 'You have already joined or applied to 5 companies, the maximum allowed.', zh: '您已加入或申请加入5家公司，已达上限。' },
  JOIN_ALREADY_JOINED: { en: 'You have already joined this company.', zh: '您已加入该公司。' },
  JOIN_CANNOT_REAPPLY: { en: 'You cannot apply to this company again.', zh: '您不能再次申请加入该公司。' },
  JOIN_SYNC_ACCOUNT_FAILED: { en: 'Syncing with your account failed. Please try again later.', zh: '同步账号信息失败，请稍后重试。' },
  JOIN_APPLICATION_NOT_FOUND: { en: 'The application was not found.', zh: '未找到该申请。' },
  JOIN_APPLICATION_ALREADY_REVIEWED: { en: 'This application has already been reviewed.', zh: '该申请已被审核。' },
  JOIN_APPLICATION_PARAMS_INCOMPLETE: { en: 'Name, position and role are required to approve.', zh: '审批通过需要填写姓名、职位和角色。' },
  JOIN_APPLICANT_OVER_LIMIT: { en: 'The applicant has already joined 5 companies.', zh: '申请人已加入5家公司，无法再加入。' },
  JOIN_REJECT_REASON_REQUIRED: { en: 'Please enter a reason for the rejection.', zh: '请填写拒绝原因。' },
  JOIN_REJECT_REASON_TOO_LONG: { en: 'The reason should not exceed 200 characters.', zh: '拒绝原因不能超过200个字符。' },
  // invitations
  INVITATION_INVALID: { en: 'This invitation link is invalid.', zh: '邀请链接无效。' },
  INVITATION_EXPIRED: { en: 'This invitation link has expired.', zh: '邀请链接已过期。' },
  INVITATION_USED: { en: 'This invitation link has already been used.', zh: '邀请链接已被使用。' },
  INVITATION_ALREADY_JOINED: { en: 'You have already joined this company.', zh: '您已加入该公司。' },
  INVITATION_NOT_FOUND: { en: 'The invitation was not found.', zh: '未找到该邀请。' },
  INVITATION_CANNOT_APPLY: { en: 'You cannot join more companies.', zh: '您无法加入更多公司。' },
  // users and members
  USER_NOT_FOUND: { en: 'The user was not found or has been deleted.', zh: '用户不存在或已被删除。' },
  USER_EXITED: { en: 'The user has left the company.', zh: '该用户已退出公司。' },
  USER_SOLE_ADMIN: { en: 'The only partner administrator cannot be changed or removed. Name another administrator first.', zh: '唯一的合作伙伴管理员不能被修改或移除，请先指定其他管理员。' },
  USER_ROLE_INVALID: { en: 'The role is not valid.', zh: '角色无效。' },
  USER_NAME_REQUIRED: { en: 'Please enter a name.', zh: '请输入姓名。' },
  USER_NAME_TOO_LONG: { en: 'The name should not exceed 50 characters.', zh: '姓名不能超过50个字符。' },
  USER_NAME_INVALID: { en: 'The name may only contain letters, Chinese characters, spaces, hyphens, dots and apostrophes.', zh: '姓名只能包含中英文字母、空格、连字符、点和撇号。' },
  POSITION_REQUIRED: { en: 'Please select a position.', zh: '请选择职位。' },
  POSITION_NOT_FOUND: { en: 'The position was not found.', zh: '未找到该职位。' },
  ROLE_REQUIRED: { en: 'Please select a role.', zh: '请选择角色。' },
  EMAIL_REQUIRED: { en: 'Please enter an e-mail address.', zh: '请输入邮箱。' },
  EMAIL_INVALID: { en: 'Incorecct email format', zh: '邮箱格式不正确' },
  PHONE_INVALID: { en: 'Invalid phone number', zh: '手机号码格式不正确' },
  URL_INVALID: { en: 'The link must start with http or https.', zh: '链接必须以 http 或 https 开头。' },
  REMARK_TOO_LONG: { en: 'The remark should not exceed 200 characters.', zh: '备注不能超过200个字符。' },
  EXIT_SOLE_ADMIN: { en: 'You are the only partner administrator and cannot exit the company.', zh: '您是唯一的合作伙伴管理员，无法退出公司。' },
  EXIT_CONTACT_SUPPORT: { en: 'Please contact the vendor to leave the company.', zh: '请联系厂商办理退出公司。' },
  // roles and permission keys
  ROLE_NOT_FOUND: { en: 'The role was not found.', zh: '未找到该角色。' },
  PERMISSION_KEY_UNKNOWN: { en: 'Unknown permission key.', zh: '未知的权限标识。' },
  // verification codes
  SMS_SERVICE_ERROR: { en: 'The SMS service is abnormal. Please try again later.', zh: '短信服务异常，请稍后重试。' },
  VERIFICATION_CODE_WRONG: { en: 'Incorrect verification code', zh: '验证码错误' },
  VERIFICATION_CODE_USED: { en: 'The verification code has already been used.', zh: '验证码已被使用。' },
  VERIFICATION_CODE_EXPIRED: { en: 'The verification code has expired.', zh: '验证码已过期。' },
  VERIFICATION_CODE_FORMAT: { en: 'Incorrect verification code', zh: '验证码格式不正确' },
  // messages
  MESSAGE_NOT_FOUND: { en: 'The message was not found.', zh: '未找到该消息。' },
  MESSAGE_NOT_RECIPIENT: { en: 'You are not the recipient of this message.', zh: '您不是该消息的接收人。' },
  MESSAGE_ALREADY_READ: { en: 'The message has already been read.', zh: '该消息已读。' },
  MESSAGE_COMPANY_LEFT: { en: "You've left this company and can't view its workspace.", zh: '您已离开该公司，无法查看其工作台。' },
  // files
  FILE_TYPE_NOT_ALLOW: { en: 'This file type is not allowed.', zh: '不支持该文件类型。' },
  FILE_SIZE_IS_TOO_LARGE: { en: 'The file is too large (maximum {max}M).', zh: '文件过大（最大 {max}M）。' },
  FILE_IDENTITY_NOT_OBTAINED: { en: 'Could not obtain the upload identity. Please try again.', zh: '未获取到上传身份，请重试。' },
  FILE_NOT_FOUND: { en: 'The file was not found.', zh: '未找到该文件。' },
  FILE_NOT_DOWNLOADABLE: { en: 'This file cannot be downloaded.', zh: '该文件不允许下载。' },
  FILE_NO_PERMISSION: { en: "You don't have permission to access this file.", zh: '您没有访问该文件的权限。' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type ErrorCode = keyof typeof errorCatalog;
export type Locale = 'en' | 'zh';

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCatalog, value);

/** The text of a code in a locale, with `{name}` placeholders filled from params. */
export const errorText = (code: ErrorCode, locale: Locale, params: Record<string, unknown> = {}): string =>
  errorCatalog[code][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** SQLSTATE used by every coded exception raised in SQL; the message is the code. */
export const SQL_ERRCODE = 'PPERR';

export class CodedError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, unknown>;
  constructor(code: ErrorCode, params: Record<string, unknown> = {}) {
    super(code);
    this.name = 'CodedError';
    this.code = code;
    this.params = params;
  }
}

/**
 * The spec's lookup order (spec 1 §8): the translation of the code, else the caller's fallback,
 * else the raw error as JSON.
 */
export const describeError = (error: unknown, locale: Locale, fallback?: string): string => {
  const code = extractErrorCode(error);
  if (code) return errorText(code, locale, extractErrorParams(error));
  if (fallback) return fallback;
  try {
    return JSON.stringify(error instanceof Error ? { name: error.name, message: error.message } : error);
  } catch {
    return String(error);
  }
};

type WithCode = { code?: unknown; message?: unknown; params?: unknown; extensions?: { code?: unknown; params?: unknown } };
type WithGraphQLErrors = { graphQLErrors?: readonly WithCode[]; errors?: readonly WithCode[] };

const firstGraphQLError = (error: unknown): WithCode | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as WithGraphQLErrors;
  return e.graphQLErrors?.[0] ?? e.errors?.[0];
};

export const extractErrorCode = (error: unknown): ErrorCode | undefined => {
  if (!error || typeof error !== 'object') return isErrorCode(error) ? error : undefined;
  const candidates: unknown[] = [];
  const gql = firstGraphQLError(error);
  if (gql) candidates.push(gql.extensions?.code, gql.message);
  const e = error as WithCode;
  candidates.push(e.extensions?.code, e.code, e.message);
  return candidates.find(isErrorCode);
};

const extractErrorParams = (error: unknown): Record<string, unknown> => {
  const gql = firstGraphQLError(error);
  const raw = gql?.extensions?.params ?? (error as WithCode | undefined)?.params;
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
};
