import type { Messages } from '../../core/feature.ts';

export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'auth.verify.failed': 'login failed, error code',
    'auth.verify.backHome': 'Back to home',
    'auth.verify.signingIn': 'Signing you in…',
    'auth.title.verify': 'Signing in',
    'auth.title.admin': 'Back office',
  },
  'zh-CN': {
    'auth.verify.failed': '登录失败，错误码',
    'auth.verify.backHome': '返回首页',
    'auth.verify.signingIn': '正在登录…',
    'auth.title.verify': '登录中',
    'auth.title.admin': '管理后台',
  },
};
