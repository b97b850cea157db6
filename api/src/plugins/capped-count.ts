import { lambda, type Step } from 'postgraphile/grafast';
import type { PgSelectStep } from 'postgraphile/@dataplan/pg';

/** The largest `max` a caller may ask for: beyond it, counting is what the field exists to avoid. */
export const COUNT_UP_TO_LIMIT = 100_000;

/**
 * `totalCountUpTo(max:)` on every connection that has `totalCount`: the number of rows the connection holds, read no
 * further than `max + 1` of them, so `max + 1` means "more than `max`".
 *
 * A list narrowed by a broad filter (the filings created this month, the exams of a subject) holds hundreds of
 * thousands of rows at the size target; counting them all under row-level security costs 150–600 ms, while the page
 * itself takes a few. The back office shows an exact total up to `max` and "more than" beyond it, reading at most
 * `max + 1` rows: the same statement as `totalCount`'s (filters, conditions and row-level security), with a limit
 * instead of an aggregate.
 */
export const CappedCountPlugin: GraphileConfig.Plugin = {
  name: 'CappedCountPlugin',
  description: "Adds totalCountUpTo(max:) beside connections' totalCount",
  version: '1.0.0',
  schema: {
    hooks: {
      GraphQLObjectType_fields(fields, build, context) {
        const { scope, fieldWithHooks, Self } = context;
        if (!scope.isPgConnectionRelated || !scope.isConnectionType || !('totalCount' in fields)) return fields;
        const { GraphQLInt, GraphQLNonNull } = build.graphql;
        return build.extend(
          fields,
          {
            totalCountUpTo: fieldWithHooks({ fieldName: 'totalCountUpTo' }, () => ({
              description: build.wrapDescription(
                `The count of the connection's rows (its condition, filter and row-level security; not its page), read up to \`max\` + 1 of them: \`max\` + 1 means more than \`max\` (at most ${COUNT_UP_TO_LIMIT}).`,
                'field',
              ),
              type: new GraphQLNonNull(GraphQLInt),
              args: { max: { type: new GraphQLNonNull(GraphQLInt) } },
              plan($connection: Step, fieldArgs: { getRaw(name: string): Step }) {
                const $max = lambda(fieldArgs.getRaw('max'), (max) => Math.min(Math.max(Number(max) || 0, 0), COUNT_UP_TO_LIMIT));
                // The clone totalCount counts from ("aggregate"): the connection's conditions, filters and row-level
                // security without its page or its order. Selecting nothing and limited, it reads
                // `select from … where … limit max + 1`: no sort, so the planner takes the cheapest rows that match.
                const $rows = ($connection as unknown as { cloneSubplanWithoutPagination(mode: 'aggregate'): PgSelectStep })
                  .cloneSubplanWithoutPagination('aggregate');
                $rows.setFirst(lambda($max, (max) => max + 1));
                return lambda([$rows.items(), $max], ([rows, max]) => Math.min((rows as readonly unknown[]).length, (max as number) + 1));
              },
            })),
          },
          `Adding totalCountUpTo to connection '${Self.name}'`,
        );
      },
    },
  },
};
