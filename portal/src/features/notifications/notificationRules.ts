import { notifications } from '@pp/domain';
import { notificationList } from './sizes.ts';
import { translate } from '../../lib/i18n.ts';
import type { Locale } from '../../core/site.ts';
import type { OwnCompanyUser } from '../auth/index.ts';
import type { UserMessage } from './notifications.graphql.ts';

/** Start of the notification window: one month before `now` (spec 1 §9), at the start of that minute so polls share a key. */
export const windowStart = (now: Date, months: number = notifications.windowMonths): string => {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCSeconds(0, 0);
  return d.toISOString();
};

/** Load the next page when the list is scrolled to within the threshold (50 px) of its bottom. */
export const nearBottom = (
  el: { scrollTop: number; scrollHeight: number; clientHeight: number },
  thresholdPx: number = notificationList.loadMoreThresholdPx,
): boolean => el.scrollHeight - el.scrollTop - el.clientHeight <= thresholdPx;

export type MessageAction = { kind: 'leftCompany' } | { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * What a click on a message does after marking it read: a company message of a company the user has left opens
 * the no-permission modal; otherwise the link is followed (inside the portal, or in a new tab when external).
 */
export const messageAction = (message: Pick<UserMessage, 'userMessageType' | 'companyId' | 'link'>, own: readonly OwnCompanyUser[], origin: string): MessageAction => {
  if (message.userMessageType === 'COMPANY' && message.companyId && !own.some((c) => c.companyId === message.companyId)) {
    return { kind: 'leftCompany' };
  }
  if (!message.link) return { kind: 'none' };
  try {
    const url = new URL(message.link, origin);
    return url.origin === origin ? { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` } : { kind: 'external', url: url.toString() };
  } catch {
    return { kind: 'none' };
  }
};

/** Appends a page, dropping messages already listed. */
export const mergeMessages = (existing: readonly UserMessage[], incoming: readonly UserMessage[]): UserMessage[] => {
  const seen = new Set(existing.map((m) => m.id));
  return [...existing, ...incoming.filter((m) => !seen.has(m.id))];
};

/**
 * A message's title and content in the site's language. A message stored with a key (`messageKey`, the full key of
 * its texts, `<feature>.message.<name>`, kept by the feature that sends it; its parameters in `messageParams`) reads
 * `<key>.title` and `<key>.content`; the stored English text stands in for a message without a key, and for a key
 * the texts do not have.
 */
export const messageText = (
  message: Pick<UserMessage, 'title' | 'content' | 'messageKey' | 'messageParams'>,
  locale?: Locale,
): { title: string; content: string } => {
  if (!message.messageKey) return { title: message.title, content: message.content };
  const params = (message.messageParams && typeof message.messageParams === 'object' ? message.messageParams : {}) as Record<string, unknown>;
  return {
    title: translate(`${message.messageKey}.title`, params, message.title, locale).trim(),
    content: translate(`${message.messageKey}.content`, params, message.content, locale).trim(),
  };
};
