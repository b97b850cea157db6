import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './world.ts';

let owner: pg.Pool;
beforeAll(() => {
  owner = new pg.Pool({ connectionString: testDatabaseUrl() });
});
afterAll(async () => owner?.end());

const company = async () =>
  (await owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'GLOBAL') returning id`, [`Count ${randomUUID()}`])).rows[0]!.id;
const person = async () =>
  (await owner.query<{ id: string }>(`insert into app_public.root_users (id, username) values (gen_random_uuid(), $1) returning id`, [`count-${randomUUID()}`]))
    .rows[0]!.id;
const countOf = async (id: string) =>
  (await owner.query<{ n: number; updated_at: Date }>('select joined_user_count as n, updated_at from app_public.companies where id = $1', [id])).rows[0]!;

describe('a company’s joined member count', () => {
  it('follows members joining, leaving, moving and being deleted, without touching updated_at', async () => {
    const a = await company();
    const b = await company();
    const before = (await countOf(a)).updated_at;
    const identities: string[] = [];
    for (const status of ['JOINED', 'JOINED', 'TOBEINVITED']) {
      const { rows } = await owner.query<{ id: string }>(
        `insert into app_public.users (root_user_id, company_id, name, status) values ($1, $2, 'Counted', $3) returning id`,
        [await person(), a, status],
      );
      identities.push(rows[0]!.id);
    }
    expect((await countOf(a)).n).toBe(2);
    await owner.query(`update app_public.users set status = 'JOINED' where id = $1`, [identities[2]]);
    expect((await countOf(a)).n).toBe(3);
    await owner.query(`update app_public.users set status = 'EXITED' where id = $1`, [identities[0]]);
    expect((await countOf(a)).n).toBe(2);
    await owner.query(`update app_public.users set name = 'Renamed' where id = $1`, [identities[1]]);
    expect((await countOf(a)).n).toBe(2);
    await owner.query(`update app_public.users set company_id = $2 where id = $1`, [identities[1], b]);
    expect((await countOf(a)).n).toBe(1);
    expect((await countOf(b)).n).toBe(1);
    await owner.query(`delete from app_public.users where id = $1`, [identities[2]]);
    expect((await countOf(a)).n).toBe(0);
    expect((await countOf(a)).updated_at).toEqual(before);
    // the column is the database's to keep: nobody writes it through the API
    const { rows } = await owner.query<{ can: boolean }>(
      `select has_column_privilege('pp_user', 'app_public.companies', 'joined_user_count', 'UPDATE') as can`,
    );
    expect(rows[0]!.can).toBe(false);
  });

  it('matches a recount for every company', async () => {
    const { rows } = await owner.query<{ wrong: number }>(`
      select count(*)::int as wrong from app_public.companies c
      where c.joined_user_count <> (select count(*) from app_public.users u where u.company_id = c.id and u.status = 'JOINED')`);
    expect(rows[0]!.wrong).toBe(0);
  });
});

describe('a company’s name', () => {
  it('uses Chinese or Latin letters, digits and the punctuation of company names, whoever writes it', async () => {
    const suffix = randomUUID().slice(0, 8);
    const insert = (name: string) =>
      owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'GLOBAL') returning id`, [name]).then(
        (r) => r.rows[0]!.id,
        (error: { message?: string }) => error.message ?? 'error',
      );
    const good = await insert(`云途（上海）科技有限公司 Cloudway Co., Ltd. & Sons-${suffix} l'Été_2 ${suffix.toUpperCase()}`);
    expect(good).toMatch(/^[0-9a-f-]{36}$/);
    // a character outside them is refused with its own code, on insert and on rename, and nothing is written
    for (const name of [`Acme <b> ${suffix}`, `Acme | ${suffix}`, `Acme @ ${suffix}`, `Acme ${suffix} 😀`, `Акме ${suffix}`]) {
      expect(await insert(name), name).toBe('COMPANY_NAME_INVALID');
    }
    const renamed = await owner.query(`update app_public.companies set name = $2 where id = $1`, [good, `Acme; drop ${suffix}`]).then(
      () => 'NO_ERROR',
      (error: { message?: string }) => error.message,
    );
    expect(renamed).toBe('COMPANY_NAME_INVALID');
    const { rows } = await owner.query<{ name: string }>('select name from app_public.companies where id = $1', [good]);
    expect(rows[0]!.name).toContain('云途（上海）');
    await owner.query('delete from app_public.companies where id = $1', [good]);
  });
});
