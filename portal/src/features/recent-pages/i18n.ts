import type { Messages } from '../../core/feature.ts';

export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'recent-pages.title': 'Recently visited',
    'recent-pages.none': 'Pages you open in the workbench appear here.',
  },
  'zh-CN': {
    'recent-pages.title': '最近访问',
    'recent-pages.none': '你在工作台打开的页面会显示在这里。',
  },
};
