// Gathers the back office's zh-CN messages: react-admin's Chinese pack (completed for react-admin 5), the common
// texts, every resource's slice (under `resources.<name>`) and the zh text of every domain error code (under the
// code itself, so a form rule whose message is a code shows its text).
import type { TranslationMessages } from 'react-admin';
import chineseMessages from '@haxqer/ra-language-chinese';
import { errorCatalog } from '@pp/domain';
import type { Messages, ResourceMessages } from '../common/resource.ts';
import { commonZh } from './common.ts';
import { ra5Additions } from './ra5Additions.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const deepMerge = (a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isObject(v) && isObject(out[k]) ? deepMerge(out[k], v) : v;
  return out;
};

// The zh pack is CommonJS (`exports.default`); depending on the bundler's interop the import is the messages or the module.
const chineseBase = ((chineseMessages as unknown as { default?: unknown }).default ?? chineseMessages) as Record<string, unknown>;

/** Domain error texts use `{name}` placeholders; polyglot's are `%{name}`. */
export const errorMessagesZh = (): Messages =>
  Object.fromEntries(Object.entries(errorCatalog).map(([code, text]) => [code, text.zh.replace(/\{(\w+)\}/g, '%{$1}')]));

/** The enumerations' names the resources own, under `pp.enums`; an enumeration two resources both name throws. */
export const enumMessagesZh = (slices: readonly { name: string; enumsZh?: Readonly<Record<string, Readonly<Record<string, string>>>> }[]): Messages => {
  const enums: Record<string, Messages> = {};
  const owner = new Map<string, string>([['site', 'common']]);
  for (const slice of slices) {
    for (const [enumeration, names] of Object.entries(slice.enumsZh ?? {})) {
      const first = owner.get(enumeration);
      if (first !== undefined) throw new Error(`back office: enumeration '${enumeration}' is named by both ${first} and ${slice.name}`);
      owner.set(enumeration, slice.name);
      enums[enumeration] = { ...names };
    }
  }
  return { pp: { enums } };
};

export const buildZhMessages = (
  slices: readonly { name: string; zh: ResourceMessages; enumsZh?: Readonly<Record<string, Readonly<Record<string, string>>>> }[],
): TranslationMessages =>
  [
    ra5Additions,
    commonZh,
    enumMessagesZh(slices),
    { resources: Object.fromEntries(slices.map((s) => [s.name, s.zh])) },
    errorMessagesZh(),
  ].reduce<Record<string, unknown>>((all, part) => deepMerge(all, part), chineseBase) as unknown as TranslationMessages;
