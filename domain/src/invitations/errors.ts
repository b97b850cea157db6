import type { ErrorTexts } from '../common/errors.ts';

export const invitationsErrors = {
  INVITATION_INVALID: { en: 'This invitation link is invalid.', zh: '邀请链接无效。' },
  INVITATION_EXPIRED: { en: 'This invitation link has expired.', zh: '邀请链接已过期。' },
  INVITATION_USED: { en: 'This invitation link has already been used.', zh: '邀请链接已被使用。' },
  INVITATION_ALREADY_JOINED: { en: 'You have already joined this company.', zh: '您已加入该公司。' },
  INVITATION_NOT_FOUND: { en: 'The invitation was not found.', zh: '未找到该邀请。' },
  INVITATION_CANNOT_APPLY: { en: 'You cannot join more companies.', zh: '您无法加入更多公司。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'invitations': typeof invitationsErrors;
  }
}
