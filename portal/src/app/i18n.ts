import type { Messages } from '../core/feature.ts';
import type { Locale } from '../core/site.ts';
import { componentMessages } from '../components/i18n.ts';
import { installCatalogue } from '../lib/i18n.ts';
import { features } from './features.ts';
import { messages as layoutMessages } from './layout/i18n.ts';

/** Texts of the app frame itself, shared by every feature (prefix `app.`). */
export const appMessages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'app.name': 'Partner Portal',
    'app.notify.success': 'Success',
    'app.notify.error': 'Error',
    'app.common.ok': 'OK',
    'app.common.loading': 'Loading…',
    'app.fallback.application': 'Application failed',
    'app.fallback.save': 'Failed to save',
    'app.fallback.markRead': 'Sorry, there was an error in the system.',
    'app.fallback.markAllRead': 'Oops, something went wrong',
    'app.fallback.notificationList': 'Failed to retrieve the notification list',
    'app.fallback.switchSite': 'System error',
    'app.fallback.approve': 'Approval failed',
    'app.fallback.reject': 'Rejection failed',
    'app.fallback.load': 'Failed to load data',
  },
  'zh-CN': {
    'app.name': '合作伙伴门户',
    'app.notify.success': '成功',
    'app.notify.error': '错误',
    'app.common.ok': '确定',
    'app.common.loading': '加载中…',
    'app.fallback.application': '申请失败',
    'app.fallback.save': '保存失败',
    'app.fallback.markRead': '抱歉，系统出现错误。',
    'app.fallback.markAllRead': '哎呀，出了点问题',
    'app.fallback.notificationList': '获取通知列表失败',
    'app.fallback.switchSite': '系统错误',
    'app.fallback.approve': '审批失败',
    'app.fallback.reject': '拒绝失败',
    'app.fallback.load': '加载数据失败',
  },
};

/** The slices of the catalogue, each with its own key prefix: the app frame's, its layout's, the shared fields', every feature's. */
export const messageSlices: readonly { name: string; messages: { 'en-US': Messages; 'zh-CN': Messages } }[] = [
  { name: 'app', messages: appMessages },
  { name: 'layout', messages: layoutMessages },
  { name: 'components', messages: componentMessages },
  ...features,
];

/** All texts of one language: every slice's. */
export const messagesFor = (locale: Locale): Messages => Object.assign({}, ...messageSlices.map((s) => s.messages[locale])) as Messages;

/**
 * Refine's i18n provider over the catalogue of every slice; creating it hands the catalogue to `translate`
 * (lib/i18n.ts), which the layers below use without knowing the features.
 */
export const i18nProvider = installCatalogue({ 'en-US': messagesFor('en-US'), 'zh-CN': messagesFor('zh-CN') });
