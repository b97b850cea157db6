import type { IncomingMessage } from 'node:http';
import { depthLimit } from '@graphile/depth-limit';
import { apiLimits, CodedError, type ErrorCode } from '@pp/domain';
import { SafeError } from 'postgraphile/grafast';
import { GraphQLError, Kind, parse, visit, type DocumentNode, type ValidationRule, type ValueNode } from 'postgraphile/graphql';
import type { VerifiedClaims } from '../auth.ts';
import type { TrustedDocuments } from '../trusted-documents.ts';

export interface RequestGuardOptions {
  /** The verified claims of a request (memoised per request; rejects with a CodedError for a bad token). */
  claimsOf(req: IncomingMessage): Promise<VerifiedClaims | null>;
  /** The verified claims of a websocket operation, from the token in its connection params. */
  claimsOfSocket(connectionParams: unknown): Promise<VerifiedClaims | null>;
  /** Whether the person may send operations of their own (vendor admins: the back office builds queries at run time). */
  mayRunAnyOperation(claims: VerifiedClaims): Promise<boolean>;
  /** The shipped operations; undefined turns trusted documents off (tests that send ad-hoc operations). */
  trustedDocuments: TrustedDocuments | undefined;
}

export const refuse = (code: ErrorCode, statusCode: number, params: Record<string, unknown> = {}): SafeError =>
  new SafeError(code, { code, params, statusCode });

/**
 * A step before the operation that needs the database (the first sign-in's bookkeeping, the vendor-admin check)
 * failed: the database is out of reach for a moment. The client gets a coded answer it can retry, never a bare 500.
 */
