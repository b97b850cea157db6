// The ra-data-graphql dialect for PostGraphile v5 (Amber preset, simplify-inflection, connection-filter, Node
// plugin off so `id` is the primary key). Pure functions: introspection in, { query, variables, parseResponse } out.
import { parse, type DocumentNode, type IntrospectionInputObjectType, type IntrospectionObjectType } from 'graphql';
import type { CountedList } from '@pp/domain';
import {
  findInputType,
  findObjectType,
  lowerFirst,
  printTypeRef,
  resolveResource,
  toConstantCase,
  unwrapType,
  type ResourceInfo,
  type SchemaInfo,
} from './schemaInfo.ts';

export type FetchType =
  | 'GET_LIST'
  | 'GET_ONE'
  | 'GET_MANY'
  | 'GET_MANY_REFERENCE'
  | 'CREATE'
  | 'UPDATE'
  | 'UPDATE_MANY'
  | 'DELETE'
  | 'DELETE_MANY';

export type RaRecord = { id: string | number } & Record<string, unknown>;
export type Filter = Record<string, unknown>;

/** Per-resource tuning of the generated selection and filters. */
export interface ResourceOptions {
  /** The PostGraphile list field when the react-admin resource (route) has another name, e.g. `company` -> `companies`. */
  listField?: string;
  /** Node fields never selected (e.g. computed columns the API refuses). */
  exclude?: readonly string[];
  /**
   * Node fields read for one record (the detail and edit pages) but not for lists: computed columns that cost a query
   * per row, which a list page would pay for every row it skips as well as every row it shows.
   */
  oneOnly?: readonly string[];
  /** Extra selection text added to every fetch, e.g. `company { id name site }`. */
  extra?: string;
  /** Extra selection text for GET_ONE only (detail pages), e.g. nested connections. */
  extraOne?: string;
  /** Filter fields the full-text `q` searches with `includesInsensitive` (default `['name']`). */
  search?: readonly string[];
  /** A raw PostGraphile filter always applied to lists (e.g. only company identities). */
  baseFilter?: Filter;
  /** Leaf fields selected from a nested object (one level deep, e.g. `position { id name nameZh }`); default id + name. */
  nestedFields?: readonly string[];
  /**
   * A list whose unfiltered length the database keeps (the API's `listTotal(list:)`, a `CountedList` value): while
   * the user's filters are empty, the page reads that total instead of counting every row.
   */
  countedList?: CountedList;
  /**
   * A total the database keeps for some filters (e.g. a tab of filings narrowed by company name): the API query that
   * answers the page's total when the filter form holds only what it covers, or undefined to count the rows.
   */
  keptTotal?: (raFilter: Filter) => KeptTotal | undefined;
  /**
   * A resource whose filter form holds more than column values (tabs, ranges, a related table's name) turns its
   * react-admin filter into the connection filter itself; the generic translation (and `search`) is then skipped.
   * An empty result means the list is not narrowed.
   */
  filterOf?: (raFilter: Filter) => Filter;
  /**
   * The part of the filter form that becomes the list's `condition` (arguments the API turns into SQL of its own,
   * e.g. `companyNameContains`). Like `filterOf`, it replaces the generic translation; a resource may have either or
   * both. An empty result adds no condition.
   */
  conditionOf?: (raFilter: Filter) => Filter;
}

/** A page's total read from a query field of the API (with these arguments) instead of counting the rows. */
export interface KeptTotal {
  field: string;
  args?: Record<string, unknown>;
}

export interface DialectOptions {
  resources?: Record<string, ResourceOptions>;
}

export interface BuiltQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
  parseResponse: (response: { data?: unknown }) => unknown;
}

export interface Pagination {
  page: number;
  perPage: number;
}
export interface Sort {
  field: string;
  order: 'ASC' | 'DESC' | string;
}

type Params = {
  id?: string | number;
  ids?: readonly (string | number)[];
  data?: Record<string, unknown>;
  previousData?: Record<string, unknown>;
  pagination?: Pagination;
  sort?: Sort;
  filter?: Filter;
  target?: string;
  meta?: unknown;
};

