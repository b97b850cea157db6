/**
 * A pattern of one character class, `^[…]+$`, in PostgreSQL's regular-expression syntax. The class itself is written
 * once, in JavaScript (where `\p{Script=Han}` names the Chinese characters); PostgreSQL has no script names, so its
 * form lists the same characters as code point ranges (`\uXXXX`, `\UXXXXXXXX`), found by testing every code point
 * against the JavaScript class. Computed when first asked (a few hundred milliseconds), by the SQL constants' generator
 * and their test, never by the front ends.
 */
const computed = new Map<RegExp, string>();

const escape = (cp: number): string =>
  cp <= 0xffff ? `\\u${cp.toString(16).padStart(4, '0')}` : `\\U${cp.toString(16).padStart(8, '0')}`;

export const sqlCharacterClassPattern = (pattern: RegExp): string => {
  const known = computed.get(pattern);
  if (known) return known;
  const inner = /^\^\[(.+)\]\+\$$/.exec(pattern.source)?.[1];
  if (!inner) throw new Error(`not a ^[…]+$ pattern: ${pattern.source}`);
  const one = new RegExp(`^[${inner}]$`, pattern.flags);
  const ranges: [number, number][] = [];
  let start = -1;
  for (let cp = 0; cp <= 0x110000; cp += 1) {
    const inClass = cp < 0x110000 && (cp < 0xd800 || cp > 0xdfff) && one.test(String.fromCodePoint(cp));
    if (inClass && start < 0) start = cp;
    if (!inClass && start >= 0) {
      ranges.push([start, cp - 1]);
      start = -1;
    }
  }
  const sql = `^[${ranges.map(([a, b]) => (a === b ? escape(a) : `${escape(a)}-${escape(b)}`)).join('')}]+$`;
  computed.set(pattern, sql);
  return sql;
};
