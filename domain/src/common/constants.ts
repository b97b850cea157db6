import { sqlConstant } from './sql-constant.ts';

/** Platform-wide behaviour shared by the server, the workflows and both front ends. */
export const commonLimits = {
  remarkMax: 200,
  auditCommentMax: 200,
} as const;

/** Business dates (a certificate's expiry, a filing's protection, a point lot's last day) are counted in this zone: both sites are in UTC+8. */
export const businessTimeZone = 'Asia/Shanghai';

export const commonSqlConstants = [
  sqlConstant({ name: 'remark_max', type: 'integer', value: commonLimits.remarkMax }),
  sqlConstant({ name: 'audit_comment_max', type: 'integer', value: commonLimits.auditCommentMax }),
  sqlConstant({ name: 'business_time_zone', type: 'text', value: businessTimeZone }),
] as const;


export const timings = {
  sessionCheckMs: 30_000,
  unreadPollMs: 5_000,
  toastLifeMs: 5_000,
  companySearchDebounceMs: 500,
  notificationScrollDebounceMs: 300,
  queryStaleTimeMs: 3 * 60 * 60 * 1000,
} as const;

export const defaultPhonePrefix = '+86';
export const supportEmail = 'partner-support@example.com';

/** The two sites: mainland China (Chinese) and the global programme (English). */
export const sites = ['MAINLAND', 'GLOBAL'] as const;
export type Site = (typeof sites)[number];