/** Fields of a nested object selected unless the resource names others (one level deep, no connections). */
const DEFAULT_NESTED_FIELDS: readonly string[] = ['id', 'name'];

const isLeaf = (kind: string): boolean => kind === 'SCALAR' || kind === 'ENUM';
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The default selection of a node type: leaf fields, and small nested objects (their id and name-like fields). */
export const buildSelection = (
  info: SchemaInfo,
  type: IntrospectionObjectType,
  options: ResourceOptions = {},
  extra?: string,
): string => {
  const exclude = new Set(options.exclude ?? []);
  const nestedFields = options.nestedFields ?? DEFAULT_NESTED_FIELDS;
  const parts: string[] = [];
  for (const field of type.fields) {
    if (exclude.has(field.name) || field.args.length > 0 || field.name.startsWith('__')) continue;
    const t = unwrapType(field.type);
    if (isLeaf(t.kind)) {
      parts.push(field.name);
    } else if (t.kind === 'OBJECT' && !t.list && !t.name.endsWith('Connection') && t.name !== 'Query') {
      const nested = findObjectType(info, t.name);
      const sub = nested?.fields
        .filter((f) => nestedFields.includes(f.name) && f.args.length === 0 && isLeaf(unwrapType(f.type).kind))
        .map((f) => f.name);
      if (sub && sub.length > 0) parts.push(`${field.name} { ${sub.join(' ')} }`);
    }
  }
  if (options.extra) parts.push(options.extra);
  if (extra) parts.push(extra);
  return parts.join(' ');
};

/** `{ field, order }` -> PostGraphile orderBy values, falling back to the primary key when not orderable. */
export const buildOrderBy = (resource: ResourceInfo, sort?: Sort): string[] | undefined => {
  const values = resource.orderByValues;
  if (values.length === 0) return undefined;
  const dir = String(sort?.order ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  const result: string[] = [];
  if (sort?.field) {
    const wanted = `${toConstantCase(sort.field)}_${dir}`;
    if (values.includes(wanted)) result.push(wanted);
  }
  const pk = `PRIMARY_KEY_${result.length === 0 ? dir : 'ASC'}`;
  if (values.includes(pk) && !result.includes(pk)) result.push(pk);
  return result.length > 0 ? result : undefined;
};

const operatorFor = (
  info: SchemaInfo,
  filterType: IntrospectionInputObjectType,
  key: string,
  value: unknown,
): unknown | undefined => {
  const field = filterType.inputFields.find((f) => f.name === key);
  if (!field) return undefined;
  const t = unwrapType(field.type);
  if (t.kind !== 'INPUT_OBJECT') return value; // a Boolean relation filter, e.g. `<relation>Exist: true`
  if (isPlainObject(value)) return value; // already an operator object: { isNull: false }
  const ops = findInputType(info, t.name)?.inputFields.map((f) => f.name) ?? [];
  if (Array.isArray(value)) {
    if (ops.includes('in')) return { in: value };
    if (ops.includes('overlaps')) return { overlaps: value };
    return undefined;
  }
  if (ops.includes('equalTo')) return { equalTo: value };
  if (ops.includes('anyEqualTo')) return { anyEqualTo: value }; // list columns: one element equals the value
  return undefined;
};

export interface BuiltFilter {
  filter?: Filter;
  condition?: Filter;
  /** Whether the user's filters narrow the list (the resource's base filter does not count). */
  narrowed: boolean;
  /** Keys that neither the filter nor the condition type knows (dropped). */
  ignored: string[];
}

/** react-admin's filter object -> PostGraphile `filter` (connection-filter) and `condition`. */
export const buildFilter = (
  info: SchemaInfo,
  resource: ResourceInfo,
  raFilter: Filter = {},
  options: ResourceOptions = {},
): BuiltFilter => {
  const clauses: Filter[] = [];
  const condition: Filter = {};
  const ignored: string[] = [];
  const filterType = resource.filterType;
  if (options.baseFilter) clauses.push(options.baseFilter);
  if (options.filterOf || options.conditionOf) {
    const own = options.filterOf?.(raFilter) ?? {};
    const ownCondition = options.conditionOf?.(raFilter) ?? {};
    const hasCondition = Object.keys(ownCondition).length > 0;
    if (Object.keys(own).length > 0) clauses.push(own);
    const filter = clauses.length > 1 ? { and: clauses } : clauses[0];
    const narrowed = Object.keys(own).length > 0 || hasCondition;
    return { filter, condition: hasCondition ? ownCondition : undefined, narrowed, ignored };
  }

  for (const [key, value] of Object.entries(raFilter)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'q') {
      const text = String(value).trim();
      if (!text || !filterType) continue;
      const fields = (options.search ?? ['name']).filter((f) => {
        const field = filterType.inputFields.find((x) => x.name === f);
        if (!field) return false;
        const ops = findInputType(info, unwrapType(field.type).name)?.inputFields ?? [];
        return ops.some((o) => o.name === 'includesInsensitive');
      });
      if (fields.length === 0) {
        ignored.push(key);
      } else if (fields.length === 1) {
        clauses.push({ [fields[0] as string]: { includesInsensitive: text } });
      } else {
        clauses.push({ or: fields.map((f) => ({ [f]: { includesInsensitive: text } })) });
      }
      continue;
    }
    const op = filterType ? operatorFor(info, filterType, key, value) : undefined;
    if (op !== undefined) {
      clauses.push({ [key]: op });
    } else if (resource.conditionType?.inputFields.some((f) => f.name === key) && !Array.isArray(value)) {
      condition[key] = value;
    } else {
      ignored.push(key);
    }
  }

  let filter: Filter | undefined;
  if (clauses.length === 1) {
    filter = clauses[0];
  } else if (clauses.length > 1) {
    const keys = clauses.flatMap((c) => Object.keys(c));
    filter = new Set(keys).size === keys.length ? Object.assign({}, ...clauses) : { and: clauses };
  }
  const narrowed = clauses.length > (options.baseFilter ? 1 : 0) || Object.keys(condition).length > 0;
  return { filter, condition: Object.keys(condition).length > 0 ? condition : undefined, narrowed, ignored };
};

