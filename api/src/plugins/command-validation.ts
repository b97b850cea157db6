import { CodedError, commandSchemas, firstIssueCode, type CommandName } from '@pp/domain';
import { sideEffect } from 'postgraphile/grafast';
import { wrapPlans, type PlanWrapperFn } from 'postgraphile/utils';

/**
 * The server re-checks each command with the same zod schema the form uses (domain `commandSchemas`), before the SQL
 * function runs; a failure is one coded error and writes nothing. SQL still enforces its own rules.
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
        });
        return plan();
      }) satisfies PlanWrapperFn,
    ]),
  ),
});
