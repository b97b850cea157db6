// Chinese UI texts: react-admin's own messages (community zh pack, completed for react-admin 5) + the back office's.
import type { TranslationMessages } from 'react-admin';
import chineseMessages from '@haxqer/ra-language-chinese';

/** Keys react-admin 5 added after the community zh pack (4.x) was written. */
const ra5Additions = {
  ra: {
    action: { reset: '重置', search_columns: '搜索列', select_all_button: '全选' },
    page: { access_denied: '拒绝访问', authentication_error: '认证错误' },
    message: {
      access_denied: '您没有访问此页面的权限',
      authentication_error: '认证服务返回错误，无法验证您的凭据。',
      select_all_limit_reached: '数据太多，无法全部选择，仅选择了前 %{max} 条。',
      placeholder_data_warning: '网络问题：数据刷新失败。',
    },
    navigation: { clear_filters: '清除筛选', no_filtered_results: '当前筛选条件下没有找到%{name}。' },
    auth: { email: '邮箱' },
    notification: { offline: '网络未连接，无法获取数据。' },
    validation: { unique: '必须唯一' },
    guesser: { empty: { title: '暂无数据', message: '请检查数据提供者' } },
  },
};

const app = {
  pp: {
    app: { title: '合作伙伴门户 · 管理后台', portal: '前台', back_to_portal: '返回前台' },
    menu: { partner: '合作伙伴', system: '系统设置' },
    no_permission: {
      title: '无权访问管理后台',
      body: '您的账号没有“管理后台”权限（ManageAdminSite）。如需开通，请联系厂商管理员。',
      home: '返回前台首页',
      logout: '退出登录',
    },
    validation: {
      url: '链接必须以 http 或 https 开头。',
      company_name: '公司名称只能包含中英文字母、数字、下划线、空格、连字符、点、逗号、撇号、& 和括号。',
    },
    roles: {
      saved: '权限已保存，立即生效。',
      permission_keys: '权限',
      permission_count: '%{count} 项权限',
    },
    common: { yes: '是', no: '否', none: '无' },
  },
  resources: {
    company: {
      name: '公司 |||| 公司',
      fields: {
        id: 'ID',
        name: '公司名称',
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
        q: '搜索公司名称',
        users: '公司用户',
      },
    },
    'company-user': {
      name: '公司用户 |||| 公司用户',
      fields: {
        id: 'ID',
        name: '姓名',
        email: '邮箱',
        companyId: '公司',
        company: '公司',
        status: '状态',
        roleNames: '角色',
        position: '职位',
        firstJoinedAt: '首次加入时间',
        contactNumber: '联系电话',
        phonePrefixCountryCode: '区号',
        remark: '备注',
        createdAt: '创建时间',
        updatedAt: '更新时间',
        rootUserId: '根用户 ID',
        rootUser: '账号',
        isAddedUserInfo: '已完善资料',
        isOnlyPartnerCompanyInternalAdmin: '唯一合作伙伴管理员',
        permissionKeys: '权限',
      },
    },
    'company-join-application': {
      name: '加入公司申请 |||| 加入公司申请',
      fields: {
        id: 'ID',
        companyId: '公司',
        company: '公司',
        companyName: '公司名称',
        realName: '真实姓名',
        account: '账号',
        contactNumber: '联系电话',
        applicationStatus: '状态',
        createdAt: '提交时间',
        reviewedAt: '审批时间',
        approver: '审批人',
        approverName: '审批人',
        roleNames: '角色',
        approvedName: '通过时姓名',
        roleIds: '角色',
        position: '职位',
        auditComment: '审批意见',
        remark: '备注',
      },
    },
    role: {
      name: '角色与权限 |||| 角色与权限',
      fields: {
        id: 'ID',
        name: '角色名称',
        nameZh: '角色名称',
        key: '标识',
        type: '类型',
        isBuiltin: '内置',
        companyId: '所属公司',
        description: '描述',
        company: '所属公司',
        permissionKeys: '权限',
        createdAt: '创建时间',
      },
    },
  },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const deepMerge = (a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isObject(v) && isObject(out[k]) ? deepMerge(out[k], v) : v;
  return out;
};

// The zh pack is CommonJS (`exports.default`); depending on the bundler's interop the import is the messages or the module.
const chineseBase = ((chineseMessages as unknown as { default?: unknown }).default ?? chineseMessages) as Record<string, unknown>;

export const zhMessages = deepMerge(
  deepMerge(chineseBase, ra5Additions),
  app,
) as unknown as TranslationMessages;
