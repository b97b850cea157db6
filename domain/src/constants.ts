/** Business constants of spec 1 §9 shared by the server, the workflows and both front ends. */
export const limits = {
  maxCompaniesPerUser: 5,
  realNameMax: 50,
  memberNameMax: 50,
  remarkMax: 200,
  auditCommentMax: 200,
  inviteValidDays: 3,
  smsCodeLength: 6,
  smsCodeValidMinutes: 30,
  smsResendSeconds: 60,
  uploadMaxMegabytes: 20,
} as const;

export const timings = {
  sessionCheckMs: 30_000,
  unreadPollMs: 5_000,
  toastLifeMs: 5_000,
  companySearchDebounceMs: 500,
  notificationScrollDebounceMs: 300,
  queryStaleTimeMs: 3 * 60 * 60 * 1000,
} as const;

export const notifications = {
  pageSize: 10,
  windowMonths: 1,
  badgeCap: 99,
  listHeight: 575,
  loadMoreThresholdPx: 50,
} as const;

export const layout = {
  collapseBelowPx: 1024,
  mobileBelowPx: 768,
  companySearchListMaxHeight: 300,
} as const;

export const defaultPhonePrefix = '+86';
export const supportEmail = 'partner-support@example.com';

/** The badge text of a count: the number, or 99+ above 99. */
export const badgeText = (count: number): string =>
  count > notifications.badgeCap ? `${notifications.badgeCap}+` : String(count);

export const userStatuses = ['TOBEINVITED', 'INACTIVE', 'ACTIVE', 'JOINED', 'EXITED', 'CANCELLED'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const userJoinCompanyStatuses = ['CAN_APPLY', 'APPLYING', 'JOINED'] as const;
export type UserJoinCompanyStatus = (typeof userJoinCompanyStatuses)[number];

export const roleTypes = ['ORGANIZATIONAL', 'PERSONAL'] as const;
export type RoleType = (typeof roleTypes)[number];

export const userMessageTypes = ['COMMON', 'COMPANY', 'INFORMATION'] as const;
export type UserMessageType = (typeof userMessageTypes)[number];

export const sites = ['MAINLAND', 'GLOBAL'] as const;
export type Site = (typeof sites)[number];

export const companyScales = [
  'UP_TO_10',
  'FROM_11_TO_50',
  'FROM_51_TO_200',
  'FROM_201_TO_500',
  'FROM_501_TO_1000',
  'FROM_1001_TO_5000',
  'FROM_5001_TO_10000',
  'OVER_10000',
] as const;
export type CompanyScale = (typeof companyScales)[number];

export const companyScaleLabelsZh: Record<CompanyScale, string> = {
  UP_TO_10: '10人以下',
  FROM_11_TO_50: '11-50人',
  FROM_51_TO_200: '51-200人',
  FROM_201_TO_500: '201-500人',
  FROM_501_TO_1000: '501-1000人',
  FROM_1001_TO_5000: '1001-5000人',
  FROM_5001_TO_10000: '5000-10000人',
  OVER_10000: '10000人以上',
};

export const companyScaleLabels: Record<CompanyScale, string> = {
  UP_TO_10: 'Up to 10',
  FROM_11_TO_50: '11-50',
  FROM_51_TO_200: '51-200',
  FROM_201_TO_500: '201-500',
  FROM_501_TO_1000: '501-1000',
  FROM_1001_TO_5000: '1001-5000',
  FROM_5001_TO_10000: '5000-10000',
  OVER_10000: 'Over 10000',
};

/** Colours of statuses (spec 1 §4): the portal maps these to badge severities. */
export const statusColors = {
  APPLYING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  JOINED: 'green',
} as const;
