// The dialect's queries for every resource and action the back office uses, checked against the committed API schema
// (api/schema.graphql): each document must validate, and its variables must coerce to the declared input types
// (filters, orderBy values, patches), so a renamed column or a missing filter fails here rather than in the browser.
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getVariableValues,
  introspectionFromSchema,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionField,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { resources } from '../resources.ts';
import { SET_ROLE_PERMISSION_KEYS } from '../role/setPermissionKeys.ts';
import { CURRENT_USER_QUERY } from '../auth/currentUser.ts';
import { PERMISSION_KEYS_QUERY } from '../common/permissionKeys.ts';
import { buildFilter, buildOrderBy, buildQueryFor, type FetchType } from './buildQuery.ts';
import { dialectResources } from './resourceOptions.ts';
import { resolveResource, toConstantCase, type SchemaInfo } from './schemaInfo.ts';

const schema: GraphQLSchema = buildSchema(readFileSync(new URL('../../../api/schema.graphql', import.meta.url), 'utf8'));

/** What ra-data-graphql's introspection hands the dialect: every type, and the root fields as `queries`. */
const introspect = (s: GraphQLSchema): SchemaInfo => {
  const result = introspectionFromSchema(s).__schema;
  const root = new Set([result.queryType.name, result.mutationType?.name]);
  const queries = result.types.flatMap((t) => (root.has(t.name) && t.kind === 'OBJECT' ? (t.fields as IntrospectionField[]) : []));
  return { types: result.types.filter((t) => !root.has(t.name)), queries };
};
const info = introspect(schema);
const dialect = { resources: dialectResources(resources) };

/** Validation errors of a document and of its variables against the API schema. */
const problems = (document: DocumentNode, variables: Record<string, unknown>): string[] => {
  const errors = validate(schema, document).map((e) => e.message);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  if (!operation) return [...errors, 'no operation'];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return [...errors, ...(coerced.errors ?? []).map((e) => e.message)];
};

const uuid = '00000000-0000-4000-8000-000000000001';

/** A reference list: searched by either name, filtered by status, sorted by order, names, status or date; ids are integers. */
const referenceUsage = (extra: Record<string, unknown>, filters: Record<string, unknown> = {}) => ({
  filters: { q: 'cloud', enabled: true, ...filters },
  sorts: ['sortOrder', 'name', 'nameZh', 'enabled', 'updatedAt'],
  references: [],
  create: { name: 'Cloud', nameZh: '云', sortOrder: 3, enabled: true, ...extra },
  update: { name: 'Cloud 2', enabled: false, ...extra },
  id: '7',
});

/**
 * Per resource: the filters its list offers (with a sample value), the columns it sorts by, the references other
 * screens list it by, and sample form data for the writes it allows.
 */
const usage: Record<
  string,
  {
    filters: Record<string, unknown>;
    sorts: string[];
    references: string[];
    create?: Record<string, unknown>;
    update?: Record<string, unknown>;
    /** A sample id when the key is not a UUID (the reference lists' integers). */
    id?: string;
    /** Rows are deleted by the resource's own command (its screen never offers react-admin's generic delete). */
    commandDelete?: boolean;
  }
> = {
  company: {
    filters: { nameContains: 'cloud', site: 'MAINLAND', scale: 'FROM_11_TO_50' },
    sorts: ['name', 'industry', 'createdAt'],
    references: [],
    create: { name: 'Acme', site: 'GLOBAL', website: 'https://acme.example.com', mainBusinesses: ['Cloud'], keyIndustries: [] },
    update: { name: 'Acme 2', industry: 'Retail', scale: 'UP_TO_10', website: '' },
  },
  'company-user': {
    filters: { nameOrEmailContains: 'ann', companyId: uuid, status: 'JOINED' },
    sorts: ['name', 'email', 'firstJoinedAt', 'createdAt'],
    references: ['companyId'],
  },
  'company-join-application': {
    filters: { q: 'li', applicationStatus: 'APPLYING', companyId: uuid },
    sorts: ['realName', 'createdAt', 'reviewedAt'],
    references: ['companyId'],
  },
  'company-certification': { filters: { q: 'orbit', status: 'replaced', companyId: uuid }, sorts: ['createdAt'], references: [] },
  'personal-certification': {
    filters: { q: 'PC-2026', status: 'COMMITTED', typeId: 1, paymentMethod: 'NO_PAYMENT' },
    sorts: ['createdAt', 'semanticId'],
    references: [],
  },
  exam: { filters: { q: 'EX-2026', subjectId: 1 }, sorts: ['createdAt', 'semanticId'], references: [] },
  announcement: { filters: { q: 'launch', status: 'DRAFT' }, sorts: ['createdAt'], references: [], commandDelete: true },
  material: { filters: { q: 'brochure', status: 'DRAFT' }, sorts: ['createdAt', 'publishTime', 'semanticId'], references: [], commandDelete: true },
  role: { filters: { q: 'member' }, sorts: ['key'], references: [] },
  'user-guide': { filters: {}, sorts: ['sortOrder'], references: [], id: '7', commandDelete: true },
  course: { filters: { q: 'orbit', typeId: 1 }, sorts: ['sortOrder'], references: [], id: '7', commandDelete: true },
  partner: {
    filters: { q: 'lantau', applicationStatus: 'APPLYING', site: 'GLOBAL' },
    sorts: ['createdAt', 'reviewedAt'],
    references: [],
  },
  'sms-outbox': { filters: { q: '138' }, sorts: ['createdAt', 'phone'], references: [] },
  'project-filing': {
    filters: {
      tab: 'validating',
      q: 'orbit',
      keyword: 'PF-2026',
      status: 'VALIDATING',
      createdFrom: '2026-01-01',
      createdTo: '2026-12-31',
      orderDateFrom: '2026-02-01',
      orderDateTo: '2026-03-01',
      amountMin: 1000,
      amountMax: 5000000,
      owner: 'Paul',
      conflict: true,
    },
    sorts: ['createdAt', 'semanticId', 'name', 'customerFullName', 'estimatedOrderBudget', 'validUntilDate'],
    references: [],
  },
  'performance-import': { filters: {}, sorts: ['createdAt'], references: [] },
  'project-performance': {
    filters: { semanticId: 'PO-', company: 'orbit', customer: 'bank' },
    sorts: ['createdAt', 'performance', 'effectiveDate'],
    references: [],
    commandDelete: true,
  },
  'project-filing-quota': {
    filters: { q: 'orbit', isActive: true },
    sorts: ['createdAt', 'validUntilDate'],
    references: [],
    commandDelete: true,
  },
  'company-performance-target': { filters: { year: 2026, companyId: uuid }, sorts: ['year', 'companyId'], references: [], commandDelete: true },
  ...Object.fromEntries(
    ['industry', 'competitor', 'opportunity-source', 'application-scenario'].map((name) => [name, referenceUsage({})]),
  ),
  'point-history': {
    filters: {
      tab: 'market',
      q: 'cloud',
      companyId: uuid,
      actionScenario: 'PROJECT_REWARD',
      action: 'ADD',
      effectiveFrom: '2026-01-01',
      effectiveTo: '2026-12-31',
      createdFrom: '2026-01-01',
      createdTo: '2026-12-31',
    },
    sorts: ['createdAt', 'effectiveDate', 'expiredDate'],
    references: ['companyId'],
    commandDelete: true,
  },
  'company-point': { filters: { nameContains: 'cloud' }, sorts: ['name', 'createdAt'], references: [] },
  'personal-certification-redeem': { filters: { typeId: 1 }, sorts: ['createdAt'], references: [] },
  'project-phase': referenceUsage({ preset: true }),
  product: referenceUsage({ purchaseTypes: ['SOFTWARE'], units: ['NODE', 'CPU'] }),
  distributor: referenceUsage({ tier: 'T2' }, { tier: 'GENERAL' }),
};

