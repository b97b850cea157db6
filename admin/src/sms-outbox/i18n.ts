import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the development SMS outbox. */
export const smsOutboxZh = {
  name: '短信发件箱 · 开发 |||| 短信发件箱 · 开发',
  fields: {
    id: 'ID',
    deliveryId: '发送编号',
    phone: '手机号码',
    text: '短信内容',
    createdAt: '发送时间',
    q: '搜索手机号码',
  },
  filters: { search: '搜索手机号码' },
  note: '开发环境不会真正发送短信：每条短信保存在这里（并打印到 worker 日志）。生产环境配置短信服务商后不再使用。',
} as const satisfies ResourceMessages;
