import { companyPointScenarioNames } from '@pp/domain';
import type { ResourceMessages } from '../common/resource.ts';

/** The Chinese names the domain gives the ledger's values. */
const zhNames = <K extends string>(names: Record<K, { zh: string }>): Record<K, string> =>
  Object.fromEntries(Object.entries<{ zh: string }>(names).map(([key, name]) => [key, name.zh])) as Record<K, string>;

/** zh-CN texts of the companies' points: totals per company, and one company's market and product lots. */
export const companyPointZh = {
  name: '公司积分 |||| 公司积分',
  fields: {
    nameContains: '搜索公司名称',
    name: '公司',
    totalMarketPoints: '市场积分',
    totalProductPoints: '产品积分',
    site: '站点',
    createdAt: '创建时间',
    point: '积分',
    remainingPoint: '剩余',
    effectiveDate: '生效日期',
    expiredDate: '过期日期',
    actionScenario: '场景',
    source: '来源',
    remark: '备注',
    status: '状态',
  },
  title: '公司积分',
  filters: { search: '搜索公司名称' },
  show: {
    title: '公司积分：%{name}',
    market: '市场积分',
    product: '产品积分',
    total: '合计：%{points}',
    expiring: '%{days}天内将过期：%{points}',
    none: '暂无积分',
    history: '查看积分记录',
  },
  lot_status: { available: '可用', upcoming: '未生效', used: '已用完', expired: '已过期', expiring: '即将过期' },
  scenarios: zhNames(companyPointScenarioNames),
} as const satisfies ResourceMessages;