const deepEqual = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Values of `data` accepted by an input type; with `previous`, only those that changed. */
export const pickInput = (
  inputType: IntrospectionInputObjectType,
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> => {
  const result: Record<string, unknown> = {};
  for (const field of inputType.inputFields) {
    if (!(field.name in data)) continue;
    let value = data[field.name];
    const t = unwrapType(field.type);
    if (value === '' && !(t.kind === 'SCALAR' && t.name === 'String' && field.type.kind === 'NON_NULL')) value = null;
    if (t.list && value != null && !Array.isArray(value)) value = [value];
    if (t.list && Array.isArray(value)) value = value.filter((v) => v !== '' && v != null);
    if (previous && deepEqual(value, previous[field.name])) continue;
    result[field.name] = value;
  }
  return result;
};

const freshRecord = (value: unknown): RaRecord => {
  if (!isPlainObject(value)) throw new Error('Unexpected response: not a record');
  const { __typename: _typename, ...rest } = value;
  return rest as RaRecord;
};

const dataOf = (response: { data?: unknown }): Record<string, unknown> => {
  if (!isPlainObject(response.data)) throw new Error('Unexpected response: no data');
  return response.data;
};

const declare = (vars: Array<[string, string]>): string =>
  vars.length === 0 ? '' : `(${vars.map(([n, t]) => `$${n}: ${t}`).join(', ')})`;

const argType = (resource: ResourceInfo, field: 'listField' | 'oneField', arg: string): string => {
  const f = resource[field];
  const a = f?.args.find((x) => x.name === arg);
  if (!a) throw new Error(`${resource.name}: ${f?.name ?? field} has no argument ${arg}`);
  return printTypeRef(a.type);
};

/**
 * How far a list counts its rows when no kept total stands for the count: a filter matching hundreds of thousands of
 * rows would cost more to count than the page itself, so the API reads up to one row more than this
 * (`totalCountUpTo`) and the list shows "more than" with previous and next pages instead of a total.
 */
export const LIST_COUNT_CAP = 10_000;

/** Builds a list query (GET_LIST, GET_MANY, GET_MANY_REFERENCE). */
const buildListQuery = (
  info: SchemaInfo,
  resource: ResourceInfo,
  options: ResourceOptions,
  variables: { first?: number; offset?: number; orderBy?: string[]; filter?: Filter; condition?: Filter },
  /** The kept total that stands for the count (see ResourceOptions.keptTotal and countedList). */
  kept?: KeptTotal,
): BuiltQuery => {
  const vars: Array<[string, string]> = [];
  const args: string[] = [];
  const values: Record<string, unknown> = {};
  for (const name of ['first', 'offset', 'orderBy', 'filter', 'condition'] as const) {
    const value = variables[name];
    if (value === undefined) continue;
    vars.push([name, argType(resource, 'listField', name)]);
    args.push(`${name}: $${name}`);
    values[name] = value;
  }
  let totalField = '';
  if (kept) {
    const query = info.queries.find((q) => q.name === kept.field);
    if (!query) throw new Error(`${resource.name}: the API has no query ${kept.field}`);
    const totalArgs: string[] = [];
    for (const [name, value] of Object.entries(kept.args ?? {})) {
      const arg = query.args.find((a) => a.name === name);
      if (!arg) throw new Error(`${resource.name}: ${kept.field} has no argument ${name}`);
      vars.push([`total_${name}`, printTypeRef(arg.type)]);
      totalArgs.push(`${name}: $total_${name}`);
      values[`total_${name}`] = value;
    }
    totalField = ` total: ${kept.field}${totalArgs.length ? `(${totalArgs.join(', ')})` : ''}`;
  }
  const selection = buildSelection(info, resource.nodeType, {
    ...options,
    exclude: [...(options.exclude ?? []), ...(options.oneOnly ?? [])],
  });
  const field = resource.listField.name;
  const text = `query ${resource.typeName}List${declare(vars)} { ${field}${args.length ? `(${args.join(', ')})` : ''} { ${
    kept ? '' : `totalCount: totalCountUpTo(max: ${LIST_COUNT_CAP}) `
  }nodes { ${selection} } }${totalField} }`;
  return {
    query: parse(text),
    variables: values,
    parseResponse: (response) => {
      const connection = dataOf(response)[field];
      if (!isPlainObject(connection)) throw new Error(`Unexpected response: no ${field}`);
      const nodes = Array.isArray(connection.nodes) ? connection.nodes : [];
      const total = Number((kept ? dataOf(response).total : connection.totalCount) ?? nodes.length);
      if (!kept && total > LIST_COUNT_CAP) {
        // more rows than were counted: the pages before this one exist, and the next one does while this one is full
        const offset = variables.offset ?? 0;
        const hasNextPage = offset + nodes.length < total || (variables.first !== undefined && nodes.length === variables.first);
        return { data: nodes.map(freshRecord), pageInfo: { hasPreviousPage: offset > 0, hasNextPage } };
      }
      return { data: nodes.map(freshRecord), total };
    },
  };
};

const requireField = <K extends keyof ResourceInfo>(resource: ResourceInfo, key: K, what: string) => {
  const value = resource[key];
  if (!value) throw new Error(`${resource.name}: the API has no ${what}`);
  return value as NonNullable<ResourceInfo[K]>;
};

/**
 * An id as the API types it: react-admin takes ids from the route as strings, while integer keys (the reference lists)
 * must be sent as numbers.
 */
export const apiId = (resource: ResourceInfo, id: unknown): unknown => {
  const idField = resource.nodeType.fields.find((f) => f.name === 'id');
  const isInt = idField !== undefined && unwrapType(idField.type).name === 'Int';
  return isInt && typeof id === 'string' && /^-?\d+$/.test(id) ? Number(id) : id;
};

const buildGetOne = (info: SchemaInfo, resource: ResourceInfo, options: ResourceOptions, id: unknown): BuiltQuery => {
  const oneField = requireField(resource, 'oneField', `single query ${lowerFirst(resource.typeName)}(id:)`);
  const selection = buildSelection(info, resource.nodeType, options, options.extraOne);
  const text = `query ${resource.typeName}One($id: ${argType(resource, 'oneField', 'id')}) { ${oneField.name}(id: $id) { ${selection} } }`;
  return {
    query: parse(text),
    variables: { id: apiId(resource, id) },
    parseResponse: (response) => {
      const record = dataOf(response)[oneField.name];
      if (record == null) throw Object.assign(new Error('NOT_FOUND'), { code: 'NOT_FOUND' });
      return { data: freshRecord(record) };
    },
  };
};

/** The mutation payload field holding the record: `createCompany { company { ... } }`. */
const payloadField = (resource: ResourceInfo): string => lowerFirst(resource.typeName);

export const buildQueryFor = (
  info: SchemaInfo,
  fetchType: FetchType | string,
  resourceName: string,
  params: Params,
  dialect: DialectOptions = {},
): BuiltQuery => {
  const options = dialect.resources?.[resourceName] ?? {};
  const resource = resolveResource(info, options.listField ?? resourceName);

  switch (fetchType) {
    case 'GET_LIST': {
      const { filter, condition, narrowed } = buildFilter(info, resource, params.filter, options);
      const perPage = params.pagination?.perPage;
      const page = params.pagination?.page ?? 1;
      return buildListQuery(
        info,
        resource,
        options,
        {
          first: perPage && perPage > 0 ? perPage : undefined,
          offset: perPage && perPage > 0 && page > 1 ? (page - 1) * perPage : undefined,
          orderBy: buildOrderBy(resource, params.sort),
          filter,
          condition,
        },
        options.keptTotal
          ? options.keptTotal(params.filter ?? {})
          : narrowed || !options.countedList
            ? undefined
            : { field: 'listTotal', args: { list: options.countedList } },
      );
    }
    case 'GET_MANY': {
      const ids = (params.ids ?? []).map((id) => apiId(resource, id));
      return buildListQuery(info, resource, options, {
        filter: { id: { in: ids } },
        orderBy: buildOrderBy(resource),
      });
    }
    case 'GET_MANY_REFERENCE': {
      const target = params.target ?? '';
      const extra = buildFilter(info, resource, params.filter, options);
      const targetInFilter = resource.filterType?.inputFields.some((f) => f.name === target);
      const targetClause = targetInFilter ? { [target]: { equalTo: params.id } } : undefined;
      const filter = targetClause && extra.filter ? { and: [targetClause, extra.filter] } : (targetClause ?? extra.filter);
      const condition = targetInFilter ? extra.condition : { ...(extra.condition ?? {}), [target]: params.id };
      const perPage = params.pagination?.perPage;
      const page = params.pagination?.page ?? 1;
      return buildListQuery(info, resource, options, {
        first: perPage && perPage > 0 ? perPage : undefined,
        offset: perPage && perPage > 0 && page > 1 ? (page - 1) * perPage : undefined,
        orderBy: buildOrderBy(resource, params.sort),
        filter,
        condition,
      });
    }
    case 'GET_ONE':
      return buildGetOne(info, resource, options, params.id);
    case 'CREATE': {
      const createField = requireField(resource, 'createField', `create${resource.typeName}`);
      const inputType = requireField(resource, 'createInputType', `${resource.typeName}Input`);
      const inputArg = createField.args.find((a) => a.name === 'input');
      const payload = payloadField(resource);
      const selection = buildSelection(info, resource.nodeType, options);
      const text = `mutation Create${resource.typeName}($input: ${inputArg ? printTypeRef(inputArg.type) : ''}) { ${
        createField.name
      }(input: $input) { ${payload} { ${selection} } } }`;
      return {
        query: parse(text),
        variables: { input: { [payload]: pickInput(inputType, params.data ?? {}) } },
        parseResponse: (response) => {
          const result = dataOf(response)[createField.name];
          if (!isPlainObject(result)) throw new Error('Unexpected response: no payload');
          return { data: freshRecord(result[payload]) };
        },
      };
    }
    case 'UPDATE': {
      const updateField = requireField(resource, 'updateField', `update${resource.typeName}`);
      const patchType = requireField(resource, 'patchType', `${resource.typeName}Patch`);
      const patch = pickInput(patchType, params.data ?? {}, params.previousData);
      if (Object.keys(patch).length === 0) return buildGetOne(info, resource, options, params.id); // nothing changed
      const inputArg = updateField.args.find((a) => a.name === 'input');
      const payload = payloadField(resource);
      const selection = buildSelection(info, resource.nodeType, options, options.extraOne);
      const text = `mutation Update${resource.typeName}($input: ${inputArg ? printTypeRef(inputArg.type) : ''}) { ${
        updateField.name
      }(input: $input) { ${payload} { ${selection} } } }`;
      return {
        query: parse(text),
        variables: { input: { id: apiId(resource, params.id), patch } },
        parseResponse: (response) => {
          const result = dataOf(response)[updateField.name];
          if (!isPlainObject(result) || result[payload] == null) {
            throw Object.assign(new Error('NOT_FOUND'), { code: 'NOT_FOUND' });
          }
          return { data: freshRecord(result[payload]) };
        },
      };
    }
    case 'UPDATE_MANY': {
      const updateField = requireField(resource, 'updateField', `update${resource.typeName}`);
      const patchType = requireField(resource, 'patchType', `${resource.typeName}Patch`);
      const ids = (params.ids ?? []).map((id) => apiId(resource, id));
      const patch = pickInput(patchType, params.data ?? {});
      const inputArg = updateField.args.find((a) => a.name === 'input');
      const inputTypeText = inputArg ? printTypeRef(inputArg.type) : '';
      const vars = ids.map((_, i): [string, string] => [`input${i}`, inputTypeText]);
      const text = `mutation UpdateMany${resource.typeName}${declare(vars)} { ${ids
        .map((_, i) => `u${i}: ${updateField.name}(input: $input${i}) { ${payloadField(resource)} { id } }`)
        .join(' ')} }`;
      return {
        query: parse(text),
        variables: Object.fromEntries(ids.map((id, i) => [`input${i}`, { id, patch }])),
        parseResponse: () => ({ data: ids }),
      };
    }
    case 'DELETE':
    case 'DELETE_MANY': {
      const deleteField = requireField(resource, 'deleteField', `delete${resource.typeName}`);
      const ids = (fetchType === 'DELETE' ? [params.id] : [...(params.ids ?? [])]).map((id) => apiId(resource, id));
      const inputArg = deleteField.args.find((a) => a.name === 'input');
      const inputTypeText = inputArg ? printTypeRef(inputArg.type) : '';
      const vars = ids.map((_, i): [string, string] => [`input${i}`, inputTypeText]);
      const text = `mutation Delete${resource.typeName}${declare(vars)} { ${ids
        .map((_, i) => `d${i}: ${deleteField.name}(input: $input${i}) { clientMutationId }`)
        .join(' ')} }`;
      return {
        query: parse(text),
        variables: Object.fromEntries(ids.map((id, i) => [`input${i}`, { id }])),
        parseResponse: () =>
          fetchType === 'DELETE' ? { data: { ...(params.previousData ?? {}), id: params.id } } : { data: ids },
      };
    }
    default:
      throw new Error(`Unsupported fetch type ${fetchType}`);
  }
};

/** The ra-data-graphql `buildQuery` factory. */
export const buildQueryFactory =
  (dialect: DialectOptions = {}) =>
  (introspection: SchemaInfo) =>
  (fetchType: string, resourceName: string, params: Params): BuiltQuery =>
    buildQueryFor(introspection, fetchType, resourceName, params, dialect);
