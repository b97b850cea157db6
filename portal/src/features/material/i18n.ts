import type { Messages } from '../../core/feature.ts';

/** Texts of resource materials in the portal. */
export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    // The texts of the notifications this feature sends (`user_messages.message_key` = 'material.message.<name>').
    'material.message.published.title': 'New material: {name}',
    'material.message.published.content': 'Open it to view or download the material.',
  },
  'zh-CN': {
    'material.message.published.title': '新资料：{name}',
    'material.message.published.content': '点击查看或下载资料。',
  },
};
