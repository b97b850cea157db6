import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the company-user screens. */
export const companyUserZh = {
  name: '公司用户 |||| 公司用户',
  fields: {
    id: 'ID',
    name: '姓名',
    email: '邮箱',
    companyId: '公司',
    status: '状态',
    roleNames: '角色',
    position: '职位',
    positionId: '职位',
    roleIds: '角色',
    account: '账号',
    isPartnerAdministrator: '合作伙伴管理员',
    firstJoinedAt: '首次加入时间',
    contactNumber: '联系电话',
    remark: '备注',
    createdAt: '创建时间',
    rootUser: '账号',
    isAddedUserInfo: '已完善资料',
    isOnlyPartnerCompanyInternalAdmin: '唯一合作伙伴管理员',
    permissionKeys: '权限',
    nameOrEmailContains: '搜索姓名或邮箱',
  },
  title: '公司用户：%{name}',
  filters: { search: '搜索姓名或邮箱', all_statuses: '全部状态' },
} as const satisfies ResourceMessages;

/** The user statuses' names (`pp.enums.user_status`; a company's detail shows them too). */
export const companyUserEnumsZh = {
  user_status: {
    TOBEINVITED: '待邀请',
    INACTIVE: '未激活',
    ACTIVE: '正常',
    JOINED: '已加入',
    EXITED: '已退出',
    CANCELLED: '已注销',
  },
} as const;
