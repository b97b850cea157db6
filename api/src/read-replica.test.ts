// Read-only operations through an API with a read replica: queries are answered there, mutations on the primary, a
// person reads their own writes at once, and the front ends' shipped queries answer on the replica as on the primary.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRootUsers, seed } from '@pp/seeds';
import {
  buildSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  Kind,
  parse,
  type OperationDefinitionNode,
  type TypeNode,
} from 'postgraphile/graphql';
import { readAfterHeader, writePositionHeader } from '@pp/domain';
import { startPrimaryWithReplica, type PrimaryWithReplica } from '../../scripts/test-setup/replica.ts';
import { startTestApi, type TestApi } from './test-server.ts';
import { defaultManifestFiles } from './trusted-documents.ts';

let servers: PrimaryWithReplica;
/** The API whose read-only operations go to the replica, a second process like it, and one on the primary alone. */
let viaReplica: TestApi;
let otherProcess: TestApi;
let primaryOnly: TestApi;

beforeAll(async () => {
  servers = await startPrimaryWithReplica((ownerUrl) => seed(ownerUrl));
  const { ownerUrl, authUrl, readUrl } = servers;
  viaReplica = await startTestApi({ database: { ownerUrl, authUrl, readUrl } });
  otherProcess = await startTestApi({ database: { ownerUrl, authUrl, readUrl } });
  primaryOnly = await startTestApi({ database: { ownerUrl, authUrl } });
}, 180_000);
afterAll(async () => {
  await servers?.resumeReplay().catch(() => undefined);
  await viaReplica?.close();
  await otherProcess?.close();
  await primaryOnly?.close();
  // an ended pool's connections say goodbye on their own time: let them, before the servers shut down
  await new Promise((resolve) => setTimeout(resolve, 300));
  await servers?.stop();
});

const query = async <R extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<R[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
};

/** Pauses the replica's replay and waits until it has stopped applying WAL. */
const pauseReplay = async (): Promise<void> => {
  await servers.pauseReplay();
  for (;;) {
    const [state] = await query<{ state: string }>(servers.replicaRootUrl, 'select pg_get_wal_replay_pause_state() as state');
    if (state?.state === 'paused') return;
    await new Promise((r) => setTimeout(r, 10));
  }
};

const me = `{ currentUserInfo { defaultUser { userId userName } } }`;
type Me = { currentUserInfo: { defaultUser: { userId: string; userName: string } } };

describe('routing by operation', () => {
  it('answers a query from the replica, runs a mutation on the primary, and shows a person their own write at once', async () => {
    const reader = await viaReplica.sign({ sub: randomUUID(), name: 'Quinn Reader' });
    const writer = await viaReplica.sign({ sub: randomUUID(), name: 'Wendy Writer' });
    const readerId = (await viaReplica.graphql<Me>(me, {}, reader)).body.data!.currentUserInfo.defaultUser.userId;
    expect((await viaReplica.graphql<Me>(me, {}, writer)).body.errors).toBeUndefined();
    await servers.caughtUp();
    await pauseReplay();
    try {
      // a change made directly on the primary: the reader's next query does not see it while the replica is paused
      await query(servers.ownerUrl, `update app_public.users set name = 'Quinn Renamed' where id = $1`, [readerId]);
      const before = await viaReplica.graphql<Me>(me, {}, reader);
      expect(before.body.data?.currentUserInfo.defaultUser.userName).toBe('Quinn Reader');

      // the writer's command runs on the primary (the replica refuses writes) and is not on the replica yet
      const hongKong = String(61_000_000 + Math.floor(Math.random() * 9_000_000));
      const sent = await viaReplica.graphql<{ sendVerificationCode: { result: { id: string } } }>(
        `mutation($n: String!) { sendVerificationCode(input: { phonePrefixCountryCode: "+852", contactNumber: $n }) { result { id } } }`,
        { n: hongKong },
        writer,
      );
      expect(sent.body.errors).toBeUndefined();
      const codeId = sent.body.data!.sendVerificationCode.result.id;
      const where = 'select count(*)::int as n from app_private.verification_codes where id = $1';
      expect(await query(servers.ownerUrl, where, [codeId])).toEqual([{ n: 1 }]);
      expect(await query(servers.replicaOwnerUrl, where, [codeId])).toEqual([{ n: 0 }]);

      // ...yet the writer's next read sees it: their reads go to the primary until the replica has replayed it
      const status = await viaReplica.graphql<{ verificationCodeStatus: string | null }>(`query($id: UUID!) { verificationCodeStatus(id: $id) }`, { id: codeId }, writer);
      expect(status.body.data?.verificationCodeStatus).toBe('SENDING');

      // a person signing in for the first time reads the identity their first sign-in just wrote on the primary
      const newcomer = await viaReplica.sign({ sub: randomUUID(), name: 'Nina Newcomer' });
      expect((await viaReplica.graphql<Me>(me, {}, newcomer)).body.data?.currentUserInfo.defaultUser.userName).toBe('Nina Newcomer');

      // the reader still reads the replica
      expect((await viaReplica.graphql<Me>(me, {}, reader)).body.data?.currentUserInfo.defaultUser.userName).toBe('Quinn Reader');
    } finally {
      await servers.resumeReplay();
    }
    await servers.caughtUp();
    expect((await viaReplica.graphql<Me>(me, {}, reader)).body.data?.currentUserInfo.defaultUser.userName).toBe('Quinn Renamed');
  });
});

