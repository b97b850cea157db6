import type { ErrorTexts } from '../common/errors.ts';

export const profileErrors = {
  SMS_SERVICE_ERROR: { en: 'The SMS service is abnormal. Please try again later.', zh: '短信服务异常，请稍后重试。' },
  VERIFICATION_CODE_WRONG: { en: 'Incorrect verification code', zh: '验证码错误' },
  VERIFICATION_CODE_USED: { en: 'The verification code has already been used.', zh: '验证码已被使用。' },
  VERIFICATION_CODE_EXPIRED: { en: 'The verification code has expired.', zh: '验证码已过期。' },
  VERIFICATION_CODE_FORMAT: { en: 'Incorrect verification code', zh: '验证码格式不正确' },
  VERIFICATION_CODE_TOO_SOON: {
    en: 'A code was sent moments ago. Please wait {seconds} seconds before asking for another.',
    zh: '验证码刚刚已发送，请 {seconds} 秒后再试。',
  },
  VERIFICATION_CODE_LIMIT: {
    en: 'Too many verification codes were requested. Please try again in an hour.',
    zh: '验证码请求过于频繁，请一小时后再试。',
  },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'profile': typeof profileErrors;
  }
}
