import { readFileSync } from 'node:fs';
import { buildSchema, getVariableValues, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { companyCertificationStatusFilters } from '@pp/domain';
import { companyCertificationFilter, statusFilterChoices, statusFilterOf } from './filters.ts';
import { companyCertificationStatusZh, companyCertificationZh } from './i18n.ts';

const schema = buildSchema(readFileSync(new URL('../../../api/schema.graphql', import.meta.url), 'utf8'));

/** Problems of a list query with this filter, against the committed API schema. */
const problems = (filter: unknown): string[] => {
  const document = parse('query T($filter: CompanyCertificationFilter) { companyCertifications(filter: $filter, first: 25) { totalCount nodes { id } } }');
  const operation = document.definitions[0] as OperationDefinitionNode;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], { filter });
  return [...validate(schema, document).map((e) => e.message), ...(coerced.errors ?? []).map((e) => e.message)];
};

describe('the company certification list filter', () => {
  it('is empty for an empty form and for values it does not know', () => {
    expect(companyCertificationFilter({})).toEqual({});
    expect(companyCertificationFilter({ status: 'WAITING_APPROVAL', q: '  ' })).toEqual({});
  });

  it('narrows a label to its statuses', () => {
    expect(companyCertificationFilter({ status: 'reviewing' })).toEqual({ status: { equalTo: 'WAITING_APPROVAL' } });
    expect(companyCertificationFilter({ status: 'inEffect' })).toEqual({ status: { equalTo: 'VALIDATING' } });
    expect(companyCertificationFilter({ status: 'replaced' })).toEqual({ status: { in: ['CANCELED', 'COMMITTED'] } });
  });

  it('searches the company name, trimmed, and keeps one company', () => {
    const companyId = '00000000-0000-4000-8000-000000000001';
    expect(companyCertificationFilter({ status: 'rejected', q: ' Orbit ', companyId })).toEqual({
      and: [{ status: { equalTo: 'REJECTED' } }, { company: { name: { includesInsensitive: 'Orbit' } } }, { companyId: { equalTo: companyId } }],
    });
  });

  it.each(Object.keys(companyCertificationStatusFilters))('label %s with every filter validates against api/schema.graphql', (status) => {
    expect(problems(companyCertificationFilter({ status, q: 'a', companyId: '00000000-0000-4000-8000-000000000001' }))).toEqual([]);
  });

  it('offers every label with its zh text, and reads a label from the address', () => {
    expect(statusFilterChoices.map((c) => c.id)).toEqual(Object.keys(companyCertificationStatusFilters));
    for (const { id } of statusFilterChoices) expect(companyCertificationZh.filters[id]).toBeTruthy();
    expect(statusFilterOf('reviewing')).toBe('reviewing');
    expect(statusFilterOf('WAITING_APPROVAL')).toBeUndefined();
    expect(statusFilterOf(null)).toBeUndefined();
  });

  it('names the statuses the way the filter labels do', () => {
    for (const [label, statuses] of Object.entries(companyCertificationStatusFilters)) {
      expect(companyCertificationZh.filters[label as keyof typeof companyCertificationStatusFilters]).toBe(companyCertificationStatusZh[statuses[0]]);
    }
  });
});
