// The load's GraphQL client: every operation is sent as its front end sends it (a shipped document by hash), with a
// bearer token and a timeout, and every request is recorded with how it ended. Nothing is retried: a retry would hide
// what the first attempt did.
import { readFileSync } from 'node:fs';
import { defaultManifestFiles } from '../../api/src/trusted-documents.ts';
import { classify, type RequestRecord } from './report.ts';

const documents = new Map<string, string>();
for (const file of defaultManifestFiles) {
  for (const [hash, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
    const name = /(?:^|\s)(?:query|mutation) (\w+)/.exec(text)?.[1];
    if (name) documents.set(name, hash);
  }
}

export interface Answer {
  ok: boolean;
  data?: Record<string, unknown>;
}

export class ChaosClient {
  readonly records: RequestRecord[] = [];
  readonly started = Date.now();

  constructor(
    private readonly apiUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** A presigned request straight to the storage, recorded like the API's (the browser sends it this way). */
  async put(url: string, method: string, headers: Record<string, string>, body: Uint8Array<ArrayBuffer>): Promise<boolean> {
    const sentAt = Date.now() - this.started;
    const t0 = performance.now();
    const record = (r: Pick<RequestRecord, 'outcome' | 'code'>): void => {
      this.records.push({ operation: 'storage: presigned upload', command: false, sentAt, ms: performance.now() - t0, ...r });
    };
    try {
      const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
      await res.body?.cancel();
      record(res.ok ? { outcome: 'ok' } : { outcome: 'error', code: `HTTP ${res.status}` });
      return res.ok;
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      record(e.name === 'TimeoutError' || e.name === 'AbortError' ? { outcome: 'timeout', code: 'timeout' } : { outcome: 'network', code: e.cause?.code ?? e.name });
      return false;
    }
  }

  /** Sends a shipped operation; `tag` marks a command. Never throws: the outcome is recorded and returned. */
  async send(token: string, operation: string, variables: Record<string, unknown>, tag?: string): Promise<Answer> {
    const hash = documents.get(operation);
    if (!hash) throw new Error(`chaos: no front end ships an operation ${operation}`);
    const sentAt = Date.now() - this.started;
    const t0 = performance.now();
    const record = (r: Pick<RequestRecord, 'outcome' | 'code'>): void => {
      this.records.push({ operation, command: tag !== undefined, tag, sentAt, ms: performance.now() - t0, ...r });
    };
    try {
      const res = await fetch(`${this.apiUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ operationName: operation, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: an error page
      }
      const c = classify(res.status, body);
      record(c);
      return { ok: c.outcome === 'ok', data: (body as { data?: Record<string, unknown> } | null)?.data ?? undefined };
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      if (e.name === 'TimeoutError' || e.name === 'AbortError') record({ outcome: 'timeout', code: 'timeout' });
      else record({ outcome: 'network', code: e.cause?.code ?? e.name });
      return { ok: false };
    }
  }
}
