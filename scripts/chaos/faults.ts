// The faults: while the load runs, each part in turn is killed (SIGKILL of its process group; Postgres an immediate
// shutdown), left down a few seconds, started again through the stack's own start, and then probed until requests
// succeed again, without restarting anything else (recovery).
import pg from 'pg';
import type { Restartable, RunningStack } from '../lib/stack.ts';
import type { ChaosClient } from './client.ts';

export interface FaultRecord {
  part: Restartable;
  /** Seconds since the run's start when it was killed. */
  killedAt: number;
  /** How long the start again took, ms (until the part was ready). */
  restartMs?: number;
  /** From ready to the first successful probe, ms; undefined when none succeeded within the window. */
  recoveredMs?: number;
  error?: string;
}

export const FAULT_ORDER: readonly Restartable[] = ['api', 'worker', 'temporal', 'postgres', 'keycloak', 'storage'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface FaultOptions {
  stack: RunningStack;
  client: ChaosClient;
  /** A light read's token. */
  token: string;
  companyId: string;
  /** Asks Keycloak for a new token (its own probe). */
  freshToken: () => Promise<string>;
  seconds: number;
  /** The owner connection (the worker's and Temporal's probe reads the outbox). */
  ownerUrl: string;
  downMs?: number;
  /** The least time between a part's recovery and the next kill. */
  pauseMs?: number;
  recoveryWindowMs?: number;
}

/**
 * True when the relay has delivered to Temporal a row written after `since` (it works through a backlog in order, so
 * under load rows wait a while: what shows recovery is that rows written after the start get through at all).
 */
const outboxFlows = async (ownerUrl: string, since: Date): Promise<boolean> => {
  const client = new pg.Client({ connectionString: ownerUrl, connectionTimeoutMillis: 5000, query_timeout: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from app_private.outbox where relayed_at is not null and created_at > $1',
      [since],
    );
    return rows[0]!.n > 0;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * The probe that must succeed after a part's start: a light read through the API, and the part's own service (a new
 * token from Keycloak; an answer from the storage; the outbox relayed again after the worker or Temporal).
 */
const probe = async (o: FaultOptions, part: Restartable, since: Date): Promise<boolean> => {
  const read = await o.client.send(o.token, 'CurrentUserInfo', { companyId: o.companyId });
  if (!read.ok) return false;
  try {
    if (part === 'keycloak') await o.freshToken();
    if ((part === 'worker' || part === 'temporal') && !(await outboxFlows(o.ownerUrl, since))) return false;
    if (part === 'storage' && o.stack.storage) {
      const res = await fetch(`${o.stack.storage.endpoint}/`, { signal: AbortSignal.timeout(5000) });
      await res.body?.cancel();
    }
    return true;
  } catch {
    return false;
  }
};

export const runFaults = async (o: FaultOptions): Promise<FaultRecord[]> => {
  const parts = FAULT_ORDER.filter((p) => o.stack.parts[p]);
  const slotMs = (o.seconds * 1000) / (parts.length + 1);
  const started = Date.now();
  const out: FaultRecord[] = [];
  let lastDone = started;
  for (const [i, part] of parts.entries()) {
    // on its slot, and never sooner than a pause after the previous part came back (or gave up)
    const at = Math.max(started + slotMs * (i + 1) - slotMs / 2, lastDone + (o.pauseMs ?? 10_000));
    if (at > Date.now()) await sleep(at - Date.now());
    const handle = o.stack.parts[part]!;
    const record: FaultRecord = { part, killedAt: (Date.now() - o.client.started) / 1000 };
    out.push(record);
    console.log(`chaos: killing ${part} at ${record.killedAt.toFixed(0)} s`);
    try {
      await handle.kill();
      await sleep(o.downMs ?? 3000);
      const t0 = Date.now();
      await handle.start();
      record.restartMs = Date.now() - t0;
      const ready = Date.now();
      const deadline = ready + (o.recoveryWindowMs ?? 60_000);
      while (Date.now() < deadline) {
        if (await probe(o, part, new Date(ready))) {
          record.recoveredMs = Date.now() - ready;
          break;
        }
        await sleep(500);
      }
      console.log(`chaos: ${part} back after ${(record.restartMs / 1000).toFixed(1)} s, ` + (record.recoveredMs === undefined ? 'requests still failing' : `requests succeed ${record.recoveredMs} ms later`));
    } catch (error) {
      record.error = (error as Error).message;
      console.log(`chaos: ${part}: ${record.error}`);
    }
    lastDone = Date.now();
  }
  return out;
};
