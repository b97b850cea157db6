import { describe, expect, it } from 'vitest';
import { badgeText } from './sizes.ts';
import { mergeMessages, messageAction, nearBottom, windowStart } from './notificationRules.ts';
import type { UserMessage } from './notifications.graphql.ts';

const msg = (over: Partial<UserMessage>): UserMessage => ({
  __typename: 'UserMessage',
  id: 'm',
  title: 't',
  content: 'c',
  messageKey: null,
  messageParams: {},
  isRead: false,
  userMessageType: 'COMMON',
  link: null,
  companyId: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});
const origin = 'http://localhost:5173';

describe('notification rules', () => {
  it('shows 99+ above 99 on the bell', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('starts the window one month back, on a minute boundary', () => {
    expect(windowStart(new Date('2026-11-21T05:38:08.123Z'))).toBe('2026-10-21T05:38:00.000Z');
  });

  it('loads more within 50 px of the bottom', () => {
    expect(nearBottom({ scrollTop: 500, scrollHeight: 1100, clientHeight: 575 })).toBe(true);
    expect(nearBottom({ scrollTop: 400, scrollHeight: 1100, clientHeight: 575 })).toBe(false);
  });

  it('opens the left-company modal for a company the user no longer has', () => {
    const own = [{ __typename: 'OwnCompanyUser' as const, companyId: 'c1', companyName: 'One', userId: 'u1' }];
    expect(messageAction(msg({ userMessageType: 'COMPANY', companyId: 'c2', link: '/workbench' }), own, origin)).toEqual({ kind: 'leftCompany' });
    expect(messageAction(msg({ userMessageType: 'COMPANY', companyId: 'c1', link: '/workbench/user?tab=application' }), own, origin)).toEqual({
      kind: 'internal',
      path: '/workbench/user?tab=application',
    });
    expect(messageAction(msg({ link: 'https://example.com/x' }), own, origin)).toEqual({ kind: 'external', url: 'https://example.com/x' });
    expect(messageAction(msg({}), own, origin)).toEqual({ kind: 'none' });
  });

  it('merges pages without duplicates', () => {
    expect(mergeMessages([msg({ id: 'a' })], [msg({ id: 'a' }), msg({ id: 'b' })]).map((m) => m.id)).toEqual(['a', 'b']);
  });
});
