import { CodedError, commandSchemas, firstIssueCode, type CommandName, type ErrorCode } from '@pp/domain';
import { isSanitizedRichText } from '@pp/domain/rich-text';
import { sideEffect } from 'postgraphile/grafast';
import { wrapPlans, type PlanWrapperFn } from 'postgraphile/utils';

/**
 * Rich-text fields of commands and the code that refuses them: stored only as the one allowlist leaves them (the back
 * office sanitises with the same function before sending, so its text passes unchanged).
 */
const richTextFields: Partial<Record<CommandName, { field: string; code: ErrorCode }>> = {
  saveAnnouncement: { field: 'content', code: 'ANNOUNCEMENT_CONTENT_UNSAFE' },
  saveUserGuidePage: { field: 'content', code: 'USER_GUIDE_CONTENT_UNSAFE' },
};

/**
 * The server re-checks each command with the same zod schema the form uses (domain `commandSchemas`), before the SQL
 * function runs; a failure is one coded error and writes nothing. SQL still enforces its own rules. Rich text is
 * refused unless it is already sanitised.
 */
export const CommandValidationPlugin = wrapPlans({
  Mutation: Object.fromEntries(
    (Object.keys(commandSchemas) as CommandName[]).map((name) => [
      name,
      ((plan, _$source, fieldArgs) => {
        const $input = fieldArgs.getRaw('input');
        sideEffect($input, (input: unknown) => {
          const { clientMutationId: _ignored, ...fields } = (input ?? {}) as Record<string, unknown>;
          const result = commandSchemas[name].safeParse(fields);
          if (!result.success) throw new CodedError(firstIssueCode(result.error));
          const richText = richTextFields[name];
          const text = richText ? fields[richText.field] : undefined;
          if (richText && typeof text === 'string' && !isSanitizedRichText(text)) throw new CodedError(richText.code);
        });
        return plan();
      }) satisfies PlanWrapperFn,
    ]),
  ),
});