describe('reading one\'s own writes across API processes', () => {
  /** POSTs an operation with the client's headers; the body and the write position the API answered with. */
  const send = async (api: TestApi, query: string, variables: Record<string, unknown>, token: string, readAfter?: string) => {
    const res = await fetch(api.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(readAfter ? { [readAfterHeader]: readAfter } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] }, position: res.headers.get(writePositionHeader) };
  };

  it('a mutation answers its write position; another process reads the replica unless the client sends it back', async () => {
    const person = { sub: randomUUID(), name: 'Petra Processes' };
    // (each test API trusts its own signing key: the same person's token for each)
    const writer = await viaReplica.sign(person);
    const writerElsewhere = await otherProcess.sign(person);
    // both processes have seen the person (their first sign-in is behind them), and the replica has caught up
    expect((await send(viaReplica, me, {}, writer)).body.errors).toBeUndefined();
    expect((await send(otherProcess, me, {}, writerElsewhere)).body.errors).toBeUndefined();
    expect((await send(viaReplica, me, {}, writer)).position).toBeNull(); // a query answers no position
    await servers.caughtUp();
    await pauseReplay();
    const status = `query($id: UUID!) { verificationCodeStatus(id: $id) }`;
    let codeId = '';
    try {
      const number = String(61_000_000 + Math.floor(Math.random() * 9_000_000));
      const sent = await send(
        viaReplica,
        `mutation($n: String!) { sendVerificationCode(input: { phonePrefixCountryCode: "+852", contactNumber: $n }) { result { id } } }`,
        { n: number },
        writer,
      );
      expect(sent.body.errors).toBeUndefined();
      expect(sent.position).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      codeId = (sent.body.data as { sendVerificationCode: { result: { id: string } } }).sendVerificationCode.result.id;

      // the other process knows nothing of the write: without the position it reads the replica, which lacks it
      expect((await send(otherProcess, status, { id: codeId }, writerElsewhere)).body.data).toEqual({ verificationCodeStatus: null });
      // with the position the client carries, it reads the primary
      expect((await send(otherProcess, status, { id: codeId }, writerElsewhere, sent.position!)).body.data).toEqual({ verificationCodeStatus: 'SENDING' });
      // a malformed position is ignored (the replica answers)
      expect((await send(otherProcess, status, { id: codeId }, writerElsewhere, 'not-a-position')).body.data).toEqual({ verificationCodeStatus: null });
    } finally {
      await servers.resumeReplay();
    }
    // once the replica has replayed the write, it answers every process
    await servers.caughtUp();
    expect((await send(otherProcess, status, { id: codeId }, writerElsewhere)).body.data).toEqual({ verificationCodeStatus: 'SENDING' });
  });
});

// The shipped read-only documents, with their required variables filled from their names and types.
const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
const shippedQueries = (): { name: string; text: string; operation: OperationDefinitionNode }[] => {
  const out: { name: string; text: string; operation: OperationDefinitionNode }[] = [];
  for (const file of defaultManifestFiles) {
    for (const text of Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      if (operation?.operation === 'query') out.push({ name: operation.name?.value ?? '(anonymous)', text, operation });
    }
  }
  return out;
};

interface Persona {
  rootUserId: string;
  companyId: string | null;
  identityId: string;
}

const nowhere = '00000000-0000-4000-8000-000000000000';

const valueFor = (variable: string, type: TypeNode, persona: Persona): unknown => {
  if (type.kind === Kind.NON_NULL_TYPE) return valueFor(variable, type.type, persona);
  if (type.kind === Kind.LIST_TYPE) return [valueFor(variable, type.type, persona)];
  const named = schema.getType(type.name.value);
  if (named instanceof GraphQLEnumType) return named.getValues()[0]?.name;
  if (named instanceof GraphQLInputObjectType) return {};
  switch (type.name.value) {
    case 'UUID':
      if (variable === 'companyId') return persona.companyId ?? nowhere;
      if (variable === 'rootUserId') return persona.rootUserId;
      if (variable === 'userId' || variable === 'applicantId') return persona.identityId;
      return nowhere;
    case 'Int':
      return variable === 'offset' ? 0 : variable === 'first' ? 20 : variable === 'year' ? new Date().getUTCFullYear() : 1;
    case 'Boolean':
      return false;
    case 'Date':
      return new Date().toISOString().slice(0, 10);
    case 'Datetime':
      return '2020-01-01T00:00:00Z';
    default:
      return 'a';
  }
};

