import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'postgraphile/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test-server.ts';
import { defaultManifestFiles } from './trusted-documents.ts';

/**
 * Every query the front ends ship keeps the operation plan it was first given, whatever the values of its variables:
 * a plan made again per value would cost each request many times its usual CPU. Values are made from each variable's
 * type; what shapes the operation (booleans, enum values such as an order, which optional fields an input object has)
 * stays the same between the runs, since Grafast plans for those by design.
 */

let t: TestApi;
let schema: GraphQLSchema;
beforeAll(async () => {
  t = await startTestApi({ trustedDocuments: true });
  schema = await t.api.pgl.getSchema();
});
afterAll(async () => {
  await t?.close();
});

/** A value of `type` for run `variant` (0, 1, 2, …): scalars differ between variants, the shape does not. */
const valueOf = (type: GraphQLInputType, variant: number, depth = 0): unknown => {
  if (isNonNullType(type)) return valueOf(type.ofType, variant, depth);
  if (isListType(type)) return [valueOf(type.ofType, variant, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    // only the required fields, so that the object is valid and its shape fixed (a deep chain ends at its depth)
    if (depth < 4) for (const field of Object.values(type.getFields())) if (isNonNullType(field.type) && field.defaultValue === undefined) out[field.name] = valueOf(field.type, variant, depth + 1);
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return [10, 20, 7][variant % 3];
      case 'Float':
      case 'BigFloat':
        return [1.5, 2.5, 3.25][variant % 3];
      case 'BigInt':
        return ['100', '200', '300'][variant % 3];
      case 'Boolean':
        return true;
      case 'UUID':
        return randomUUID();
      case 'Date':
        return ['2026-01-05', '2026-03-10', '2025-12-31'][variant % 3];
      case 'Datetime':
        return ['2026-01-05T08:00:00Z', '2026-03-10T12:30:00Z', '2025-12-31T23:59:59Z'][variant % 3];
      case 'JSON':
        return {};
      case 'Cursor':
        return null;
      default:
        return [`alpha ${variant}`, `beta ${variant}`, `gamma ${variant}`][variant % 3];
    }
  }
  throw new Error(`no value for ${String(type)}`);
};

const shippedQueries = (): { name: string; hash: string; text: string }[] => {
  const out: { name: string; hash: string; text: string }[] = [];
  for (const file of defaultManifestFiles) {
    for (const [hash, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      const operation = getOperationAST(parse(text));
      if (operation?.operation === 'query' && operation.name) out.push({ name: operation.name.value, hash, text });
    }
  }
  return out;
};

const variablesOf = (text: string, variant: number): Record<string, unknown> => {
  const operation = getOperationAST(parse(text))!;
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type as Parameters<typeof typeFromAST>[1]) as GraphQLInputType | undefined;
    if (!type) throw new Error(`unknown type of $${definition.variable.name.value}`);
    // a nullable cursor or input object (a filter) stays absent; every other variable gets a value
    if (!isNonNullType(type) && isInputObjectType(type)) continue;
    const value = valueOf(type, variant);
    if (value !== null) variables[definition.variable.name.value] = value;
  }
  return variables;
};

describe('the shipped queries keep their operation plans', () => {
  it('makes no new plan for a shipped query after its first request, whatever the values of its variables', { timeout: 240_000 }, async () => {
    const queries = shippedQueries();
    expect(queries.length).toBeGreaterThan(50);
    const token = await t.sign({ sub: randomUUID(), name: 'Plan Probe', email: `plan-${randomUUID()}@example.com` });
    const send = (query: { hash: string; text: string }, variant: number) =>
      t.post({ extensions: { persistedQuery: { version: 1, sha256Hash: query.hash } }, variables: variablesOf(query.text, variant) }, token);
    const plans = () => new Map(t.api.operationPlans());
    const replanned: string[] = [];
    let planned = 0;
    for (const query of queries) {
      await send(query, 0);
      const after = plans().get(query.name) ?? 0;
      // a query whose first variables fail before planning (a coded refusal of the values) is planned by a later run
      for (const variant of [1, 2, 0]) await send(query, variant);
      const now = plans().get(query.name) ?? 0;
      if (after > 0) planned++;
      if (after > 0 && now !== after) replanned.push(`${query.name}: ${after} → ${now} plans`);
    }
    expect(replanned).toEqual([]);

    // the count sees a plan made per value where there is one: a field included by a variable is planned per value
    const open = await startTestApi({ trustedDocuments: false });
    try {
      const probe = 'query PlanProbe($x: Boolean!) { currentUserInfo @include(if: $x) { __typename } }';
      const openToken = await open.sign({ sub: randomUUID(), name: 'Plan Probe', email: `plan-${randomUUID()}@example.com` });
      for (const x of [true, true, false, false]) expect((await open.graphql(probe, { x }, openToken)).status).toBe(200);
      expect(open.api.operationPlans().get('PlanProbe')).toBe(2);
    } finally {
      await open.close();
    }
    // most queries were planned at all (the check above is about something)
    expect(planned).toBeGreaterThan(queries.length * 0.8);
  });
});
