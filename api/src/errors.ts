import { decodeServerError, isErrorCode } from '@pp/domain';
import { GraphQLError } from 'postgraphile/graphql';

/** The coded form of an error, or undefined when it must stay masked (one decoder for every server, in domain). */
export const codeOf = decodeServerError;

/**
 * Grafserv's maskError: coded errors pass through with their code as message and `extensions.code`; GraphQL's own
 * request errors (syntax, validation) pass unchanged; everything else is logged and reported as INTERNAL_ERROR.
 */
export const maskError = (error: GraphQLError): GraphQLError => {
  const original = error.originalError;
  // Errors thrown while building the request context reach here rebuilt from their message alone.
  const bareCode = !original && isErrorCode(error.message) ? error.message : undefined;
  const extensionCode = isErrorCode(error.extensions?.code) ? error.extensions.code : bareCode;
  const coded = codeOf(original) ?? (extensionCode ? { code: extensionCode, params: {} } : undefined);
  if (coded) {
    return new GraphQLError(coded.code, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { code: coded.code, params: coded.params },
    });
  }
  if (!original) return error;
  // Raised before execution (no path): a variable that failed its scalar's parsing, e.g. a malformed UUID.
  if (!error.path) {
    return new GraphQLError('VALIDATION_FAILED', {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      extensions: { code: 'VALIDATION_FAILED', params: {} },
    });
  }
  const errorId = Math.random().toString(36).slice(2, 10);
  console.error(`[api] masked error ${errorId}:`, original);
  return new GraphQLError('INTERNAL_ERROR', {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { code: 'INTERNAL_ERROR', errorId },
  });
};
