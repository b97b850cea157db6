/**
 * A value SQL needs as well as TypeScript. `npm run db:constants` generates each as an immutable function
 * `app_hidden.<name>()` from these declarations, and a database test compares the live values with them one by one,
 * so a limit, pattern or period has one source: the feature's declaration in domain.
 */
export type SqlConstant =
  | { name: string; type: 'integer'; value: number }
  | { name: string; type: 'interval'; value: string }
  | { name: string; type: 'text'; value: string };

export const sqlConstant = <C extends SqlConstant>(c: C): C => c;
