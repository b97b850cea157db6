import type { Messages } from '../../core/feature.ts';

export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'notifications.title': 'Notifications',
    'notifications.markAll': 'Mark all as read',
    'notifications.none': 'No notifications in the last month.',
    'notifications.markedAll': '{count} notification(s) marked as read.',
    'notifications.noPermission': 'No permission',
    'notifications.unreadCount': ' ({count} unread)',
    'notifications.unreadDot': 'unread',
  },
  'zh-CN': {
    'notifications.title': '通知',
    'notifications.markAll': '全部标为已读',
    'notifications.none': '最近一个月没有通知。',
    'notifications.markedAll': '已将 {count} 条通知标为已读。',
    'notifications.noPermission': '无权限',
    'notifications.unreadCount': '（{count} 条未读）',
    'notifications.unreadDot': '未读',
  },
};
