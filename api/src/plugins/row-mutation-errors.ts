import { CodedError } from '@pp/domain';
import { PgDeleteSingleStep, sideEffectWithPgClient, type PgCodecWithAttributes, type PgResource } from 'postgraphile/@dataplan/pg';
import { object, type ExecutableStep, type FieldArgs, type ObjectStep } from 'postgraphile/grafast';
import { getNamedType, isInputObjectType, type GraphQLFieldConfig } from 'postgraphile/graphql';
import { sql } from 'postgraphile/pg-sql2';

type AnyResource = PgResource;

interface UniqueKey {
  /** [column, input field] pairs naming the row. */
  pairs: [attributeName: string, fieldName: string][];
}

/** The unique key an update/delete field's input names its row by (the input fields besides the patch). */
const uniqueKeyOf = (build: GraphileBuild.Build, resource: AnyResource, inputFieldNames: ReadonlySet<string>): UniqueKey | undefined => {
  const keyFields = [...inputFieldNames].filter((name) => name !== 'clientMutationId' && name !== 'patch');
  for (const unique of resource.uniques) {
    const pairs = unique.attributes.map(
      (attributeName): [string, string] => [attributeName, build.inflection.attribute({ attributeName, codec: resource.codec as PgCodecWithAttributes })],
    );
    if (pairs.length === keyFields.length && pairs.every(([, field]) => inputFieldNames.has(field))) return { pairs };
  }
  return undefined;
};

const nothingDeleted = /^No values were deleted in collection /;

/**
 * A delete that matched no row answers null, as an update does, instead of failing with an uncoded message of its
 * own; the check below then reports it with its code.
 */
const nullWhenNothingDeleted = ($delete: PgDeleteSingleStep): void => {
  const execute = $delete.execute.bind($delete);
  $delete.execute = async (details) =>
    (await execute(details)).map((result: unknown) =>
      Promise.resolve(result).then((value: unknown) => {
        const flagged = value as { value?: unknown } | null;
        return flagged?.value instanceof Error && nothingDeleted.test(flagged.value.message) ? null : value;
      }),
    );
};

/**
 * An update or delete that changes no row fails with a code instead of answering a silent null: NOT_FOUND when the
 * caller cannot see the row (row-level security hides it, or it does not exist), NO_PERMISSION when the caller can
 * see it but the policies do not let them change it. Applies to every update/delete mutation the schema generates.
 * Nothing is written in either case: the statement matched no row.
 */
export const RowMutationErrorsPlugin: GraphileConfig.Plugin = {
  name: 'RowMutationErrorsPlugin',
  version: '1.0.0',
  schema: {
    hooks: {
      GraphQLObjectType_fields_field(field, build, context) {
        const { scope } = context;
        if (!scope.isRootMutation || !(scope.isPgUpdateMutation || scope.isPgDeleteMutation) || !scope.pgFieldResource) return field;
        const resource = scope.pgFieldResource as AnyResource;
        const originalPlan = field.plan;
        if (!originalPlan) return field;
        const inputType = field.args?.['input']?.type;
        let key: UniqueKey | undefined;
        const keyOf = (): UniqueKey => {
          if (key) return key;
          const named = inputType ? getNamedType(inputType) : undefined;
          const names = new Set(named && isInputObjectType(named) ? Object.keys(named.getFields()) : []);
          key = uniqueKeyOf(build, resource, names);
          if (!key) throw new Error(`RowMutationErrorsPlugin: no unique key of ${resource.name} matches the input of ${context.Self.name}.${scope.fieldName}`);
          return key;
        };
        const plan: typeof originalPlan = function (this: unknown, $parent, fieldArgs: FieldArgs, info) {
          const $payload = originalPlan.call(this, $parent, fieldArgs, info) as ObjectStep<{ result: ExecutableStep }>;
          const $row = $payload.getStepForKey('result');
          const { pairs } = keyOf();
          const $key = object(Object.fromEntries(pairs.map(([attribute, fieldName]) => [attribute, fieldArgs.getRaw(['input', fieldName])])));
          // Runs after the statement (it depends on its result); only a statement that matched no row looks further.
          if ($row instanceof PgDeleteSingleStep) nullWhenNothingDeleted($row);
          const $check = sideEffectWithPgClient(resource.executor, { row: $row, key: $key }, async (client, { row, key: values }) => {
            if (row != null) return null;
            const table = resource.from;
            if (typeof table === 'function') throw new Error(`RowMutationErrorsPlugin: ${resource.name} is not a table`);
            const where = sql.join(
              pairs.map(([attribute]) => {
                const codec = resource.codec.attributes?.[attribute]?.codec;
                if (!codec) throw new Error(`RowMutationErrorsPlugin: ${resource.name}.${attribute} has no codec`);
                const value = (values as Record<string, unknown>)[attribute];
                return sql`${sql.identifier('t', attribute)} = ${sql.value(value == null ? null : codec.toPg(value))}::${codec.sqlType}`;
              }),
              ' and ',
            );
            const { text, values: params } = sql.compile(sql`select 1 from ${table} as t where ${where}`);
            const { rows } = await client.query({ text, values: params });
            throw new CodedError(rows.length > 0 ? 'NO_PERMISSION' : 'NOT_FOUND');
          });
          // Created after the check, so the payload waits for it and carries its error.
          return object({ check: $check, result: $row });
        };
        return { ...field, plan } as GraphQLFieldConfig<unknown, unknown>;
      },
    },
  },
};
