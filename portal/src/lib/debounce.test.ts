import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@pp/domain';
import { debounce } from './debounce.ts';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the last value after the company search delay', () => {
    const calls: string[] = [];
    const search = debounce((text: string) => calls.push(text), timings.companySearchDebounceMs);
    search('C');
    vi.advanceTimersByTime(200);
    search('Cloud');
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    search('Cloudway');
    vi.advanceTimersByTime(500);
    expect(calls).toEqual(['Cloudway']);
  });

  it('can be cancelled and flushed', () => {
    const calls: number[] = [];
    const d = debounce((n: number) => calls.push(n), 300);
    d(1);
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    d(2);
    d.flush();
    expect(calls).toEqual([2]);
  });
});
