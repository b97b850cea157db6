import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the user guide screens (用户指南). */
export const userGuideZh = {
  name: '用户指南 |||| 用户指南',
  fields: {
    title: '标题',
    content: '内容',
    sortOrder: '排序',
    updatedAt: '更新时间',
  },
  list: { create: '新建页面', intro: '用户指南仅在中国站显示，按排序从小到大排列。' },
  actions: { edit: '编辑', delete: '删除' },
  delete: { title: '删除页面', text: '删除用户指南页面「%{title}」？', confirm: '确认删除', done: '页面已删除' },
  edit: {
    title_new: '新建用户指南页面',
    title_edit: '编辑用户指南页面',
    back: '返回列表',
    save: '保存',
    saved: '页面已保存',
    not_found: '页面不存在。',
    sort_hint: '0 到 9999，小的在前',
  },
  cancel: '取消',
} as const satisfies ResourceMessages;
