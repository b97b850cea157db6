import type { Messages } from '../../core/feature.ts';

/** Texts of the user guide in the portal. */
export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'user-guide.title': 'User guide',
    'user-guide.empty': 'The user guide has no pages yet.',
    'user-guide.notFound': 'This page of the user guide was not found.',
    'user-guide.updatedAt': 'Updated {time}',
  },
  'zh-CN': {
    'user-guide.title': '用户指南',
    'user-guide.empty': '用户指南暂无内容。',
    'user-guide.notFound': '用户指南页面不存在。',
    'user-guide.updatedAt': '更新于 {time}',
  },
};
