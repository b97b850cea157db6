// The chaos run's bookkeeping, free of I/O: how one request ended, the tally of outcomes per command, the counting of
// effects by their unique tags (lost: acknowledged and absent; duplicated: present more often than once), and the
// report's last line.

/** How a request ended: acknowledged (HTTP 200, no errors), a coded error, another error, no connection, or no answer in time. */
export type Outcome = 'ok' | 'coded' | 'error' | 'network' | 'timeout';

export interface RequestRecord {
  /** The operation's name, e.g. `CreateProjectFiling`. */
  operation: string;
  /** Whether it changes anything (the others are the light reads). */
  command: boolean;
  /** The unique tag it carries (commands only). */
  tag?: string;
  outcome: Outcome;
  /** `extensions.code` of the first error, or the HTTP status / network error's name. */
  code?: string;
  /** Milliseconds since the run's start when it was sent, and how long it took. */
  sentAt: number;
  ms: number;
}

/** Classifies an answer: a 200 with data and no errors is an acknowledgement; an error with a code is a coded error. */
export const classify = (status: number, body: unknown): { outcome: Outcome; code?: string } => {
  const errors = (body as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  if (status === 200 && body && typeof body === 'object' && (!errors || errors.length === 0)) return { outcome: 'ok' };
  const code = errors?.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  if (typeof code === 'string') return { outcome: 'coded', code };
  return { outcome: 'error', code: `HTTP ${status}` };
};

export interface OperationTally {
  operation: string;
  sent: number;
  ok: number;
  coded: number;
  error: number;
  network: number;
  timeout: number;
  /** Codes and how often each came back. */
  codes: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/** Outcomes and latencies per operation, in the order operations first appear. */
export const tally = (records: readonly RequestRecord[]): OperationTally[] => {
  const by = new Map<string, RequestRecord[]>();
  for (const r of records) by.set(r.operation, [...(by.get(r.operation) ?? []), r]);
  return [...by].map(([operation, rs]) => {
    const times = rs.map((r) => r.ms).sort((a, b) => a - b);
    const codes: Record<string, number> = {};
    for (const r of rs) if (r.outcome !== 'ok' && r.code) codes[r.code] = (codes[r.code] ?? 0) + 1;
    const count = (o: Outcome) => rs.filter((r) => r.outcome === o).length;
    return {
      operation,
      sent: rs.length,
      ok: count('ok'),
      coded: count('coded'),
      error: count('error'),
      network: count('network'),
      timeout: count('timeout'),
      codes,
      p50: quantile(times, 0.5),
      p99: quantile(times, 0.99),
      max: times[times.length - 1] ?? 0,
    };
  });
};

/** How often each tag occurs among the rows found. */
export const countTags = (found: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const tag of found) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
};

export interface TagCheck {
  /** Acknowledged tags with no row. */
  lost: string[];
  /** Tags (acknowledged or not) with more rows than one command makes. */
  duplicated: string[];
}

/**
 * Compares the tags the API acknowledged with the rows found: an acknowledged tag must be there `expected` times; any
 * tag, acknowledged or not (a request that timed out may still have been applied), must not be there more often.
 */
export const checkTags = (acknowledged: readonly string[], found: readonly string[], expected = 1): TagCheck => {
  const counts = countTags(found);
  const lost = [...new Set(acknowledged)].filter((tag) => (counts.get(tag) ?? 0) < expected);
  const duplicated = [...counts].filter(([, n]) => n > expected).map(([tag]) => tag);
  return { lost, duplicated };
};

export interface Verdict {
  lost: number;
  duplicated: number;
  hung: number;
}

/** The report's last line. */
export const reportLine = (v: Verdict): string => `chaos: ${v.lost} lost, ${v.duplicated} duplicated, ${v.hung} hung`;

/** Whether the run passes: nothing lost, duplicated or hung. */
export const passed = (v: Verdict): boolean => v.lost === 0 && v.duplicated === 0 && v.hung === 0;
