// The API behind PgBouncer (Debian's 1.18) in transaction mode with ONE server connection shared by every client:
// concurrent requests of different people and of anonymous callers each get their own answer, nothing a request sets
// outlives its transaction on that connection, and subscriptions still hear their notifications (they listen on a
// direct connection). A negative control shows that the same checks do see a leak when one is made.
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgBouncerBinary, startPgBouncer, type PgBouncerLogin, type RunningPgBouncer } from '../../scripts/lib/pgbouncer.ts';
import { freePort } from '../../scripts/lib/proc.ts';
import { startTestApi, type TestApi } from './test-server.ts';

const binary = pgBouncerBinary();
const inCi = process.env.CI === '1' || process.env.CI === 'true';
if (!binary && !inCi) console.warn('pooling.test.ts skipped: pgbouncer is not installed (apt-get install pgbouncer)');

const me = '{ currentUserInfo { rootUserId } userMessages { totalCount nodes { rootUserId title } } }';
const anonymousMe = '{ currentUserInfo { rootUserId } }';

type Answer = {
  status: number;
  body: { data?: { currentUserInfo?: { rootUserId: string } | null; userMessages?: { totalCount: number; nodes: { rootUserId: string; title: string }[] } | null } | null; errors?: { extensions?: { code?: string } }[] };
};

interface Person {
  sub: string;
  token: string;
  titles: string[];
}

