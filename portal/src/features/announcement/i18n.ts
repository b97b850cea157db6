import type { Messages } from '../../core/feature.ts';

/** Texts of announcements in the portal. */
export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    // The texts of the notifications this feature sends (`user_messages.message_key` = 'announcement.message.<name>').
    'announcement.message.published.title': 'New announcement: {title}',
    'announcement.message.published.content': 'Open it to read the whole announcement.',
  },
  'zh-CN': {
    'announcement.message.published.title': '新公告：{title}',
    'announcement.message.published.content': '点击查看公告全文。',
  },
};
