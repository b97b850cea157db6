// A push strategy's start in a form (the announcement's and the material's): one empty rule on companies, any of which
// reaches. The strategy's input itself is the announcement's (announcement/StrategyInput.tsx, offered by its index.ts).
import type { PushStrategy } from '@pp/domain';

/** A strategy's start: one empty rule on companies, any of which reaches. */
export const emptyStrategy = (): PushStrategy => ({ combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [] }] });
