import { CodedError, commandSchemas, firstIssueCode, type CommandName } from '@pp/domain';
import { sideEffect } from 'postgraphile/grafast';
import { wrapPlans } from 'postgraphile/utils';

/**
 * The server re-checks each command with the same zod schema the form uses (domain `commandSchemas`), before the SQL
 * function runs; a failure is one coded error and writes nothing. SQL still enforces its own rules.
 */
export const CommandValidationPlugin = wrapPlans({
  Mutation: Object.fromEntries(
    (Object.keys(commandSchemas) as CommandName[]).map((name) => [
      name,
      (plan: () => unknown, _$source: unknown, fieldArgs: { getRaw(path: string): never }) => {
        const $input = fieldArgs.getRaw('input');
        sideEffect($input, (input: unknown) => {
          const { clientMutationId: _ignored, ...fields } = (input ?? {}) as Record<string, unknown>;
          const result = commandSchemas[name].safeParse(fields);
          if (!result.success) throw new CodedError(firstIssueCode(result.error));
        });
        return plan();
      },
    ]),
  ),
});
