import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the deal-registration quota screen. */
export const projectFilingQuotaZh = {
  name: '项目报备配额 |||| 项目报备配额',
  fields: {
    companyName: '公司',
    companyId: '公司',
    maxProjectFilingCount: '项目报备数量上限',
    winRate: '最低赢单率（%）',
    validUntilDate: '有效期至',
    isActive: '状态',
    creatorName: '创建人',
    modifierName: '修改人',
    createdAt: '创建时间',
    updatedAt: '更新时间',
    plan: '认证计划',
    level: '认证等级',
    key: '等级代码',
    q: '搜索公司名称',
  },
  title: '项目报备配额',
  tabs: { default: '默认规则', custom: '自定义规则' },
  intro: {
    default: '每个认证等级的默认配额：审核中与生效中的项目报备数量上限，以及近12个月的最低赢单率（签约 ÷（签约 + 过期））。',
    custom: '为单个公司设置的配额，在有效期至（含当天）之前代替其认证等级的默认规则；过期或删除后恢复默认规则。每个公司最多一条。',
  },
  filters: { search: '搜索公司名称', status: '状态', active: '未删除', deleted: '已删除', all: '全部' },
  status: { in_force: '生效中', expired: '已过期', deleted: '已删除' },
  actions: {
    edit: '编辑',
    delete: '删除',
    create: '新建自定义规则',
    cancel: '取消',
    save: '保存',
  },
  level_dialog: { title: '编辑默认规则：%{plan} · %{level}', done: '默认规则已更新' },
  rule_dialog: {
    create_title: '新建自定义规则',
    edit_title: '编辑自定义规则：%{company}',
    created: '自定义规则已创建',
    updated: '自定义规则已更新',
  },
  delete_dialog: {
    title: '删除自定义规则',
    content: '删除后，%{company} 将恢复使用其认证等级的默认规则。删除的规则不能恢复或再编辑。',
    done: '自定义规则已删除',
  },
  never_modified: '—',
} as const satisfies ResourceMessages;
