// A form's errors carry the bounds of the rule they broke: a domain schema's message is an error code whose text may
// name the rule's bound (`at least {min} characters`), which the zod issue holds (its `minimum` or `maximum`) but the resolver
// drops. The message is handed to react-admin in its own format for a message with arguments, so the field shows the
// code's text with the number in it.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** react-admin reads a field error's message in this format as `{ message, args }` (ra-core's ValidationError). */
const withArgsPrefix = '@@react-admin@@';

/** The bounds an issue names, as the error texts' parameters (`{min}`, `{max}`; a refinement's numeric params), or none. */
export const issueArgs = (issue: z.core.$ZodIssue): Record<string, number> | undefined => {
  // a refinement names its bounds itself, as the issue's params (`{ max: 100 }`)
  if (issue.code === 'custom' && issue.params) {
    const numeric = Object.entries(issue.params).filter((e): e is [string, number] => typeof e[1] === 'number');
    return numeric.length > 0 ? Object.fromEntries(numeric) : undefined;
  }
  const bound = (issue as { minimum?: unknown; maximum?: unknown }).minimum ?? (issue as { maximum?: unknown }).maximum;
  if (typeof bound !== 'number' && typeof bound !== 'bigint') return undefined;
  return issue.code === 'too_small' ? { min: Number(bound) } : issue.code === 'too_big' ? { max: Number(bound) } : undefined;
};

/** The message a field shows for an issue: the code, with the bounds it names when it names any. */
export const issueMessage = (issue: z.core.$ZodIssue): string => {
  const args = issueArgs(issue);
  return args ? `${withArgsPrefix}${JSON.stringify({ message: issue.message, args })}` : issue.message;
};

type ErrorNode = { message?: unknown; type?: unknown } & Record<string, unknown>;

/** The error at a path of the resolver's nested errors. */
const errorAt = (errors: FieldErrors, path: readonly PropertyKey[]): ErrorNode | undefined =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), errors) as
    | ErrorNode
    | undefined;

/** A resolver whose errors name their rule's bounds (see above); the values and every other error stay as they are. */
export const withBounds =
  <T extends FieldValues>(resolver: Resolver<T>, schema: z.ZodType): Resolver<T> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const error = errorAt(result.errors, issue.path);
      if (error && error.message === issue.message) error.message = issueMessage(issue);
    }
    return result;
  };
