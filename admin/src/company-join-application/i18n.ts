import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the join-application screens. */
export const joinApplicationZh = {
  name: '加入公司申请 |||| 加入公司申请',
  fields: {
    id: 'ID',
    companyId: '公司名称',
    companyName: '公司名称',
    realName: '真实姓名',
    account: '账号',
    contactNumber: '联系电话',
    applicationStatus: '状态',
    createdAt: '提交时间',
    reviewedAt: '审批时间',
    approverName: '审批人',
    approvedName: '通过时姓名',
    roleIds: '角色',
    position: '职位',
    auditComment: '审批意见',
    remark: '备注',
    q: '搜索申请人或公司名称',
  },
  title: '加入公司申请：%{name}',
  filters: { search: '搜索申请人或公司名称', all_statuses: '全部状态' },
  remark: { edit: '编辑备注', saved: '备注已保存' },
} as const satisfies ResourceMessages;

/** The application statuses' names (`pp.enums.application_status`; partner applications show them too). */
export const joinApplicationEnumsZh = {
  application_status: { APPLYING: '申请中', APPROVED: '已通过', REJECTED: '已拒绝' },
} as const;
