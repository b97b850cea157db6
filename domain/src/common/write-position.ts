/**
 * Reading one's own writes across API processes. After a mutation the API answers with the primary database's WAL
 * position once its writes committed (`x-write-position`, e.g. `16/B374D848`); a front end keeps the latest it got and
 * sends it with every later request (`x-read-after`). A query is then answered by the read replica only when the
 * replica has replayed up to that position, whichever API process receives it; else the primary answers.
 */
export const writePositionHeader = 'x-write-position';
export const readAfterHeader = 'x-read-after';

const position = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

/** A WAL position (`16/B374D848`) as a number that compares as the position does; null when it is not one. */
export const parseWritePosition = (text: string | null | undefined): bigint | null => {
  if (!text || !position.test(text)) return null;
  const [high, low] = text.split('/') as [string, string];
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/** A WAL position as Postgres writes it (`16/B374D848`), from its number. */
export const formatWritePosition = (lsn: bigint): string =>
  `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;

/** The later of two WAL positions as text (either may be missing or malformed). */
export const laterWritePosition = (a: string | null | undefined, b: string | null | undefined): string | null => {
  const pa = parseWritePosition(a);
  const pb = parseWritePosition(b);
  if (pa === null) return pb === null ? null : b!;
  if (pb === null) return a!;
  return pb > pa ? b! : a!;
};
