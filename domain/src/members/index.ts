import { z } from 'zod';
import { defineMachine } from '../common/machine.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { code, personNamePattern, positionIdSchema, remarkSchema, uuidSchema } from '../common/validation.ts';
import { sqlCharacterClassPattern } from '../common/sql-pattern.ts';
import { membersErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { membersErrors } from './errors.ts';

/** Company members: their identities' statuses, names, and the rules of editing and removing them. */
export const membersLimits = {
  memberNameMax: 50,
} as const;

/**
 * A person's name: Chinese or Latin letters, hyphen, dot, apostrophe and space (the person-name rule of
 * `common/validation.ts`; SQL reads the same characters as `app_hidden.member_name_pattern()`).
 */
export const memberNamePattern = personNamePattern;

export const membersSqlConstants = [
  sqlConstant({ name: 'member_name_max', type: 'integer', value: membersLimits.memberNameMax }),
  // (a getter: the SQL form, the code point ranges of the same characters, is computed only when the constants are
  // written or tested)
  sqlConstant({
    name: 'member_name_pattern',
    type: 'text',
    get value() {
      return sqlCharacterClassPattern(personNamePattern);
    },
  }),
] as const;

export const userStatuses = ['TOBEINVITED', 'INACTIVE', 'ACTIVE', 'JOINED', 'EXITED', 'CANCELLED'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** The statuses a company identity can be given by hand in the back office. */
export const companyUserEditableStatuses = ['JOINED', 'EXITED'] as const satisfies readonly UserStatus[];

export type CompanyUserEvent = 'remove' | 'exit' | 'readmit';

/**
 * A company identity's membership: a JOINED member leaves (EXITED) when an administrator removes them or when they
 * exit; the vendor may let an EXITED member back in. Joining again by application or invitation re-creates the
 * membership through those features.
 */
export const companyUserMachine = defineMachine<'JOINED' | 'EXITED', CompanyUserEvent>({
  name: 'company_user',
  initial: 'JOINED',
  states: ['JOINED', 'EXITED'],
  transitions: {
    JOINED: { remove: 'EXITED', exit: 'EXITED' },
    EXITED: { readmit: 'JOINED' },
  },
});

export const memberNameSchema = z
  .string({ message: 'USER_NAME_REQUIRED' })
  .trim()
  .min(1, code('USER_NAME_REQUIRED'))
  .max(membersLimits.memberNameMax, code('USER_NAME_TOO_LONG'))
  .regex(memberNamePattern, code('USER_NAME_INVALID'));

/** Editing a member: name (at most 50, person-name characters), position and at least one role required, remark. */
export const updateCompanyUserSchema = z.object({
  userId: uuidSchema,
  name: memberNameSchema,
  positionId: positionIdSchema,
  roleIds: z.array(uuidSchema, { message: 'ROLE_REQUIRED' }).min(1, code('ROLE_REQUIRED')),
  remark: remarkSchema.nullish(),
  /** Only the vendor changes a member's status here; administrators remove members with removeCompanyUser. */
  status: z.enum(companyUserEditableStatuses, code('VALIDATION_FAILED')).nullish(),
});
export type UpdateCompanyUserInput = z.infer<typeof updateCompanyUserSchema>;

/** Removing a member (status EXITED). */
export const removeCompanyUserSchema = z.object({ userId: uuidSchema });
export type RemoveCompanyUserInput = z.infer<typeof removeCompanyUserSchema>;

/** Leaving a company oneself. */
export const exitCompanySchema = z.object({ companyId: uuidSchema });
export type ExitCompanyInput = z.infer<typeof exitCompanySchema>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const membersCommands = {
  updateCompanyUser: updateCompanyUserSchema,
  removeCompanyUser: removeCompanyUserSchema,
  exitCompany: exitCompanySchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const membersFeature = defineDomainFeature({
  name: 'members',
  errors: membersErrors,
  limits: membersLimits,
  commands: membersCommands,
  sqlConstants: membersSqlConstants,
  sqlEnums: { 'app_public.user_status': userStatuses },
  machines: [companyUserMachine],
});
