// Reading the introspected PostGraphile v5 schema: which fields a resource has, and which operations exist.
// A react-admin resource is named after its PostGraphile list field (`companies`, `users`, `companyJoinApplications`).
import type {
  IntrospectionEnumType,
  IntrospectionField,
  IntrospectionInputObjectType,
  IntrospectionInputTypeRef,
  IntrospectionInputValue,
  IntrospectionObjectType,
  IntrospectionOutputTypeRef,
  IntrospectionType,
  IntrospectionTypeRef,
} from 'graphql';

/** The part of ra-data-graphql's introspection result this dialect reads. */
export interface SchemaInfo {
  types: readonly IntrospectionType[];
  queries: readonly IntrospectionField[];
}

export interface NamedTypeRef {
  kind: IntrospectionType['kind'];
  name: string;
  list: boolean;
}

/** The named type under NON_NULL / LIST wrappers. */
export const unwrapType = (ref: IntrospectionTypeRef): NamedTypeRef => {
  let current: IntrospectionTypeRef = ref;
  let list = false;
  for (;;) {
    if (current.kind === 'NON_NULL') {
      current = current.ofType;
    } else if (current.kind === 'LIST') {
      list = true;
      current = current.ofType;
    } else {
      return { kind: current.kind, name: current.name, list };
    }
  }
};

/** The GraphQL text of a type reference (`[CompanyOrderBy!]`, `UUID!`), for variable declarations. */
export const printTypeRef = (ref: IntrospectionInputTypeRef | IntrospectionOutputTypeRef): string => {
  if (ref.kind === 'NON_NULL') return `${printTypeRef(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${printTypeRef(ref.ofType)}]`;
  return ref.name;
};

export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
export const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** `createdAt` -> `CREATED_AT` (the inflection of PostGraphile's orderBy enum values). */
export const toConstantCase = (s: string): string =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .replace(/[.\s-]+/g, '_')
    .toUpperCase();

export const findType = (info: SchemaInfo, name: string): IntrospectionType | undefined =>
  info.types.find((t) => t.name === name);

export const findObjectType = (info: SchemaInfo, name: string): IntrospectionObjectType | undefined => {
  const t = findType(info, name);
  return t && t.kind === 'OBJECT' ? t : undefined;
};

export const findInputType = (info: SchemaInfo, name: string): IntrospectionInputObjectType | undefined => {
  const t = findType(info, name);
  return t && t.kind === 'INPUT_OBJECT' ? t : undefined;
};

export const findEnumType = (info: SchemaInfo, name: string): IntrospectionEnumType | undefined => {
  const t = findType(info, name);
  return t && t.kind === 'ENUM' ? t : undefined;
};

export const findQuery = (info: SchemaInfo, name: string): IntrospectionField | undefined =>
  info.queries.find((q) => q.name === name);

export const findArg = (field: IntrospectionField, name: string): IntrospectionInputValue | undefined =>
  field.args.find((a) => a.name === name);

/** Everything the dialect needs to know about one resource. */
export interface ResourceInfo {
  /** react-admin resource name = the list field, e.g. `companies`. */
  name: string;
  /** The node type, e.g. `Company`. */
  typeName: string;
  nodeType: IntrospectionObjectType;
  listField: IntrospectionField;
  oneField?: IntrospectionField;
  createField?: IntrospectionField;
  updateField?: IntrospectionField;
  deleteField?: IntrospectionField;
  filterType?: IntrospectionInputObjectType;
  conditionType?: IntrospectionInputObjectType;
  orderByValues: readonly string[];
  /** The `<Type>Input` of create, and the `<Type>Patch` of update. */
  createInputType?: IntrospectionInputObjectType;
  patchType?: IntrospectionInputObjectType;
}

const inputFieldType = (info: SchemaInfo, field: IntrospectionField | undefined, argName: string, inner: string) => {
  if (!field) return undefined;
  const arg = findArg(field, argName);
  if (!arg) return undefined;
  const outer = findInputType(info, unwrapType(arg.type).name);
  const innerField = outer?.inputFields.find((f) => f.name === inner);
  return innerField ? findInputType(info, unwrapType(innerField.type).name) : undefined;
};

/** Resolves a resource (list field name) to its node type and operations, or throws if unknown. */
export const resolveResource = (info: SchemaInfo, resource: string): ResourceInfo => {
  const listField = findQuery(info, resource);
  if (!listField) throw new Error(`Unknown resource "${resource}": no query field of that name`);
  const connection = findObjectType(info, unwrapType(listField.type).name);
  const nodesField = connection?.fields.find((f) => f.name === 'nodes');
  if (!connection || !nodesField) throw new Error(`Resource "${resource}" is not a connection`);
  const typeName = unwrapType(nodesField.type).name;
  const nodeType = findObjectType(info, typeName);
  if (!nodeType) throw new Error(`Resource "${resource}": node type ${typeName} not found`);

  const oneField = info.queries.find(
    (q) => q.name === lowerFirst(typeName) && q.args.length === 1 && q.args[0]?.name === 'id',
  );
  const createField = findQuery(info, `create${typeName}`);
  const updateField = findQuery(info, `update${typeName}`);
  const deleteField = findQuery(info, `delete${typeName}`);
  const filterArg = findArg(listField, 'filter');
  const conditionArg = findArg(listField, 'condition');
  const orderByArg = findArg(listField, 'orderBy');
  const orderByEnum = orderByArg ? findEnumType(info, unwrapType(orderByArg.type).name) : undefined;

  return {
    name: resource,
    typeName,
    nodeType,
    listField,
    oneField,
    createField,
    updateField,
    deleteField,
    filterType: filterArg ? findInputType(info, unwrapType(filterArg.type).name) : undefined,
    conditionType: conditionArg ? findInputType(info, unwrapType(conditionArg.type).name) : undefined,
    orderByValues: orderByEnum ? orderByEnum.enumValues.map((v) => v.name) : [],
    createInputType: inputFieldType(info, createField, 'input', lowerFirst(typeName)),
    patchType: inputFieldType(info, updateField, 'input', 'patch'),
  };
};
