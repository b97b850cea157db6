import type { ErrorTexts } from '../common/errors.ts';

export const permissionsErrors = {
  ROLE_NOT_FOUND: { en: 'The role was not found.', zh: '未找到该角色。' },
  PERMISSION_KEY_UNKNOWN: { en: 'Unknown permission key.', zh: '未知的权限标识。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'permissions': typeof permissionsErrors;
  }
}
