import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentEvent } from '@pp/domain';
import { ContentEventBatcher } from './batcher.ts';

const view = (id: string): ContentEvent => ({ contentKind: 'MATERIAL', contentId: id, eventType: 'VIEW' });

describe('the content event batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what it gathered one interval after the first event, in one batch', () => {
    const send = vi.fn(() => Promise.resolve());
    const b = new ContentEventBatcher(send, 3000);
    b.add(view('a'), 'c1');
    vi.advanceTimersByTime(2000);
    b.add(view('b'), 'c1');
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([view('a'), view('b')], 'c1');
    expect(b.size).toBe(0);
  });

  it('sends at once when a batch is full, and never more than one batch holds', () => {
    const send = vi.fn(() => Promise.resolve());
    const b = new ContentEventBatcher(send, 3000, 3);
    for (const id of ['a', 'b', 'c', 'd']) b.add(view(id), null);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith([view('a'), view('b'), view('c')], null);
    vi.advanceTimersByTime(3000);
    expect(send).toHaveBeenLastCalledWith([view('d')], null);
  });

  it('keeps the events of each current company apart, and sends all on flush', () => {
    const send = vi.fn(() => Promise.resolve());
    const b = new ContentEventBatcher(send, 3000);
    b.add(view('a'), 'c1');
    b.add(view('b'), 'c2');
    b.add(view('c'), 'c1');
    b.flush();
    expect(send.mock.calls).toEqual([[[view('a'), view('c')], 'c1'], [[view('b')], 'c2']]);
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('drops a batch the server refused without disturbing the next', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const b = new ContentEventBatcher(send, 10);
    b.add(view('a'), null);
    b.flush();
    await Promise.resolve();
    b.add(view('b'), null);
    b.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
