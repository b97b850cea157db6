import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { builtinRoleIds } from '@pp/domain';

/** Connection for database tests: the owner URL the test setup provides. */
export const testDatabaseUrl = (): string => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the tests through `npm test` (vitest globalSetup starts Postgres)');
  return url;
};

/** The built-in roles' fixed ids come from domain (a test compares them with the database). */
export { builtinRoleIds };

export type Persona = 'anonymous' | 'noCompany' | 'memberA' | 'adminA' | 'memberB' | 'vendorAdmin';

export interface World {
  companyA: string;
  companyB: string;
  people: Record<Exclude<Persona, 'anonymous'>, string>;
  /** Identity ids: default identities and company identities. */
  identities: Record<string, string>;
}

export interface Tx {
  client: pg.Client;
  /** Runs the rest of the transaction as the persona (RLS applies), or as owner when null. */
  as(persona: Persona | null): Promise<void>;
  asRoot(rootUserId: string): Promise<void>;
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  /** The error code (SQL message for coded errors, else SQLSTATE) of a statement expected to fail; rolls back to a savepoint. */
  errorOf(text: string, values?: unknown[]): Promise<string>;
  world: World;
}

const personaIds: Record<Exclude<Persona, 'anonymous'>, string> = {
  noCompany: '',
  memberA: '',
  adminA: '',
  memberB: '',
  vendorAdmin: '',
};

/** Makes two companies and one person per persona, as owner, inside the open transaction. */
export const buildWorld = async (client: pg.Client): Promise<World> => {
  const suffix = randomUUID().slice(0, 8);
  const companyA = randomUUID();
  const companyB = randomUUID();
  await client.query(
    `insert into app_public.companies (id, name, site) values ($1, $3, 'MAINLAND'), ($2, $4, 'GLOBAL')`,
    [companyA, companyB, `Alpha Test ${suffix}`, `Beta Test ${suffix}`],
  );
  const people = Object.fromEntries(Object.keys(personaIds).map((k) => [k, randomUUID()])) as World['people'];
  const identities: Record<string, string> = {};
  for (const [persona, rootId] of Object.entries(people)) {
    await client.query('select app_private.ensure_root_user($1, $2, $3, $4)', [rootId, `${persona}-${suffix}`, `${persona}.${suffix}@example.com`, persona]);
    const { rows } = await client.query<{ id: string }>('select id from app_public.users where root_user_id = $1 and company_id is null', [rootId]);
    identities[`${persona}:default`] = rows[0]!.id;
  }
  const join = async (persona: keyof World['people'], companyId: string, roleId: string, key: string) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at) values ($1, $2, $3, 'JOINED', now()) returning id`,
      [people[persona], companyId, persona],
    );
    await client.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [rows[0]!.id, roleId]);
    identities[key] = rows[0]!.id;
  };
  await join('memberA', companyA, builtinRoleIds.regularMember, 'memberA:A');
  await join('adminA', companyA, builtinRoleIds.partnerAdministrator, 'adminA:A');
  await join('memberB', companyB, builtinRoleIds.regularMember, 'memberB:B');
  await client.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [
    identities['vendorAdmin:default'],
    builtinRoleIds.vendorAdministrator,
  ]);
  return { companyA, companyB, people, identities };
};

const codeOf = (error: unknown): string => {
  const e = error as { code?: string; message?: string };
  return e.code === 'PPERR' ? (e.message ?? '') : (e.code ?? String(error));
};

/** Runs `fn` in a transaction that is always rolled back. */
export const withWorld = async (fn: (tx: Tx) => Promise<void>): Promise<void> => {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  let savepoint = 0;
  try {
    await client.query('begin');
    const world = await buildWorld(client);
    const asRoot = async (rootUserId: string) => {
      await client.query('reset role');
      await client.query("select set_config('jwt.claims.sub', $1, true)", [rootUserId]);
      await client.query('set local role pp_user');
    };
    const tx: Tx = {
      client,
      world,
      asRoot,
      async as(persona) {
        if (persona === null) {
          await client.query('reset role');
          await client.query("select set_config('jwt.claims.sub', '', true)");
        } else if (persona === 'anonymous') {
          await client.query('reset role');
          await client.query("select set_config('jwt.claims.sub', '', true)");
          await client.query('set local role pp_anonymous');
        } else {
          await asRoot(world.people[persona]);
        }
      },
      query: (text, values) => client.query(text, values),
      async errorOf(text, values) {
        const name = `sp${++savepoint}`;
        await client.query(`savepoint ${name}`);
        try {
          await client.query(text, values);
        } catch (error) {
          await client.query(`rollback to savepoint ${name}`);
          return codeOf(error);
        }
        await client.query(`release savepoint ${name}`);
        return 'NO_ERROR';
      },
    };
    await fn(tx);
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
};
