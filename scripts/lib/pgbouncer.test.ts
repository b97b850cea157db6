// The pooler of docker-compose runs with the settings the tests prove (scripts/lib/pgbouncer.ts), in front of the
// API's login role only, and the API there is told how it is reached.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from './paths.ts';
import { serverConnectQuery, transactionPoolSettings } from './pgbouncer.ts';

/** `[section] key = value` of an ini file (`;` comments), as PgBouncer reads it. */
const parseIni = (text: string): Record<string, Record<string, string>> => {
  const sections: Record<string, Record<string, string>> = {};
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith(';') || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      sections[section] = {};
      continue;
    }
    const eq = line.indexOf('=');
    (sections[section] ??= {})[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return sections;
};

interface Compose {
  services: Record<string, { environment?: Record<string, string>; depends_on?: Record<string, unknown>; build?: { context: string; dockerfile: string } }>;
}

const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
const ini = parseIni(readFileSync(join(repoRoot, 'docker/pgbouncer.ini'), 'utf8'));

describe('docker-compose’s PgBouncer', () => {
  it('pools in transaction mode with the settings the tests run', () => {
    for (const [key, value] of Object.entries(transactionPoolSettings)) expect([key, ini.pgbouncer?.[key]]).toEqual([key, value]);
    expect(ini.databases?.partner_portal).toContain(`connect_query='${serverConnectQuery}'`);
    expect(ini.databases?.partner_portal).toContain('host=postgres port=5432 dbname=partner_portal');
    expect(Number(ini.pgbouncer?.default_pool_size)).toBeGreaterThan(0);
    const dockerfile = readFileSync(join(repoRoot, 'docker', compose.services.pgbouncer!.build!.dockerfile), 'utf8');
    expect(dockerfile).toMatch(/apt-get install .*pgbouncer/);
  });

  it('carries the API’s requests, while subscriptions and the owner connections go to Postgres directly', () => {
    const api = compose.services.api!;
    expect(api.depends_on).toHaveProperty('pgbouncer');
    const env = api.environment!;
    expect(new URL(env.AUTH_DATABASE_URL!).host).toBe(`pgbouncer:${ini.pgbouncer?.listen_port}`);
    expect(env.AUTH_DATABASE_POOL_MODE).toBe('transaction');
    expect(new URL(env.AUTH_DATABASE_LISTEN_URL!).host).toBe('postgres:5432');
    expect(new URL(env.AUTH_DATABASE_LISTEN_URL!).username).toBe(new URL(env.AUTH_DATABASE_URL!).username);
    expect(new URL(env.DATABASE_URL!).host).toBe('postgres:5432');
    // the worker (LISTEN on the outbox) and the other processes keep the direct connection
    for (const name of ['worker', 'migrate', 'web']) expect(new URL(compose.services[name]!.environment!.AUTH_DATABASE_URL!).host).toBe('postgres:5432');
    expect(compose.services.pgbouncer!.environment!.AUTH_DB_PASSWORD).toBe(env.AUTH_DB_PASSWORD);
  });
});
