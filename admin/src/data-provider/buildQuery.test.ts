import { buildSchema, introspectionFromSchema, print, type IntrospectionField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP, apiId, buildFilter, buildOrderBy, buildQueryFor, pickInput } from './buildQuery.ts';
import { findObjectType, resolveResource, toConstantCase, type ResourceInfo, type SchemaInfo } from './schemaInfo.ts';

// A tiny PostGraphile-v5-shaped schema: one connection with filter/condition/orderBy, single fetch, create/update.
const sdl = /* GraphQL */ `
  scalar UUID
  scalar Datetime
  enum Site { MAINLAND GLOBAL }
  enum CompanyOrderBy { NATURAL PRIMARY_KEY_ASC PRIMARY_KEY_DESC ID_ASC ID_DESC NAME_ASC NAME_DESC CREATED_AT_ASC CREATED_AT_DESC }
  input StringFilter { equalTo: String in: [String!] includesInsensitive: String isNull: Boolean }
  input StringListFilter { anyEqualTo: String overlaps: [String] }
  input UUIDFilter { equalTo: UUID in: [UUID!] isNull: Boolean }
  input SiteFilter { equalTo: Site in: [Site!] }
  input CompanyFilter {
    id: UUIDFilter name: StringFilter site: SiteFilter tags: StringListFilter usersExist: Boolean
    and: [CompanyFilter!] or: [CompanyFilter!] not: CompanyFilter
  }
  input CompanyCondition { id: UUID name: String site: Site }
  type Position { id: Int! name: String! nameZh: String! sortOrder: Int! }
  type Company {
    id: UUID! name: String! site: Site! website: String tags: [String]! createdAt: Datetime!
    joinedUserCount: Int secret: String position: Position
    users(first: Int): UserConnection!
  }
  type User { id: UUID! name: String! }
  type UserConnection { nodes: [User]! totalCount: Int! }
  type CompanyConnection { nodes: [Company]! totalCount: Int! }
  input CompanyInput { name: String! site: Site! website: String tags: [String] }
  input CompanyPatch { name: String site: Site website: String tags: [String] }
  input CreateCompanyInput { clientMutationId: String company: CompanyInput! }
  input UpdateCompanyInput { clientMutationId: String id: UUID! patch: CompanyPatch! }
  type CreateCompanyPayload { company: Company }
  type UpdateCompanyPayload { company: Company }
  scalar BigInt
  type Query {
    companies(first: Int, offset: Int, orderBy: [CompanyOrderBy!] = [PRIMARY_KEY_ASC], filter: CompanyFilter, condition: CompanyCondition): CompanyConnection
    company(id: UUID!): Company
    listTotal(list: CountedList!): BigInt
    companyTotal(site: Site, nameContains: String): BigInt
  }
  enum CountedList { COMPANIES COMPANY_USERS }
  type Mutation {
    createCompany(input: CreateCompanyInput!): CreateCompanyPayload
    updateCompany(input: UpdateCompanyInput!): UpdateCompanyPayload
  }
`;

const fakeIntrospection = (): SchemaInfo => {
  const schema = introspectionFromSchema(buildSchema(sdl)).__schema;
  const root = new Set([schema.queryType.name, schema.mutationType?.name]);
  const queries = schema.types.flatMap((t) =>
    root.has(t.name) && t.kind === 'OBJECT' ? (t.fields as IntrospectionField[]) : [],
  );
  return { types: schema.types.filter((t) => !root.has(t.name)), queries };
};

const info = fakeIntrospection();
const companies = resolveResource(info, 'companies');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('resolveResource', () => {
  it('maps a list field to its node type and operations', () => {
    expect(companies.typeName).toBe('Company');
    expect(companies.oneField?.name).toBe('company');
    expect(companies.createField?.name).toBe('createCompany');
    expect(companies.updateField?.name).toBe('updateCompany');
    expect(companies.deleteField).toBeUndefined();
    expect(companies.patchType?.name).toBe('CompanyPatch');
    expect(companies.createInputType?.name).toBe('CompanyInput');
    expect(companies.orderByValues).toContain('NAME_ASC');
  });
  it('refuses unknown resources', () => {
    expect(() => resolveResource(info, 'widgets')).toThrow(/Unknown resource/);
  });
});

