import { describe, expect, it } from 'vitest';
import { checkTags, classify, countTags, passed, reportLine, tally, type RequestRecord } from './report.ts';

describe('chaos bookkeeping', () => {
  it('classifies answers: acknowledged, coded, other errors', () => {
    expect(classify(200, { data: { x: 1 } })).toEqual({ outcome: 'ok' });
    expect(classify(200, { data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] })).toEqual({ outcome: 'coded', code: 'FORBIDDEN' });
    expect(classify(200, { errors: [{ message: 'boom' }] })).toEqual({ outcome: 'error', code: 'HTTP 200' });
    expect(classify(502, null)).toEqual({ outcome: 'error', code: 'HTTP 502' });
    expect(classify(200, { data: {}, errors: [] })).toEqual({ outcome: 'ok' });
  });

  it('counts tags and finds the lost and the duplicated', () => {
    expect([...countTags(['a', 'b', 'a'])]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    // b acknowledged and absent: lost; a twice: duplicated; c unacknowledged but applied once: fine
    expect(checkTags(['a', 'b'], ['a', 'a', 'c'])).toEqual({ lost: ['b'], duplicated: ['a'] });
    // an unacknowledged command applied twice is still a duplicate
    expect(checkTags([], ['t', 't'])).toEqual({ lost: [], duplicated: ['t'] });
    // a command that makes two rows (e.g. two history rows) expects two
    expect(checkTags(['x', 'y'], ['x', 'x', 'y', 'y', 'y'], 2)).toEqual({ lost: [], duplicated: ['y'] });
    expect(checkTags(['x', 'x'], ['x'])).toEqual({ lost: [], duplicated: [] });
  });

  it('tallies outcomes and latencies per operation', () => {
    const r = (operation: string, outcome: RequestRecord['outcome'], ms: number, code?: string): RequestRecord => ({ operation, command: true, outcome, ms, sentAt: 0, code });
    const [a, b] = tally([r('A', 'ok', 10), r('A', 'coded', 30, 'X'), r('B', 'timeout', 15_000, 'timeout'), r('A', 'ok', 20), r('A', 'network', 1, 'ECONNREFUSED')]);
    expect(a).toMatchObject({ operation: 'A', sent: 4, ok: 2, coded: 1, network: 1, timeout: 0, codes: { X: 1, ECONNREFUSED: 1 }, p50: 10, max: 30 });
    expect(b).toMatchObject({ operation: 'B', sent: 1, timeout: 1, p99: 15_000 });
  });

  it('prints the last line and passes only when all three are zero', () => {
    expect(reportLine({ lost: 0, duplicated: 2, hung: 1 })).toBe('chaos: 0 lost, 2 duplicated, 1 hung');
    expect(passed({ lost: 0, duplicated: 0, hung: 0 })).toBe(true);
    expect(passed({ lost: 1, duplicated: 0, hung: 0 })).toBe(false);
    expect(passed({ lost: 0, duplicated: 0, hung: 1 })).toBe(false);
  });
});
