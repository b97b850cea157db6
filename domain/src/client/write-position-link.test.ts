import { ApolloLink, Observable, execute, gql, type FetchResult } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { formatWritePosition, laterWritePosition, parseWritePosition } from '../common/write-position.ts';
import { writePositionLink } from './write-position-link.ts';

const QUERY = gql`
  query Me {
    me {
      id
    }
  }
`;

/** A fake API: records the `x-read-after` each request carried and answers with the given `x-write-position`. */
const fakeApi = (answers: (string | null)[], sent: (string | undefined)[]) =>
  new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const headers = (operation.getContext() as { headers?: Record<string, string> }).headers;
        sent.push(headers?.['x-read-after']);
        const position = answers[sent.length - 1] ?? null;
        operation.setContext({ response: { headers: { get: (name: string) => (name === 'x-write-position' ? position : null) } } });
        setTimeout(() => {
          observer.next({ data: { me: { id: '1' } } });
          observer.complete();
        }, 0);
      }),
  );

const send = (link: ApolloLink) =>
  new Promise<void>((resolve, reject) => {
    execute(link, { query: QUERY }).subscribe({ complete: resolve, error: reject });
  });

describe('write positions', () => {
  it('compare as WAL positions, and a malformed one is ignored', () => {
    expect(parseWritePosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseWritePosition('0/1')! < parseWritePosition('0/10')!).toBe(true);
    expect(parseWritePosition('1/0')! > parseWritePosition('0/FFFFFFFF')!).toBe(true);
    for (const bad of ['', '16', '16/', 'x/1', '1/2/3', '123456789/0', null, undefined]) expect(parseWritePosition(bad)).toBeNull();
    expect(laterWritePosition('0/10', '0/2')).toBe('0/10');
    expect(laterWritePosition('0/2', '1/0')).toBe('1/0');
    expect(laterWritePosition(null, '0/2')).toBe('0/2');
    expect(laterWritePosition('0/2', 'junk')).toBe('0/2');
    expect(laterWritePosition(undefined, null)).toBeNull();
    for (const text of ['16/B374D848', '0/1', 'FFFFFFFF/0']) expect(formatWritePosition(parseWritePosition(text)!)).toBe(text);
  });

  it('the link sends nothing until the API answered with a position, then the latest it got', async () => {
    const sent: (string | undefined)[] = [];
    // a mutation answers 0/5; a read answers nothing; an older position (a slower answer) does not move it back
    const link = ApolloLink.from([writePositionLink(), fakeApi([null, '0/5', null, '0/3', '1/0', null], sent)]);
    for (let i = 0; i < 6; i += 1) await send(link);
    expect(sent).toEqual([undefined, undefined, '0/5', '0/5', '0/5', '1/0']);
  });
});
