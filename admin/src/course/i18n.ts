import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the course screens (课程). */
export const courseZh = {
  name: '课程 |||| 课程',
  fields: {
    typeId: '认证类型',
    type: '认证类型',
    name: '名称',
    description: '简介',
    coursewareCount: '课件数',
    sortOrder: '排序',
    isEnabled: '启用',
    materialIds: '课件',
    updatedAt: '更新时间',
    q: '搜索课程名称',
  },
  filters: { all_types: '全部认证类型', search: '搜索课程名称' },
  list: { create: '新建课程', enabled: '启用', disabled: '停用', intro: '课程按认证类型分组，按排序从小到大排列；停用的课程学员不可见。' },
  actions: { edit: '编辑', delete: '删除' },
  delete: { title: '删除课程', text: '删除课程「%{name}」？其课件随之移除，资料本身保留。', confirm: '确认删除', done: '课程已删除' },
  edit: {
    title_new: '新建课程',
    title_edit: '编辑课程',
    save: '保存',
    saved: '课程已保存',
    not_found: '课程不存在。',
    sort_hint: '0 到 9999，小的在前',
    coursewares_hint: '从已发布的 PDF 和视频资料中选择，按列表顺序学习；最多 %{max} 个',
    courseware_search: '搜索资料名称添加课件',
    courseware_none: '没有匹配的已发布 PDF 或视频资料',
    coursewares_empty: '尚未添加课件',
    up: '上移',
    down: '下移',
    remove: '移除',
  },
  cancel: '取消',
} as const satisfies ResourceMessages;