const requiredVariables = (operation: OperationDefinitionNode) =>
  (operation.variableDefinitions ?? []).filter((v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue);
const namedTypeOf = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type));

/** The required variables filled; optional lists empty (a front end sends `ids: []` rather than nothing). */
const variablesFor = (operation: OperationDefinitionNode, persona: Persona): Record<string, unknown> => ({
  ...Object.fromEntries((operation.variableDefinitions ?? []).filter((v) => v.type.kind === Kind.LIST_TYPE).map((v) => [v.variable.name.value, []])),
  ...Object.fromEntries(requiredVariables(operation).map((v) => [v.variable.name.value, valueFor(v.variable.name.value, v.type, persona)])),
});

/** An answer without the ids an internal error is logged under (new for every error). */
const withoutErrorIds = <T extends { body: { errors?: { extensions?: Record<string, unknown> }[] } }>(answer: T): T => {
  for (const error of answer.body.errors ?? []) delete error.extensions?.errorId;
  return answer;
};

describe("the front ends' read paths on the replica", () => {
  for (const [label, rootUserId] of [
    ['a vendor admin', demoRootUsers.vendorAdmin],
    ['a member', demoRootUsers.member],
  ] as const) {
    it(`answers every shipped query as ${label} as the primary does`, async () => {
      const [identity] = await query<{ id: string; company_id: string | null }>(
        servers.ownerUrl,
        'select id, company_id from app_public.users where root_user_id = $1 order by company_id is null, first_joined_at limit 1',
        [rootUserId],
      );
      const persona: Persona = { rootUserId, companyId: identity!.company_id, identityId: identity!.id };
      const replicaToken = await viaReplica.sign({ sub: rootUserId });
      const primaryToken = await primaryOnly.sign({ sub: rootUserId });
      // the person's first request (their sign-in bookkeeping) is behind them, and replayed
      await viaReplica.graphql(me, {}, replicaToken);
      await primaryOnly.graphql(me, {}, primaryToken);
      await servers.caughtUp();

      // a filter may not be empty, and what one would hold is not simple to fill: those documents are left out
      const documents = shippedQueries().filter(({ operation }) => !requiredVariables(operation).some((v) => /Filter$/.test(namedTypeOf(v.type))));
      const answered: string[] = [];
      for (const { name, text, operation } of documents) {
        const variables = variablesFor(operation, persona);
        const fromReplica = withoutErrorIds(await viaReplica.graphql(text, variables, replicaToken));
        const fromPrimary = withoutErrorIds(await primaryOnly.graphql(text, variables, primaryToken));
        expect({ name, ...fromReplica }).toEqual({ name, ...fromPrimary });
        if (fromReplica.status === 200 && !fromReplica.body.errors && fromReplica.body.data) answered.push(name);
      }
      // most answered with data, without errors
      expect(answered.length).toBeGreaterThan(documents.length * 0.6);

      // and the replica answered them: a change made directly on the primary while its replay is paused is not seen
      const currentUserInfo = documents.find((d) => d.name === 'CurrentUserInfo')!.text;
      type Info = { currentUserInfo: { defaultUser: { userName: string } } };
      const [{ name: shownName } = { name: '' }] = await query<{ name: string }>(servers.ownerUrl, 'select name from app_public.users where id = $1', [persona.identityId]);
      await pauseReplay();
      try {
        await query(servers.ownerUrl, `update app_public.users set name = name || ' (renamed)' where root_user_id = $1`, [rootUserId]);
        const fromReplica = await viaReplica.graphql<Info>(currentUserInfo, {}, replicaToken);
        const fromPrimary = await primaryOnly.graphql<Info>(currentUserInfo, {}, primaryToken);
        expect(fromPrimary.body.data?.currentUserInfo.defaultUser.userName).toMatch(/ \(renamed\)$/);
        expect(fromReplica.body.data?.currentUserInfo.defaultUser.userName).not.toMatch(/ \(renamed\)$/);
      } finally {
        await query(servers.ownerUrl, `update app_public.users set name = replace(name, ' (renamed)', '') where root_user_id = $1`, [rootUserId]);
        await servers.resumeReplay();
      }
      expect(shownName).not.toBe('');
    });
  }
});

describe('without the replica', () => {
  it('answers queries from the primary while the replica cannot be reached', async () => {
    const token = await viaReplica.sign({ sub: demoRootUsers.member });
    await servers.replica.stop();
    const answer = await viaReplica.graphql<Me>(me, {}, token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.currentUserInfo.defaultUser.userId).toBeTruthy();
  });
});
