import { randomUUID } from 'node:crypto';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test-server.ts';
import { defaultManifestFiles } from './trusted-documents.ts';
import { readFileSync } from 'node:fs';

// The live feed of new messages: a websocket subscription per signed-in page.
let t: TestApi;
let owner: pg.Pool;
const clients: Client[] = [];

beforeAll(async () => {
  t = await startTestApi();
  owner = new pg.Pool({ connectionString: process.env.DATABASE_URL });
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await t?.close();
  await owner?.end();
});

const subscription = `subscription { userMessageAdded { event userMessage { id title content rootUserId } } }`;

type Event = { userMessageAdded: { event: string; userMessage: { id: string; title: string; content: string; rootUserId: string } | null } };

/** A person whose first request created their root user, and their open subscription's received events. */
const listener = async (token?: string, query = subscription, api: TestApi = t) => {
  const client = createClient({
    url: api.url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  clients.push(client);
  const received: FormattedExecutionResult<Event, unknown>[] = [];
  const failure: { error?: unknown } = {};
  const done = new Promise<void>((resolve) => {
    client.subscribe<Event>(
      { query },
      {
        next: (r) => received.push(r),
        error: (error) => {
          failure.error = error;
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  return { client, received, failure, done };
};

const person = async (api: TestApi = t) => {
  const sub = randomUUID();
  const token = await api.sign({ sub });
  // the person has signed in before: their root user exists
  await owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [sub, `live-${sub.slice(0, 8)}`, null, 'Live Person']);
  return { sub, token };
};

const message = async (rootUserId: string, title: string) =>
  (
    await owner.query<{ id: string }>(
      `insert into app_public.user_messages (root_user_id, title, content, user_message_type) values ($1, $2, 'for your eyes only', 'COMMON') returning id`,
      [rootUserId, title],
    )
  ).rows[0]!.id;

/** Waits until the subscription is listening: messages are sent until one arrives, then the received list is reset. */
const ready = async (who: { sub: string }, feed: { received: unknown[] }) => {
  await expect
    .poll(
      async () => {
        await message(who.sub, 'warm-up');
        return feed.received.length;
      },
      { timeout: 10_000, interval: 300 },
    )
    .toBeGreaterThan(0);
  await new Promise((r) => setTimeout(r, 300));
  feed.received.length = 0;
};

describe('userMessageAdded', () => {
  it('delivers each new message to its recipient at once, and to nobody else', async () => {
    const a = await person();
    const b = await person();
    const feedA = await listener(a.token);
    const feedB = await listener(b.token);
    await ready(a, feedA);
    await ready(b, feedB);

    const forA = await message(a.sub, 'Hello A');
    const forB = await message(b.sub, 'Hello B');
    await expect.poll(() => feedA.received.length + feedB.received.length, { timeout: 5_000 }).toBe(2);
    await new Promise((r) => setTimeout(r, 500));
    expect(feedA.received).toEqual([
      { data: { userMessageAdded: { event: 'created', userMessage: { id: forA, title: 'Hello A', content: 'for your eyes only', rootUserId: a.sub } } } },
    ]);
    expect(feedB.received).toEqual([
      { data: { userMessageAdded: { event: 'created', userMessage: { id: forB, title: 'Hello B', content: 'for your eyes only', rootUserId: b.sub } } } },
    ]);
  });

  it('refuses a socket without a token (UNAUTHENTICATED) and one with a bad token', async () => {
    const anonymous = await listener();
    await anonymous.done;
    expect(anonymous.received.some((r) => r.data?.userMessageAdded)).toBe(false);
    expect(JSON.stringify([anonymous.received, anonymous.failure.error ?? null])).toContain('"code":"UNAUTHENTICATED"');

    const forged = await t.sign({ sub: randomUUID(), aud: 'someone-else' });
    const bad = await listener(forged);
    await bad.done;
    expect(bad.received.some((r) => r.data?.userMessageAdded)).toBe(false);
    expect(JSON.stringify([bad.received, bad.failure.error ?? null])).toMatch(/UNAUTHENTICATED|TOKEN_/);
  });
});

describe('userMessageAdded with trusted documents (as in production)', () => {
  let trusted: TestApi;
  beforeAll(async () => {
    trusted = await startTestApi({ trustedDocuments: true });
  });
  afterAll(async () => trusted?.close());

  const shippedSubscription = (() => {
    for (const file of defaultManifestFiles) {
      for (const text of Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
        if (text.startsWith('subscription UserMessageAdded')) return text;
      }
    }
    throw new Error('the portal ships no UserMessageAdded subscription');
  })();

  it('runs the portal’s shipped subscription for an ordinary user and refuses one of their own', async () => {
    const a = await person(trusted);
    const own = await listener(a.token, subscription, trusted);
    await own.done;
    expect(JSON.stringify([own.received, own.failure.error ?? null])).toContain('OPERATION_NOT_ALLOWED');

    const shipped = await listener(a.token, shippedSubscription, trusted);
    await ready(a, shipped);
    const id = await message(a.sub, 'Shipped');
    await expect.poll(() => shipped.received.length, { timeout: 5_000 }).toBe(1);
    expect(JSON.stringify(shipped.received[0])).toContain(id);
  });
});