describe('orderBy', () => {
  it('turns field names into enum values', () => {
    expect(toConstantCase('createdAt')).toBe('CREATED_AT');
    expect(buildOrderBy(companies, { field: 'createdAt', order: 'DESC' })).toEqual(['CREATED_AT_DESC', 'PRIMARY_KEY_ASC']);
    expect(buildOrderBy(companies, { field: 'name', order: 'ASC' })).toEqual(['NAME_ASC', 'PRIMARY_KEY_ASC']);
  });
  it('falls back to the primary key when the column is not orderable', () => {
    expect(buildOrderBy(companies, { field: 'joinedUserCount', order: 'DESC' })).toEqual(['PRIMARY_KEY_DESC']);
  });
});

describe('filter', () => {
  it('q searches name case-insensitively; scalars use equalTo; arrays use in', () => {
    const built = buildFilter(info, companies, { q: ' cloud ', site: 'MAINLAND', id: ['a', 'b'] });
    expect(built.filter).toEqual({ name: { includesInsensitive: 'cloud' }, site: { equalTo: 'MAINLAND' }, id: { in: ['a', 'b'] } });
    expect(built.condition).toBeUndefined();
  });
  it('passes operator objects and boolean filters through, uses anyEqualTo on lists, drops unknown keys', () => {
    const built = buildFilter(info, companies, { name: { isNull: false }, usersExist: true, tags: 'x', nope: 1, q: '' });
    expect(built.filter).toEqual({ name: { isNull: false }, usersExist: true, tags: { anyEqualTo: 'x' } });
    expect(built.ignored).toEqual(['nope']);
  });
  it('combines with and when a key repeats, and applies the base filter', () => {
    const built = buildFilter(info, companies, { q: 'a', name: { isNull: false } }, { baseFilter: { usersExist: true } });
    expect(built.filter).toEqual({
      and: [{ usersExist: true }, { name: { includesInsensitive: 'a' } }, { name: { isNull: false } }],
    });
  });
  it('searches several fields with or', () => {
    const built = buildFilter(info, companies, { q: 'x' }, { search: ['name', 'site', 'missing'] });
    // site is an enum filter without includesInsensitive, so only name qualifies
    expect(built.filter).toEqual({ name: { includesInsensitive: 'x' } });
  });
  it("uses the resource's own filter builder instead of the generic translation, with the base filter", () => {
    const filterOf = (f: Record<string, unknown>) => (f.tab === 'global' ? { site: { equalTo: 'GLOBAL' } } : {});
    expect(buildFilter(info, companies, { tab: 'global' }, { filterOf })).toEqual({
      filter: { site: { equalTo: 'GLOBAL' } },
      condition: undefined,
      narrowed: true,
      ignored: [],
    });
    expect(buildFilter(info, companies, { tab: 'all' }, { filterOf }).narrowed).toBe(false);
    expect(buildFilter(info, companies, { tab: 'global' }, { filterOf, baseFilter: { usersExist: true } }).filter).toEqual({
      and: [{ usersExist: true }, { site: { equalTo: 'GLOBAL' } }],
    });
  });
  it("adds the resource's own condition, which alone narrows the list", () => {
    const filterOf = () => ({});
    const conditionOf = (f: Record<string, unknown>) => (f.q ? { nameContains: f.q } : {});
    expect(buildFilter(info, companies, { q: 'Orbit' }, { filterOf, conditionOf })).toEqual({
      filter: undefined,
      condition: { nameContains: 'Orbit' },
      narrowed: true,
      ignored: [],
    });
    expect(buildFilter(info, companies, {}, { filterOf, conditionOf })).toMatchObject({ condition: undefined, narrowed: false });
  });
  it('a condition alone replaces the generic translation too (the form field is not read as a column)', () => {
    const conditionOf = (f: Record<string, unknown>) => (f.name ? { nameContains: f.name } : {});
    expect(buildFilter(info, companies, { name: 'Orbit' }, { conditionOf })).toEqual({
      filter: undefined,
      condition: { nameContains: 'Orbit' },
      narrowed: true,
      ignored: [],
    });
  });
});

