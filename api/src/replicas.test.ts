// The API keeps nothing between requests that another process lacks: two API servers on the same database and the
// same object storage serve one person interchangeably. A subscription on one hears what a command sent through the
// other did, and an upload started on one is confirmed on the other.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { builtinRoleIds } from '@pp/domain';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDir } from '../../scripts/lib/paths.ts';
import { freePort } from '../../scripts/lib/proc.ts';
import { startStorage, type RunningStorage } from '../../scripts/lib/storage.ts';
import { makeTestKeyPair, startTestApi, type TestApi } from './test-server.ts';

let storage: RunningStorage;
let one: TestApi;
let two: TestApi;
let owner: pg.Pool;
const sockets: Client[] = [];

beforeAll(async () => {
  const port = Number(process.env.REPLICAS_TEST_STORAGE_PORT) || (await freePort());
  storage = await startStorage({ port, dataDir: join(dataDir, 'test-replicas-s3'), corsOrigins: ['http://localhost'], fresh: true, echo: false });
  // one signing key for both, as every replica trusts the same Keycloak realm
  const keyPair = await makeTestKeyPair();
  [one, two] = await Promise.all([startTestApi({ storage, keyPair }), startTestApi({ storage, keyPair })]);
  owner = new pg.Pool({ connectionString: process.env.DATABASE_URL });
}, 180_000);
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await one?.close();
  await two?.close();
  await owner?.end();
  await storage?.stop();
});

type Event = { userMessageAdded: { event: string; userMessage: { title: string; rootUserId: string } | null } };

/** An open `userMessageAdded` subscription on `api` and what it received. */
const subscribe = (api: TestApi, token: string) => {
  const socket = createClient({
    url: api.url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  sockets.push(socket);
  const received: FormattedExecutionResult<Event, unknown>[] = [];
  socket.subscribe<Event>(
    { query: 'subscription { userMessageAdded { event userMessage { title rootUserId } } }' },
    { next: (r) => received.push(r), error: () => undefined, complete: () => undefined },
  );
  return received;
};

describe('two API processes on one database and one storage', () => {
  it('a subscription opened on API 1 receives the message of a command sent through API 2', async () => {
    const { rows } = await owner.query<{ id: string; name: string }>(`insert into app_public.companies (name, site) values ($1, 'MAINLAND') returning id, name`, [
      `Replicas ${randomUUID()}`,
    ]);
    const company = rows[0]!;
    const member = async (sub: string, name: string, role: string) => {
      await owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [sub, `rep-${sub.slice(0, 8)}`, null, name]);
      const identity = await owner.query<{ id: string }>(
        `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, $3, 'JOINED', now()) returning id`,
        [sub, company.id, name],
      );
      await owner.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [identity.rows[0]!.id, role]);
      return identity.rows[0]!.id;
    };
    const adminSub = randomUUID();
    const memberSub = randomUUID();
    await member(adminSub, 'Ada Admin', builtinRoleIds.partnerAdministrator);
    const memberId = await member(memberSub, 'Mo Member', builtinRoleIds.regularMember);

    const received = subscribe(one, await one.sign({ sub: memberSub }));
    // listening once a message written meanwhile arrives
    await expect
      .poll(
        async () => {
          await owner.query(`insert into app_public.user_messages (root_user_id, title, user_message_type) values ($1, 'warm-up', 'COMMON')`, [memberSub]);
          return received.length;
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    received.length = 0;

    const removed = await two.graphql<{ removeCompanyUser: { result: { status: string } } }>(
      'mutation($u: UUID!) { removeCompanyUser(input: { userId: $u }) { result { status } } }',
      { u: memberId },
      await two.sign({ sub: adminSub }),
    );
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data?.removeCompanyUser.result.status).toBe('EXITED');
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    expect(received[0]).toEqual({
      data: { userMessageAdded: { event: 'created', userMessage: { title: `You are no longer a member of ${company.name}`, rootUserId: memberSub } } },
    });
  });

  it('an upload started on API 1 is confirmed on API 2 and opened through either', async () => {
    const sub = randomUUID();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    type Started = { uploadOneFile: { uploadedFileId: string; credentials: { url: string; method: string; headers: { name: string; value: string }[] } } };
    const started = await one.graphql<Started>(
      'mutation($input: UploadOneFileInput!) { uploadOneFile(input: $input) { uploadedFileId credentials { url method headers { name value } } } }',
      { input: { use: 'AVATAR', name: 'me.png', size: png.length, mimeType: 'image/png' } },
      await one.sign({ sub }),
    );
    expect(started.body.errors).toBeUndefined();
    const { uploadedFileId, credentials } = started.body.data!.uploadOneFile;
    const put = await fetch(credentials.url, {
      method: credentials.method,
      headers: Object.fromEntries(credentials.headers.map((h) => [h.name, h.value])),
      body: png,
    });
    expect(put.status).toBe(200);

    const onTwo = await two.sign({ sub });
    const confirmed = await two.graphql('mutation($id: UUID!) { confirmUploadedFile(id: $id) { id status size } }', { id: uploadedFileId }, onTwo);
    expect(confirmed.body).toEqual({ data: { confirmUploadedFile: { id: uploadedFileId, status: 'SUCCESS', size: String(png.length) } } });
    for (const api of [one, two]) {
      const link = await api.graphql<{ generateOneFileUrl: { url: string } }>(
        'query($id: UUID!) { generateOneFileUrl(fileId: $id) { url } }',
        { id: uploadedFileId },
        await api.sign({ sub }),
      );
      const file = await fetch(link.body.data!.generateOneFileUrl.url);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
    }
  });
});
