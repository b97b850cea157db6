import { describe, expect, it } from 'vitest';
import { errorCodeOf, toAdminError, zhErrorText } from './errors.ts';

describe('zh error texts', () => {
  it('translates the code of a GraphQL error wrapped by ra-data-graphql (HttpError with the ApolloError as body)', () => {
    const wrapped = { status: 200, body: { graphQLErrors: [{ message: 'NO_PERMISSION', extensions: { code: 'NO_PERMISSION' } }] } };
    expect(errorCodeOf(wrapped)).toBe('NO_PERMISSION');
    expect(zhErrorText(wrapped)).toBe('您没有执行此操作的权限。');
  });
  it('fills params', () => {
    const wrapped = { body: { graphQLErrors: [{ message: 'FILE_SIZE_IS_TOO_LARGE', extensions: { code: 'FILE_SIZE_IS_TOO_LARGE', params: { max: 20 } } }] } };
    expect(zhErrorText(wrapped)).toBe('文件过大（最大 20M）。');
  });
  it('treats HTTP 401 (bad or expired token) as UNAUTHENTICATED with status 401 so the authProvider logs out', () => {
    const e = toAdminError({ status: 401, message: 'Response not successful' });
    expect(e.status).toBe(401);
    expect(e.message).toBe('登录已失效，请重新登录。');
  });
  it('reads the code from a network error body', () => {
    const apollo = { networkError: { statusCode: 401, result: { errors: [{ message: 'UNAUTHENTICATED', extensions: { code: 'UNAUTHENTICATED' } }] } } };
    expect(errorCodeOf(apollo)).toBe('UNAUTHENTICATED');
  });
  it('falls back for unknown errors', () => {
    expect(zhErrorText(new Error('boom'))).toBe('操作失败，请稍后重试。');
    expect(toAdminError(new Error('boom')).status).toBe(500);
  });
});
