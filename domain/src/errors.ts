import type { ErrorSlices } from './common/errors.ts';
import { mergeFeatures, type UnionToIntersection } from './common/feature.ts';
import { domainFeatures } from './features.ts';

/** Every code with its texts: the slices of `ErrorSlices` in one object. */
export type ErrorCatalog = { readonly [C in keyof UnionToIntersection<ErrorSlices[keyof ErrorSlices]>]: UnionToIntersection<ErrorSlices[keyof ErrorSlices]>[C] };

/**
 * The one error-code registry, gathered from the features' declarations (`features.ts`). Codes are raised in SQL
 * (`app_hidden.raise_error('<CODE>', params)`), thrown in TypeScript (`new CodedError(code)`), used as Temporal failure
 * types, and mapped once in the API to GraphQL errors whose message and `extensions.code` are the code.
 */
export const errorCatalog: ErrorCatalog = mergeFeatures(domainFeatures, 'errors');

export type ErrorCode = keyof typeof errorCatalog;
export type Locale = 'en' | 'zh';

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCatalog, value);

/** The text of a code in a locale, with `{name}` placeholders filled from params. */
export const errorText = (code: ErrorCode, locale: Locale, params: Record<string, unknown> = {}): string =>
  errorCatalog[code][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export class CodedError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, unknown>;
  constructor(code: ErrorCode, params: Record<string, unknown> = {}) {
    super(code);
    this.name = 'CodedError';
    this.code = code;
    this.params = params;
  }
}
