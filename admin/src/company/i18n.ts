import { companyScaleLabelsZh } from '@pp/domain';
import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the company screens. */
export const companyZh = {
  name: '公司 |||| 公司',
  fields: {
    id: 'ID',
    name: '公司名称',
    nameContains: '搜索公司名称',
    site: '站点',
    industry: '行业',
    scale: '规模',
    joinedUserCount: '成员数',
    createdAt: '创建时间',
    updatedAt: '更新时间',
    billingAddress: '账单地址',
    phone: '电话',
    website: '网站',
    mainBusinesses: '主营业务',
    keyIndustries: '重点行业',
    resource: '资源',
    sfdcOwnerName: 'SFDC 负责人',
    totalMarketPoints: '市场积分',
    totalProductPoints: '产品积分',
    partnerManagers: '合作伙伴经理',
    certificationLevel: '认证等级',
    q: '搜索公司名称',
  },
  title: '公司：%{name}',
  manager_with_email: '%{name}（%{email}）',
  filters: { search: '搜索公司名称', all_sites: '全部站点', all_scales: '全部规模' },
  tabs: { info: '公司信息', users: '公司用户', applications: '加入申请' },
  level: {
    default_hint: '无生效中的认证，按所在站点计划的最低等级',
    expires: '认证有效期至 %{date}',
    open_certification: '查看认证',
  },
  empty: { users: '暂无公司用户', applications: '暂无加入申请' },
  form: {
    scale_unset: '未填写',
    website_helper: '以 http:// 或 https:// 开头',
    list_helper: '输入后按回车添加',
  },
} as const satisfies ResourceMessages;

/** The company scales' names (`pp.enums.scale`; partner applications show them too). */
export const companyEnumsZh = {
  scale: { ...companyScaleLabelsZh },
} as const;
