export { notificationsErrors } from './errors.ts';

/** Notifications (user messages): kinds, and the list's paging and window. */

export const userMessageTypes = ['COMMON', 'COMPANY', 'INFORMATION'] as const;
export type UserMessageType = (typeof userMessageTypes)[number];

/** The notification list shows messages of the last month, ten at a time. */
export const notifications = {
  pageSize: 10,
  windowMonths: 1,
} as const;
