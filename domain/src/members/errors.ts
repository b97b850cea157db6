import type { ErrorTexts } from '../common/errors.ts';

export const membersErrors = {
  USER_NOT_FOUND: { en: 'The user was not found or has been deleted.', zh: '用户不存在或已被删除。' },
  USER_EXITED: { en: 'The user has left the company.', zh: '该用户已退出公司。' },
  USER_SOLE_ADMIN: { en: 'The only partner administrator cannot be changed or removed. Name another administrator first.', zh: '唯一的合作伙伴管理员不能被修改或移除，请先指定其他管理员。' },
  USER_ROLE_INVALID: { en: 'The role is not valid.', zh: '角色无效。' },
  USER_NAME_REQUIRED: { en: 'Please enter a name.', zh: '请输入姓名。' },
  USER_NAME_TOO_LONG: { en: 'The name should not exceed 50 characters.', zh: '姓名不能超过50个字符。' },
  USER_NAME_INVALID: { en: 'The name may only contain letters, Chinese characters, spaces, hyphens, dots and apostrophes.', zh: '姓名只能包含中英文字母、空格、连字符、点和撇号。' },
  EXIT_SOLE_ADMIN: { en: 'You are the only partner administrator and cannot exit the company.', zh: '您是唯一的合作伙伴管理员，无法退出公司。' },
  EXIT_CONTACT_SUPPORT: { en: 'Please contact the vendor to leave the company.', zh: '请联系厂商办理退出公司。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'members': typeof membersErrors;
  }
}
