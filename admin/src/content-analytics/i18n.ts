import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of an item's analytics page (浏览与下载统计), shown from the announcement and material lists. */
export const contentAnalyticsZh = {
  name: '浏览统计 |||| 浏览统计',
  fields: {},
  action: '统计',
  title: '浏览与下载统计',
  title_of: '浏览与下载统计：%{title}',
  back_announcement: '返回公告列表',
  back_material: '返回资料列表',
  from: '开始日期',
  to: '结束日期',
  apply: '查询',
  views: '浏览',
  downloads: '下载',
  total_views: '浏览次数',
  total_downloads: '下载次数',
  chart: '每日浏览与下载',
  top_companies: '浏览最多的公司',
  company: '公司',
  no_companies: '所选日期内没有合作伙伴公司浏览。',
  vendor_staff: '厂商员工',
  export: '导出 CSV',
  exported: '已导出 %{count} 行',
  export_empty: '所选日期内没有可导出的数据。',
  file_name: '浏览统计',
  csv: { day: '日期', company: '公司', views: '浏览', downloads: '下载' },
} as const satisfies ResourceMessages;
