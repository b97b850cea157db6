import type { Messages } from './feature.ts';

/** Texts of the app frame itself, shared by every feature (prefix `app.`). */
export const appMessages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'app.name': 'Partner Portal',
    'app.notify.success': 'Success',
    'app.notify.error': 'Error',
    'app.common.ok': 'OK',
    'app.common.loading': 'Loading…',
  },
  'zh-CN': {
    'app.name': '合作伙伴门户',
    'app.notify.success': '成功',
    'app.notify.error': '错误',
    'app.common.ok': '确定',
    'app.common.loading': '加载中…',
  },
};
