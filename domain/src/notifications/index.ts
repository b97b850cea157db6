import type { ErrorTexts } from '../common/errors.ts';

/** Notifications (user messages): kinds, the list's paging and window, and the unread badge. */
export const notificationsErrors = {
  MESSAGE_NOT_FOUND: { en: 'The message was not found.', zh: '未找到该消息。' },
  MESSAGE_NOT_RECIPIENT: { en: 'You are not the recipient of this message.', zh: '您不是该消息的接收人。' },
  MESSAGE_ALREADY_READ: { en: 'The message has already been read.', zh: '该消息已读。' },
  MESSAGE_COMPANY_LEFT: { en: "You've left this company and can't view its workspace.", zh: '您已离开该公司，无法查看其工作台。' },
} as const satisfies ErrorTexts;

export const userMessageTypes = ['COMMON', 'COMPANY', 'INFORMATION'] as const;
export type UserMessageType = (typeof userMessageTypes)[number];

export const notifications = {
  pageSize: 10,
  windowMonths: 1,
  badgeCap: 99,
  // pixel sizes, kept until the portal owns them
  listHeight: 575,
  loadMoreThresholdPx: 50,
} as const;

/** The badge text of a count: the number, or 99+ above 99. */
export const badgeText = (count: number): string =>
  count > notifications.badgeCap ? `${notifications.badgeCap}+` : String(count);
