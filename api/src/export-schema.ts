import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { generateKeyPair, exportJWK, createLocalJWKSet } from 'jose';
import { lexicographicSortSchema, printSchema } from 'postgraphile/graphql';
import { createApiServer } from './server.ts';

/** Prints the GraphQL schema (sorted) for codegen and the drift check. */
export const printApiSchema = async (ownerUrl: string, authUrl: string): Promise<string> => {
  const { publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'schema', alg: 'RS256' };
  const api = await createApiServer({
    ownerUrl,
    authUrl,
    auth: { keys: createLocalJWKSet({ keys: [jwk] }), issuer: 'schema', audience: 'partner-api' },
  });
  try {
    return printSchema(lexicographicSortSchema(await api.pgl.getSchema())) + '\n';
  } finally {
    await api.close();
  }
};

export const schemaFile = resolve(fileURLToPath(import.meta.url), '../../schema.graphql');
