import type { Messages } from '../../core/feature.ts';

const monthsEn = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthKeys = (names: (i: number) => string): Messages =>
  Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`annual-overview.month.${i + 1}`, names(i)]));

export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'annual-overview.title': 'Annual overview',
    'annual-overview.year': '{year}',
    'annual-overview.yearLabel': 'Year',
    'annual-overview.empty': 'No annual target has been set for {year} yet.',
    'annual-overview.type.TOTAL': 'Total',
    'annual-overview.type.NEW_PURCHASE': 'New purchase',
    'annual-overview.type.REPEAT_PURCHASE': 'Repeat purchase',
    'annual-overview.target': 'Target',
    'annual-overview.reached': 'Achieved',
    'annual-overview.completion': 'Completion {percent}%',
    'annual-overview.chart.target': 'Target',
    'annual-overview.chart.cumulative': 'Cumulative performance',
    'annual-overview.chart.monthly': 'Performance of the month',
    'annual-overview.currencyNote':
      'Only performance recorded in the target’s currency counts; the total counts new and repeat purchases.',
    ...monthKeys((i) => monthsEn[i]!),
  },
  'zh-CN': {
    'annual-overview.title': '年度概览',
    'annual-overview.year': '{year}年',
    'annual-overview.yearLabel': '年份',
    'annual-overview.empty': '{year}年尚未设置年度目标。',
    'annual-overview.type.TOTAL': '总计',
    'annual-overview.type.NEW_PURCHASE': '新购',
    'annual-overview.type.REPEAT_PURCHASE': '复购',
    'annual-overview.target': '目标',
    'annual-overview.reached': '已完成',
    'annual-overview.completion': '完成率 {percent}%',
    'annual-overview.chart.target': '目标',
    'annual-overview.chart.cumulative': '累计业绩',
    'annual-overview.chart.monthly': '当月业绩',
    'annual-overview.currencyNote': '只统计与目标币种相同的业绩；总计包含新购和复购。',
    ...monthKeys((i) => `${i + 1}月`),
  },
};
