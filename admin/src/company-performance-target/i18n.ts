import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the annual targets screen. */
export const companyPerformanceTargetZh = {
  name: '年度目标 |||| 年度目标',
  fields: {
    companyName: '公司',
    companyId: '公司',
    companyFilter: '按公司筛选',
    year: '年份',
    projectType: '项目类型',
    performance: '目标业绩',
    currencyIsoCode: '币种',
    completion: '完成率',
    creatorName: '创建人',
    updaterName: '修改人',
    createdAt: '创建时间',
    updatedAt: '更新时间',
  },
  title: '年度目标',
  year_tab: '%{year}年',
  intro:
    '每个公司每年每种项目类型一个目标。先设置总计目标，再设置新购和复购目标；删除总计目标前须先删除新购和复购目标。完成情况按业绩记录逐月累计，只统计与目标币种相同的业绩，总计包含新购和复购。',
  empty: '%{year}年还没有设置年度目标。',
  filters: { company: '按公司筛选' },
  actions: {
    create: '新建目标',
    set: '设置',
    edit: '编辑',
    delete: '删除',
    chart: '图表',
    cancel: '取消',
    save: '保存',
    close: '关闭',
    previous: '上一页',
    next: '下一页',
  },
  dialog: {
    create_title: '新建年度目标',
    edit_title: '编辑年度目标：%{company} · %{year}年 · %{type}',
    total_first: '新购和复购目标需要先有同一年的总计目标。',
    created: '年度目标已创建',
    updated: '年度目标已更新',
  },
  delete_dialog: {
    title: '删除年度目标',
    content: '确定删除 %{company} %{year}年的%{type}目标吗？',
    done: '年度目标已删除',
  },
  chart: {
    title: '%{company} · %{year}年目标完成情况',
    month: '%{month}月',
    target: '目标',
    cumulative: '累计业绩',
    monthly: '当月业绩',
    completion: '完成率 %{percent}%',
    currency_note: '只统计币种为 %{currency} 的业绩记录，其他币种的业绩不计入。',
  },
} as const satisfies ResourceMessages;
