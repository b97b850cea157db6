// What the API's own test files share: the test API and an owner connection for the file, and the code of an answer.
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi, type TestApiOptions } from './test-server.ts';

export interface ApiTestKit {
  /** The API under test (tokens signed with the test key). */
  api: TestApi;
  /** The database as its owner, to arrange and to check what a request wrote. */
  owner: pg.Pool;
}

/** Starts the test API and an owner pool before the file's tests and ends both after; read them inside tests. */
export const useTestApi = (options?: TestApiOptions): ApiTestKit => {
  const kit = {} as ApiTestKit;
  beforeAll(async () => {
    kit.api = await startTestApi(options);
    kit.owner = new pg.Pool({ connectionString: process.env.DATABASE_URL });
  });
  afterAll(async () => {
    await kit.api?.close();
    await kit.owner?.end();
  });
  return kit;
};

/** The code of the first error of a GraphQL answer. */
export const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }): string | undefined => body.errors?.[0]?.extensions?.code;
