import { contentAnalyticsLimits, type ContentEvent } from '@pp/domain';

/** Sends one batch of events, all in the same current company; a failure is the batch's loss, never the page's. */
export type SendContentEvents = (events: ContentEvent[], companyId: string | null) => Promise<unknown>;

interface Pending {
  event: ContentEvent;
  companyId: string | null;
}

/**
 * Gathers a reader's views and downloads and sends them in batches, so recording never waits on the server or
 * slows the page: the first event starts a timer of `flushMs`; the batch goes when it fires, when it holds the most
 * one batch may (the rest wait for the next), or when `flush()` is called (the page is hidden). Events of different
 * current companies go in separate batches.
 */
export class ContentEventBatcher {
  private pending: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: SendContentEvents,
    private readonly flushMs: number,
    private readonly max: number = contentAnalyticsLimits.contentEventsBatchMax,
  ) {}

  add(event: ContentEvent, companyId: string | null): void {
    this.pending.push({ event, companyId });
    if (this.pending.length >= this.max) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  /** Sends everything gathered now. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.pending.length > 0) {
      const companyId = this.pending[0]!.companyId;
      const same = this.pending.filter((p) => p.companyId === companyId).slice(0, this.max);
      this.pending = this.pending.filter((p) => !same.includes(p));
      this.send(same.map((p) => p.event), companyId).catch(() => undefined);
    }
  }

  get size(): number {
    return this.pending.length;
  }
}
