import type { RedeemCodeStatus } from '@pp/domain';
import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the redeem code screens (个人认证兑换码). */
export const redeemCodeZh = {
  name: '兑换码 |||| 兑换码',
  fields: {
    id: 'ID',
    reason: '创建原因',
    type: '认证类型',
    typeId: '认证类型',
    number: '数量',
    validateDate: '生效日期',
    expiredDate: '失效日期',
    usedCount: '已使用',
    unusedCount: '未使用',
    creatorName: '创建人',
    createdAt: '创建时间',
    remark: '备注',
    code: '兑换码',
    status: '状态',
    redeemerName: '兑换人',
    usedAt: '兑换时间',
    personalCertificationId: '认证申请 ID',
  },
  filters: { all_types: '全部类型' },
  actions: { create: '创建兑换码', remark: '备注', save: '保存', cancel: '取消', close: '关闭', copy_all: '复制全部' },
  create: {
    title: '创建兑换码',
    confirm: '创建',
    done: '兑换码已创建',
    number_hint: '每次最多 %{max} 个；每人每天最多创建 %{times} 次',
    date_hint: '失效日期为最后一天有效（北京时间）',
  },
  created: {
    title: '新建的兑换码',
    text: '已创建 %{count} 个兑换码，请复制后发放。',
  },
  remark_dialog: { title: '修改备注', done: '备注已更新' },
  codes: {
    title: '兑换码（%{count}）',
    empty: '暂无兑换码',
    copied: '已复制 %{count} 个兑换码',
    copy_failed: '复制失败，请手动选择复制',
    reserved_until: '保留至 %{time}',
  },
} as const satisfies ResourceMessages;

/** zh-CN names of a code's statuses (`pp.enums.redeem_code_status`). */
export const redeemCodeStatusZh = {
  UNUSED: '未使用',
  RESERVED: '兑换中',
  USED: '已使用',
  EXPIRED: '已过期',
  NOT_YET_VALID: '未生效',
} as const satisfies Record<RedeemCodeStatus, string>;
