import type { ErrorTexts } from '../common/errors.ts';

export const notificationsErrors = {
  MESSAGE_NOT_FOUND: { en: 'The message was not found.', zh: '未找到该消息。' },
  MESSAGE_NOT_RECIPIENT: { en: 'You are not the recipient of this message.', zh: '您不是该消息的接收人。' },
  MESSAGE_ALREADY_READ: { en: 'The message has already been read.', zh: '该消息已读。' },
  MESSAGE_COMPANY_LEFT: { en: "You've left this company and can't view its workspace.", zh: '您已离开该公司，无法查看其工作台。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'notifications': typeof notificationsErrors;
  }
}
