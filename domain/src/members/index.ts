import { z } from 'zod';
import { sqlConstant } from '../common/sql-constant.ts';
import { code } from '../common/validation.ts';

export { membersErrors } from './errors.ts';

/** Company members: their identities' statuses, names, and the rules of editing and removing them. */
export const membersLimits = {
  memberNameMax: 50,
} as const;

export const membersSqlConstants = [sqlConstant({ name: 'member_name_max', type: 'integer', value: membersLimits.memberNameMax })] as const;

export const userStatuses = ['TOBEINVITED', 'INACTIVE', 'ACTIVE', 'JOINED', 'EXITED', 'CANCELLED'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const memberNameSchema = z
  .string()
  .trim()
  .min(1, code('USER_NAME_REQUIRED'))
  .max(membersLimits.memberNameMax, code('USER_NAME_TOO_LONG'));