describe('buildQueryFor', () => {
  it('GET_LIST: first/offset/orderBy/filter and a leaf + nested selection without connections', () => {
    const q = buildQueryFor(info, 'GET_LIST', 'companies', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'x' },
    }, { resources: { companies: { exclude: ['secret'], nestedFields: ['id', 'name', 'nameZh'] } } });
    const text = squash(print(q.query));
    expect(text).toContain('query CompanyList($first: Int, $offset: Int, $orderBy: [CompanyOrderBy!], $filter: CompanyFilter)');
    expect(text).toContain('companies(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter)');
    expect(text).toContain(`totalCount: totalCountUpTo(max: ${LIST_COUNT_CAP})`);
    expect(text).toContain('position { id name nameZh }');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('users');
    expect(q.variables).toEqual({ first: 10, offset: 20, orderBy: ['NAME_ASC', 'PRIMARY_KEY_ASC'], filter: { name: { includesInsensitive: 'x' } } });
    const parsed = q.parseResponse({
      data: { companies: { totalCount: 42, nodes: [{ __typename: 'Company', id: '1', name: 'A' }] } },
    });
    expect(parsed).toEqual({ data: [{ id: '1', name: 'A' }], total: 42 });
  });
  it('GET_LIST beyond the counted rows: pages before and after instead of a total', () => {
    const page = (n: number, rows: number) =>
      buildQueryFor(info, 'GET_LIST', 'companies', { pagination: { page: n, perPage: 2 }, filter: { q: 'x' } }, {}).parseResponse({
        data: { companies: { totalCount: LIST_COUNT_CAP + 1, nodes: Array.from({ length: rows }, (_, i) => ({ id: String(i) })) } },
      });
    expect(page(1, 2)).toEqual({ data: [{ id: '0' }, { id: '1' }], pageInfo: { hasPreviousPage: false, hasNextPage: true } });
    // past the counted rows, a full page may have a next one; a short page is the last
    expect(page(LIST_COUNT_CAP, 2)).toMatchObject({ pageInfo: { hasPreviousPage: true, hasNextPage: true } });
    expect(page(LIST_COUNT_CAP, 1)).toMatchObject({ pageInfo: { hasPreviousPage: true, hasNextPage: false } });
    // exactly the cap is still a total
    const exact = buildQueryFor(info, 'GET_LIST', 'companies', { filter: { q: 'x' } }, {}).parseResponse({
      data: { companies: { totalCount: LIST_COUNT_CAP, nodes: [] } },
    });
    expect(exact).toEqual({ data: [], total: LIST_COUNT_CAP });
  });
  it('GET_LIST of a counted list reads the kept total while only the base filter applies, and counts once filtered', () => {
    const options = { resources: { companies: { countedList: 'COMPANIES' as const, baseFilter: { name: { isNull: false } } } } };
    const plain = buildQueryFor(info, 'GET_LIST', 'companies', { pagination: { page: 1, perPage: 50 } }, options);
    const text = squash(print(plain.query));
    expect(text).toContain('total: listTotal(list: $total_list)');
    expect(text).toContain('$total_list: CountedList!');
    expect(text).not.toContain('totalCount');
    expect(plain.variables.filter).toEqual({ name: { isNull: false } });
    expect(plain.variables.total_list).toBe('COMPANIES');
    expect(plain.parseResponse({ data: { companies: { nodes: [{ id: '1' }] }, total: '50000' } })).toEqual({
      data: [{ id: '1' }],
      total: 50000,
    });
    const filtered = buildQueryFor(info, 'GET_LIST', 'companies', { filter: { q: 'x' } }, options);
    expect(squash(print(filtered.query))).toContain('totalCount');
    expect(squash(print(filtered.query))).not.toContain('listTotal');
    expect(filtered.parseResponse({ data: { companies: { totalCount: 3, nodes: [] } } })).toMatchObject({ total: 3 });
    // references (e.g. a company's users) are always counted
    const reference = buildQueryFor(info, 'GET_MANY_REFERENCE', 'companies', { target: 'id', id: 'z', filter: {} }, options);
    expect(squash(print(reference.query))).toContain('totalCount');
  });
  it("GET_LIST reads a kept total for the filters it covers and counts for the others", () => {
    const keptTotal = (f: Record<string, unknown>) =>
      f.website ? undefined : { field: 'companyTotal', args: { site: f.site ?? null, nameContains: f.q ?? null } };
    const options = { resources: { companies: { keptTotal } } };
    const kept = buildQueryFor(info, 'GET_LIST', 'companies', { filter: { site: 'GLOBAL', q: 'Orbit' } }, options);
    const text = squash(print(kept.query));
    expect(text).toContain('total: companyTotal(site: $total_site, nameContains: $total_nameContains)');
    expect(text).toContain('$total_site: Site');
    expect(text).not.toContain('totalCount');
    expect(kept.variables).toMatchObject({ total_site: 'GLOBAL', total_nameContains: 'Orbit' });
    expect(kept.parseResponse({ data: { companies: { nodes: [] }, total: '7' } })).toEqual({ data: [], total: 7 });
    const counted = buildQueryFor(info, 'GET_LIST', 'companies', { filter: { website: 'x' } }, options);
    expect(squash(print(counted.query))).toContain('totalCount');
    expect(squash(print(counted.query))).not.toContain('companyTotal');
    const unknown = { resources: { companies: { keptTotal: () => ({ field: 'nope' }) } } };
    expect(() => buildQueryFor(info, 'GET_LIST', 'companies', {}, unknown)).toThrow('no query nope');
  });
  it('selects only id and name of a nested object unless the resource names its fields', () => {
    const q = buildQueryFor(info, 'GET_LIST', 'companies', {});
    expect(squash(print(q.query))).toContain('position { id name }');
  });

  it('reads a detail-only field for one record, never for a list', () => {
    const options = { resources: { companies: { oneOnly: ['secret'] } } };
    expect(squash(print(buildQueryFor(info, 'GET_LIST', 'companies', {}, options).query))).not.toContain('secret');
    expect(squash(print(buildQueryFor(info, 'GET_MANY', 'companies', { ids: ['a'] }, options).query))).not.toContain('secret');
    expect(squash(print(buildQueryFor(info, 'GET_ONE', 'companies', { id: 'c1' }, options).query))).toContain('secret');
  });

  it('GET_ONE uses <type>(id:) and the detail-only extra selection', () => {
    const q = buildQueryFor(info, 'GET_ONE', 'companies', { id: 'c1' }, {
      resources: { companies: { extraOne: 'users(first: 5) { nodes { id name } }' } },
    });
    expect(squash(print(q.query))).toContain('company(id: $id)');
    expect(squash(print(q.query))).toContain('users(first: 5)');
    expect(q.variables).toEqual({ id: 'c1' });
    expect(q.parseResponse({ data: { company: { id: 'c1', name: 'A' } } })).toEqual({ data: { id: 'c1', name: 'A' } });
    expect(() => q.parseResponse({ data: { company: null } })).toThrow('NOT_FOUND');
  });

  it('GET_MANY filters id in', () => {
    const q = buildQueryFor(info, 'GET_MANY', 'companies', { ids: ['a', 'b'] });
    expect(q.variables.filter).toEqual({ id: { in: ['a', 'b'] } });
  });

  it('GET_MANY_REFERENCE uses the filter when the target is filterable, else the condition', () => {
    const byFilter = buildQueryFor(info, 'GET_MANY_REFERENCE', 'companies', { target: 'id', id: 'z', filter: {} });
    expect(byFilter.variables.filter).toEqual({ id: { equalTo: 'z' } });
    const byCondition = buildQueryFor(info, 'GET_MANY_REFERENCE', 'companies', { target: 'createdAt', id: 'z', filter: { site: 'GLOBAL' } });
    expect(byCondition.variables.filter).toEqual({ site: { equalTo: 'GLOBAL' } });
    expect(byCondition.variables.condition).toEqual({ createdAt: 'z' });
  });

  it('CREATE wraps the data in input.<type>, keeping only input fields', () => {
    const q = buildQueryFor(info, 'CREATE', 'companies', {
      data: { name: 'New', site: 'GLOBAL', website: '', tags: 'one', joinedUserCount: 3 },
    });
    expect(squash(print(q.query))).toContain('createCompany(input: $input) { company {');
    expect(q.variables).toEqual({ input: { company: { name: 'New', site: 'GLOBAL', website: null, tags: ['one'] } } });
    expect(q.parseResponse({ data: { createCompany: { company: { id: 'n', name: 'New' } } } })).toEqual({
      data: { id: 'n', name: 'New' },
    });
  });

  it('UPDATE sends only changed writable fields as the patch', () => {
    const previousData = { id: 'c1', name: 'Old', site: 'MAINLAND', website: null, tags: ['a'], createdAt: 'x' };
    const q = buildQueryFor(info, 'UPDATE', 'companies', {
      id: 'c1',
      data: { ...previousData, name: 'New', tags: ['a'], createdAt: 'y', __typename: 'Company' },
      previousData,
    });
    expect(q.variables).toEqual({ input: { id: 'c1', patch: { name: 'New' } } });
    expect(squash(print(q.query))).toContain('updateCompany(input: $input) { company {');
    expect(q.parseResponse({ data: { updateCompany: { company: { id: 'c1', name: 'New' } } } })).toEqual({
      data: { id: 'c1', name: 'New' },
    });
  });

  it('UPDATE with nothing changed re-reads the record instead of mutating', () => {
    const previousData = { id: 'c1', name: 'Same' };
    const q = buildQueryFor(info, 'UPDATE', 'companies', { id: 'c1', data: previousData, previousData });
    expect(squash(print(q.query))).toMatch(/^query CompanyOne/);
  });

  it('maps a route-style resource name to its list field', () => {
    const q = buildQueryFor(info, 'GET_ONE', 'company', { id: 'c1' }, { resources: { company: { listField: 'companies' } } });
    expect(squash(print(q.query))).toContain('company(id: $id)');
  });

  it('DELETE fails clearly when the API has no delete mutation', () => {
    expect(() => buildQueryFor(info, 'DELETE', 'companies', { id: 'c1' })).toThrow(/no deleteCompany/);
  });
});

describe('pickInput', () => {
  it('turns empty strings into null and drops unknown fields', () => {
    const patch = companies.patchType;
    if (!patch) throw new Error('no patch type');
    expect(pickInput(patch, { website: '', other: 1 })).toEqual({ website: null });
  });
});

describe('apiId', () => {
  it('sends a route id as a number where the key is an Int, and leaves other ids alone', () => {
    const position = findObjectType(info, 'Position');
    if (!position) throw new Error('no Position type');
    const positions = { ...companies, nodeType: position } as ResourceInfo;
    expect(apiId(positions, '3')).toBe(3);
    expect(apiId(positions, 3)).toBe(3);
    expect(apiId(companies, '3')).toBe('3');
    expect(apiId(companies, 'c1')).toBe('c1');
  });
});