const shuffle = <T>(items: T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

// Under CI the binary must be there (.ci/run installs it): a missing one fails the file instead of skipping it.
describe.skipIf(!binary && !inCi)('the API behind PgBouncer 1.18 in transaction mode, one server connection', () => {
  const authUrl = process.env.AUTH_DATABASE_URL!;
  const login: PgBouncerLogin = { name: decodeURIComponent(new URL(authUrl).username), password: decodeURIComponent(new URL(authUrl).password) };
  let bouncer: RunningPgBouncer;
  let api: TestApi;
  let owner: pg.Pool;
  let adminConsole: pg.Client;
  const clients: { end(): Promise<void> }[] = [];

  /** A new client connection to the pooler as the login role (each is a separate client sharing the server connection). */
  const pooledClient = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: bouncer.url(login) });
    await client.connect();
    clients.push(client);
    return client;
  };
  const serverConnections = async (): Promise<number> => {
    const { rows } = await adminConsole.query<Record<string, string | number>>('SHOW POOLS');
    const pool = rows.find((r) => r.user === login.name)!;
    return ['sv_active', 'sv_idle', 'sv_used', 'sv_tested', 'sv_login'].reduce((sum, key) => sum + Number(pool[key]), 0);
  };

  beforeAll(async () => {
    if (!binary) throw new Error('pgbouncer is not installed: .ci/run installs it with apt-get (`apt-get install pgbouncer`)');
    bouncer = await startPgBouncer({ port: Number(process.env.PGBOUNCER_TEST_PORT) || (await freePort()), serverUrl: authUrl, logins: [login], poolSize: 1 });
    api = await startTestApi({ authUrl: bouncer.url(login), authPoolMode: 'transaction', listenUrl: authUrl });
    owner = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    adminConsole = new pg.Client({ connectionString: bouncer.adminUrl });
    await adminConsole.connect();
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => undefined);
    await adminConsole?.end().catch(() => undefined);
    await api?.close();
    await owner?.end();
    await bouncer?.stop();
  });

  /** A person who signed in before, with `count` messages of their own. */
  const person = async (count: number): Promise<Person> => {
    const sub = randomUUID();
    await owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [sub, `pool-${sub.slice(0, 8)}`, null, 'Pooled Person']);
    const titles = Array.from({ length: count }, (_, k) => `for ${sub.slice(0, 8)} #${k}`);
    for (const title of titles) {
      await owner.query(`insert into app_public.user_messages (root_user_id, title, user_message_type) values ($1, $2, 'COMMON')`, [sub, title]);
    }
    return { sub, token: await api.sign({ sub, email: `${sub.slice(0, 8)}@example.com`, name: `Person ${sub.slice(0, 8)}` }), titles };
  };

  it('negative control: a session-level setting made by one client is seen by the next client, and by an anonymous request', async () => {
    const victim = await person(1);
    const leaker = await pooledClient();
    const next = await pooledClient();
    await leaker.query(`select set_config('jwt.claims.sub', $1, false)`, [victim.sub]);
    try {
      // the check below (an empty subject outside any request) sees a leak when there is one
      expect((await next.query<{ sub: string }>(`select current_setting('jwt.claims.sub', true) as sub`)).rows[0]!.sub).toBe(victim.sub);
      // and so does the GraphQL check: the anonymous caller is answered as the victim
      const anonymous = (await api.graphql(anonymousMe)) as Answer;
      expect(anonymous.body.data?.currentUserInfo?.rootUserId).toBe(victim.sub);
    } finally {
      await leaker.query('reset jwt.claims.sub');
    }
    expect([null, '']).toContain((await next.query<{ sub: string | null }>(`select current_setting('jwt.claims.sub', true) as sub`)).rows[0]!.sub);
    expect(await serverConnections()).toBe(1);
  });

  it('answers each of many concurrent requests with the caller’s own subject and rows, all over one server connection', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map((count) => person(count)));
    const calls = shuffle([
      ...people.flatMap((p) => Array.from({ length: 8 }, () => ({ who: p as Person | null }))),
      ...Array.from({ length: 16 }, () => ({ who: null as Person | null })),
    ]);
    const { rows: before } = await adminConsole.query<{ database: string; total_xact_count: string }>('SHOW STATS');
    const xactsBefore = Number(before.find((r) => r.database === new URL(authUrl).pathname.slice(1))!.total_xact_count);

    // While the requests run, another client of the same server connection keeps asking what is set between them.
    const probe = await pooledClient();
    const seenBetween = new Set<string>();
    let burstDone = false;
    const probing = (async () => {
      while (!burstDone) {
        const { rows } = await probe.query<{ sub: string | null; who: string }>(`select current_setting('jwt.claims.sub', true) as sub, current_user as who`);
        seenBetween.add(`${rows[0]!.sub ?? ''}|${rows[0]!.who}`);
      }
    })();
    // Twelve lanes of calls in a row, all lanes at once: anonymous calls come between people's all along (fired all
    // at once, they would run first, as they skip the token's verification).
    const lanes = Array.from({ length: 12 }, (_, lane) => calls.filter((_call, i) => i % 12 === lane));
    const answers = (
      await Promise.all(
        lanes.map(async (lane) => {
          const answered: { who: Person | null; answer: Answer }[] = [];
          for (const { who } of lane) answered.push({ who, answer: (who ? await api.graphql(me, {}, who.token) : await api.graphql(anonymousMe)) as Answer });
          return answered;
        }),
      )
    ).flat();
    burstDone = true;
    await probing;

    for (const { who, answer } of answers) {
      if (who) {
        expect(answer.body.errors).toBeUndefined();
        expect(answer.body.data?.currentUserInfo?.rootUserId).toBe(who.sub);
        expect(answer.body.data?.userMessages?.totalCount).toBe(who.titles.length);
        expect(answer.body.data?.userMessages?.nodes.map((n) => [n.rootUserId, n.title]).sort()).toEqual(who.titles.map((t) => [who.sub, t]).sort());
      } else {
        expect(answer.body.data?.currentUserInfo ?? null).toBeNull();
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    }
    // between requests the connection had no subject and was back to the login role
    expect([...seenBetween]).toEqual([`|${login.name}`]);
    expect(await serverConnections()).toBe(1);
    const { rows: after } = await adminConsole.query<{ database: string; total_xact_count: string }>('SHOW STATS');
    const xacts = Number(after.find((r) => r.database === new URL(authUrl).pathname.slice(1))!.total_xact_count) - xactsBefore;
    expect(xacts).toBeGreaterThanOrEqual(calls.length);
    // the API's own pool was many clients of the pooler, all served by that one connection
    const { rows: pooledClients } = await adminConsole.query<{ user: string }>('SHOW CLIENTS');
    expect(pooledClients.filter((c) => c.user === login.name).length).toBeGreaterThan(3);
  });

  it('leaves nothing of a request on the server connection: no subject, no role, no prepared statement', async () => {
    const p = await person(1);
    expect(((await api.graphql(me, {}, p.token)) as Answer).body.data?.currentUserInfo?.rootUserId).toBe(p.sub);
    const next = await pooledClient();
    for (const statement of ['begin', 'commit'] as const) {
      // outside a transaction and at the start of the next one alike
      if (statement === 'begin') await next.query('begin');
      const { rows } = await next.query<{ sub: string | null; email: string | null; name: string | null; role: string; who: string; prepared: string; jit: string }>(
        `select current_setting('jwt.claims.sub', true) as sub, current_setting('jwt.claims.email', true) as email,
           current_setting('jwt.claims.name', true) as name, current_setting('role') as role, current_user as who,
           (select count(*) from pg_prepared_statements)::text as prepared, current_setting('jit_optimize_above_cost') as jit`,
      );
      if (statement === 'begin') await next.query('commit');
      expect(rows[0]!.sub ?? '').toBe('');
      expect(rows[0]!.email ?? '').toBe('');
      expect(rows[0]!.name ?? '').toBe('');
      expect(rows[0]!.role).toBe('none');
      expect(rows[0]!.who).toBe(login.name);
      expect(rows[0]!.jit).toBe('-1');
      // statements reach the shared connection unnamed: none stays prepared for another client to collide with
      expect(rows[0]!.prepared).toBe('0');
    }
  });

  it('delivers a subscription’s notification: it listens on the direct connection, not through the pooler', async () => {
    const p = await person(0);
    const received: unknown[] = [];
    const ws: Client = createClient({
      url: api.url.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${p.token}` },
      retryAttempts: 0,
    });
    clients.push({ end: () => ws.dispose() as Promise<void> });
    ws.subscribe({ query: 'subscription { userMessageAdded { event userMessage { title rootUserId } } }' }, { next: (r) => received.push(r), error: () => undefined, complete: () => undefined });
    await expect
      .poll(
        async () => {
          await owner.query(`insert into app_public.user_messages (root_user_id, title, user_message_type) values ($1, 'live', 'COMMON')`, [p.sub]);
          return received.length;
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBeGreaterThan(0);
    expect(received[0]).toEqual({ data: { userMessageAdded: { event: 'created', userMessage: { title: 'live', rootUserId: p.sub } } } });
  });

  it('needs the unnamed statements: the same API with prepared statements fails through the shared connection', async () => {
    const prepared = await startTestApi({ authUrl: bouncer.url(login) });
    // the API masks database errors in its answers and logs the original
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const people = await Promise.all([1, 2, 3].map((count) => person(count)));
      const tokens = await Promise.all(people.map((p) => prepared.sign({ sub: p.sub })));
      const answers = await Promise.all(shuffle(tokens.flatMap((token) => Array.from({ length: 10 }, () => token))).map((token) => prepared.graphql(me, {}, token)));
      expect(answers.flatMap((a) => a.body.errors ?? []).length).toBeGreaterThan(0);
      // a statement name prepared on the shared connection by another client of the pooler (duplicate_prepared_statement)
      const codes = logged.mock.calls.flatMap((args) => args.map((arg) => (arg as { code?: unknown } | null)?.code));
      expect(codes).toContain('42P05');
    } finally {
      logged.mockRestore();
      await prepared.close();
    }
  });
});