describe.each(resources.map((r) => [r.name, r] as const))('resource %s against api/schema.graphql', (name, resource) => {
  const use = usage[name];
  const build = (fetchType: FetchType, params: Parameters<typeof buildQueryFor>[3]) =>
    buildQueryFor(info, fetchType, name, params, dialect);

  it('is described here (filters, sorts, references)', () => {
    expect(use, `add ${name} to the usage table of this test`).toBeDefined();
  });
  if (!use) return;
  const info1 = resolveResource(info, resource.dataProvider.listField ?? name);

  it('getList with search, every filter, sort and paging', () => {
    const built = build('GET_LIST', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: use.filters,
    });
    expect(problems(built.query, built.variables)).toEqual([]);
    // No filter the list offers is silently dropped.
    expect(buildFilter(info, info1, use.filters, resource.dataProvider).ignored).toEqual([]);
  });

  it.each(use.sorts)('sorts by %s', (field) => {
    expect(buildOrderBy(info1, { field, order: 'DESC' })?.[0]).toBe(`${toConstantCase(field)}_DESC`);
    const built = build('GET_LIST', { pagination: { page: 1, perPage: 25 }, sort: { field, order: 'ASC' }, filter: {} });
    expect(problems(built.query, built.variables)).toEqual([]);
  });

  it('getOne and getMany', () => {
    const one = build('GET_ONE', { id: use.id ?? uuid });
    expect(problems(one.query, one.variables)).toEqual([]);
    const many = build('GET_MANY', { ids: [use.id ?? uuid] });
    expect(problems(many.query, many.variables)).toEqual([]);
  });

  it.each(use.references.length ? use.references : ['(none)'])('getManyReference by %s', (target) => {
    if (target === '(none)') return;
    const built = build('GET_MANY_REFERENCE', {
      target,
      id: uuid,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(problems(built.query, built.variables)).toEqual([]);
  });

  it('create, when the resource has a create screen', () => {
    if (!resource.create) return;
    expect(use.create).toBeDefined();
    const built = build('CREATE', { data: use.create });
    expect(problems(built.query, built.variables)).toEqual([]);
  });

  it('update, through the generic mutation or the resource’s own command', () => {
    if (!resource.edit) return;
    if (resource.dataProvider.overrides?.update) return; // checked with the command's document below
    expect(use.update).toBeDefined();
    const built = build('UPDATE', { id: use.id ?? uuid, data: { ...use.update }, previousData: { id: use.id ?? uuid } });
    expect(problems(built.query, built.variables)).toEqual([]);
  });

  it('has no delete screen the API could not serve', () => {
    if (use.commandDelete) return;
    expect(() => build('DELETE', { id: use.id ?? uuid })).toThrow(/has no delete/);
  });
});

describe('static operations against api/schema.graphql', () => {
  it('current user, permission keys and the role command validate with their variables', () => {
    expect(problems(CURRENT_USER_QUERY, {})).toEqual([]);
    expect(problems(PERMISSION_KEYS_QUERY, {})).toEqual([]);
    expect(
      problems(SET_ROLE_PERMISSION_KEYS, { input: { roleId: uuid, permissionKeys: ['ViewCompanyInfo'] } }),
    ).toEqual([]);
  });
});
