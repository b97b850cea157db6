import { describe, expect, it } from 'vitest';
import { defineDomainFeature, joinFeatures, mergeFeatures, type DomainFeature } from './common/feature.ts';
import { sqlConstant } from './common/sql-constant.ts';
import { commandSchemas, domainFeatures, errorCatalog, limits, machines, sqlConstants, sqlEnums, workflowSignals } from './index.ts';

const a = defineDomainFeature({
  name: 'a',
  limits: { shared: 1 },
  sqlConstants: [sqlConstant({ name: 'shared_max', type: 'integer', value: 1 })],
});
const b = defineDomainFeature({
  name: 'b',
  limits: { shared: 2 },
  sqlConstants: [sqlConstant({ name: 'shared_max', type: 'integer', value: 2 })],
});

describe('the domain features list', () => {
  it('refuses a key two features both declare, naming both, instead of keeping the last one', () => {
    expect(() => mergeFeatures([a, b], 'limits')).toThrow("limits key 'shared' is declared by both a and b");
    expect(() => joinFeatures([a, b], 'sqlConstants')).toThrow("sqlConstants name 'shared_max' is declared by both a and b");
  });
  it('lists each feature once', () => {
    const names = domainFeatures.map((f) => f.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
  it('gathers every registry from it', () => {
    const count = (field: 'errors' | 'limits' | 'commands' | 'sqlEnums' | 'workflows') =>
      domainFeatures.reduce((n, f: DomainFeature) => n + Object.keys(f[field] ?? {}).length, 0);
    expect(Object.keys(errorCatalog)).toHaveLength(count('errors'));
    expect(Object.keys(limits)).toHaveLength(count('limits'));
    expect(Object.keys(commandSchemas)).toHaveLength(count('commands'));
    expect(Object.keys(sqlEnums)).toHaveLength(count('sqlEnums'));
    expect(Object.keys(workflowSignals)).toHaveLength(count('workflows'));
    expect(sqlConstants).toEqual(domainFeatures.flatMap((f) => ('sqlConstants' in f ? f.sqlConstants : [])));
    expect(machines.map((m) => m.name)).toEqual(domainFeatures.flatMap((f) => ('machines' in f ? f.machines.map((m) => m.name) : [])));
  });
});
