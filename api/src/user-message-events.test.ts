import { randomUUID } from 'node:crypto';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test-server.ts';

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
const listener = async (token?: string) => {
  const client = createClient({
    url: t.url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  clients.push(client);
  const received: FormattedExecutionResult<Event, unknown>[] = [];
  const failure: { error?: unknown } = {};
  const done = new Promise<void>((resolve) => {
    client.subscribe<Event>(
      { query: subscription },
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

const person = async () => {
  const sub = randomUUID();
  const token = await t.sign({ sub });
  // the first request creates the root user
  await t.graphql('{ currentUserInfo { rootUserId } }', {}, token);
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