export const unavailable = (what: string, error: unknown): SafeError => {
  console.warn(`[api] 503 SERVICE_UNAVAILABLE: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  // the status where the request body is checked (extensions) and where the context is built (the error's own)
  return Object.assign(refuse('SERVICE_UNAVAILABLE', 503), { statusCode: 503 });
};

/** The hash a client sends instead of the text (Apollo's persisted-query extension, or a document id). */
export const hashFromBody = (body: { extensions?: unknown; documentId?: unknown; id?: unknown }): string | undefined => {
  const extensions = body.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined;
  const hash = extensions?.persistedQuery?.sha256Hash ?? body.documentId ?? body.id;
  return typeof hash === 'string' ? hash : undefined;
};

const parsed = new Map<string, DocumentNode>();
const parseCached = (query: string): DocumentNode | undefined => {
  let document = parsed.get(query);
  if (!document) {
    try {
      document = parse(query);
    } catch {
      return undefined; // a syntax error is reported by the normal validation
    }
    if (parsed.size > 500) parsed.clear();
    parsed.set(query, document);
  }
  return document;
};

const intValue = (node: ValueNode, variables: Record<string, unknown>): number | undefined => {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === 'number' ? value : undefined;
  }
  return undefined;
};

/** The `first`/`last` arguments of a document (literal or variable), read once per document text. */
const pageSizeArguments = new Map<string, ValueNode[]>();
const pageSizeArgumentsOf = (query: string): ValueNode[] => {
  let found = pageSizeArguments.get(query);
  if (!found) {
    const document = parseCached(query);
    const values: ValueNode[] = [];
    if (document) {
      visit(document, {
        Argument(node) {
          if (node.name.value === 'first' || node.name.value === 'last') values.push(node.value);
        },
      });
    }
    found = values;
    if (pageSizeArguments.size > 500) pageSizeArguments.clear();
    pageSizeArguments.set(query, found);
  }
  return found;
};

/** The largest `first`/`last` a request asks for, over every list field of the document. */
export const largestPageSize = (query: string, variables: Record<string, unknown>): number => {
  let largest = 0;
  for (const node of pageSizeArgumentsOf(query)) {
    const value = intValue(node, variables);
    if (value !== undefined && value > largest) largest = value;
  }
  return largest;
};

/** The depth limit, reporting its refusal with a code. */
const codedDepthLimit = (): ValidationRule => {
  const rule = depthLimit({
    maxDepth: apiLimits.maxDepth,
    maxListDepth: apiLimits.maxListDepth,
    // The back office introspects the schema: graphql-js's own introspection query nests `ofType` nine times and
    // 14 selection sets deep, just past the library's introspection defaults.
    maxIntrospectionDepth: 14,
    maxDepthByFieldCoordinates: { '__Type.ofType': 9 },
  });
  return (context) => {
    const coded = Object.create(context) as typeof context;
    coded.reportError = (error: GraphQLError) =>
      context.reportError(new GraphQLError('QUERY_TOO_DEEP', { nodes: error.nodes, extensions: { code: 'QUERY_TOO_DEEP', params: { maxDepth: apiLimits.maxDepth } } }));
    return rule(coded);
  };
};

const unpersistedAllowed = new WeakSet<object>();

/**
 * Checks every GraphQL request before it runs:
 * - the bearer token (a bad one is one 401 with UNAUTHENTICATED and one log line, not a stack trace);
 * - trusted documents: ordinary users and anonymous visitors may run only the operations the front ends ship (sent
 *   by hash, or as their text); vendor admins may send any operation (the back office builds its queries at run
 *   time; GraphiQL);
 * - page size: no list may be asked for more than `apiLimits.maxPageSize` rows at once;
 * - depth: a validation rule refuses documents nested deeper than `apiLimits.maxDepth` (lists `maxListDepth`), for
 *   everyone.
 */
export const makeRequestGuardPlugin = (options: RequestGuardOptions): GraphileConfig.Plugin => ({
  name: 'RequestGuardPlugin',
  version: '1.0.0',
  before: ['PersistedPlugin'],
  grafserv: {
    middleware: {
      setPreset(next, event) {
        event.validationRules.push(codedDepthLimit());
        return next();
      },
      async processGraphQLRequestBody(next, event) {
        const { body } = event;
        const req = (event.request?.requestContext as { node?: { req?: IncomingMessage } } | undefined)?.node?.req;
        const socket = (event as { graphqlWsContext?: { connectionParams?: unknown } }).graphqlWsContext;
        let claims: VerifiedClaims | null = null;
        try {
          claims = req ? await options.claimsOf(req) : socket ? await options.claimsOfSocket(socket.connectionParams) : null;
        } catch (error) {
          if (error instanceof CodedError) {
            console.warn(`[api] 401 ${error.code}: ${req ? `${req.method ?? ''} ${req.url ?? ''}` : 'websocket operation'} refused (bad bearer token)`);
            throw refuse(error.code, 401, error.params);
          }
          throw error;
        }
        const trusted = options.trustedDocuments;
        if (trusted) {
          const hash = hashFromBody(body);
          const shipped =
            hash !== undefined ? trusted.get(hash) !== undefined : typeof body.query === 'string' && trusted.isShippedText(body.query);
          if (hash === undefined && shipped) {
            unpersistedAllowed.add(body); // the text of a shipped operation runs as sent
          } else if (!shipped) {
            const mayRun = claims ? await options.mayRunAnyOperation(claims).catch((error: unknown) => Promise.reject(unavailable('the vendor-admin check', error))) : false;
            if (!mayRun) {
              const what = typeof body.query === 'string' ? body.query.replace(/\s+/g, ' ').slice(0, 80) : `hash ${hash ?? '(none)'}`;
              console.warn(`[api] 400 OPERATION_NOT_ALLOWED: ${claims ? 'user' : 'anonymous'} sent ${what}`);
              throw refuse('OPERATION_NOT_ALLOWED', 400);
            }
            unpersistedAllowed.add(body);
          }
        } else {
          unpersistedAllowed.add(body);
        }
        await next();
        if (typeof body.query === 'string') {
          const variables = (body.variableValues ?? {}) as Record<string, unknown>;
          if (largestPageSize(body.query, variables) > apiLimits.maxPageSize) {
            throw refuse('PAGE_SIZE_TOO_LARGE', 400, { max: apiLimits.maxPageSize });
          }
        }
      },
    },
  },
});

/** PersistedPlugin's setting: run the text of a request that the guard let through unpersisted. */
export const allowUnpersistedOperation = (event: { body: object }): boolean => unpersistedAllowed.has(event.body);
