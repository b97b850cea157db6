import { companyPointActionNames, companyPointScenarioNames, companyPointTypeNames } from '@pp/domain';
import type { ResourceMessages } from '../common/resource.ts';

/** The Chinese names the domain gives the ledger's values. */
const zhNames = <K extends string>(names: Record<K, { zh: string }>): Record<K, string> =>
  Object.fromEntries(Object.entries<{ zh: string }>(names).map(([key, name]) => [key, name.zh])) as Record<K, string>;

/** zh-CN texts of the point history (every ledger entry of every company) and its create-point dialog. */
export const pointHistoryZh = {
  name: '积分记录 |||| 积分记录',
  fields: {
    q: '搜索公司名称',
    company: '公司',
    companyId: '公司',
    type: '类型',
    action: '动作',
    point: '积分',
    remainingPoint: '剩余',
    effectiveDate: '生效日期',
    expiredDate: '过期日期',
    actionScenario: '场景',
    source: '来源',
    remark: '备注',
    creatorName: '创建人',
    createdAt: '时间',
  },
  title: '积分记录',
  tabs: { all: '全部', market: '市场积分', product: '产品积分' },
  filters: {
    search: '搜索公司名称',
    scenario: '场景',
    action: '动作',
    effective_from: '生效日期从',
    effective_to: '生效日期至',
    created_from: '创建日期从',
    created_to: '创建日期至',
  },
  types: zhNames(companyPointTypeNames),
  actions: zhNames(companyPointActionNames),
  scenarios: zhNames(companyPointScenarioNames),
  buttons: { create: '新增积分', delete: '删除', cancel: '取消', save: '保存' },
  create_dialog: {
    title: '新增积分',
    hint: '正数为增加积分（需填写过期日期），负数为扣减积分（从最早过期的积分中扣除，当天生效）。',
    created: '积分已新增',
    subtracted: '积分已扣减',
  },
  delete_dialog: {
    title: '删除积分',
    content: '删除 %{company} 的这笔 %{point} 积分？只有尚未使用的新增积分可以删除。',
    done: '积分已删除',
  },
} as const satisfies ResourceMessages;
