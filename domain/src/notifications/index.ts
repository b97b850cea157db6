import { sqlConstant } from '../common/sql-constant.ts';
import { notificationsErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { notificationsErrors } from './errors.ts';

/** Notifications (user messages): kinds, and the list's paging and window. */

export const userMessageTypes = ['COMMON', 'COMPANY', 'INFORMATION'] as const;
export type UserMessageType = (typeof userMessageTypes)[number];

/** The notification list shows messages of the last month, ten at a time. */
export const notifications = {
  pageSize: 10,
  windowMonths: 1,
} as const;

/**
 * Live delivery: each new message is announced on a channel of its recipient alone (prefix + root user id), and a
 * signed-in page listens on its own channel only. The announcement carries the message id; the message itself is
 * read under the reader's row-level security.
 */
export const userMessageChannelPrefix = 'user_message:';
export const userMessageChannel = (rootUserId: string): string => `${userMessageChannelPrefix}${rootUserId}`;

export const notificationsSqlConstants = [
  sqlConstant({ name: 'user_message_channel_prefix', type: 'text', value: userMessageChannelPrefix }),
] as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const notificationsFeature = defineDomainFeature({
  name: 'notifications',
  errors: notificationsErrors,
  sqlConstants: notificationsSqlConstants,
  sqlEnums: { 'app_public.user_message_type': userMessageTypes },
});
