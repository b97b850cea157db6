import { describe, expect, it } from 'vitest';
import { userGuideDefaults, userGuideFormSchema } from './forms.ts';

describe('the user guide page form', () => {
  it('sanitises the content and reads the order as a number', () => {
    const parsed = userGuideFormSchema.safeParse({ ...userGuideDefaults(), title: ' Signing in ', content: '<p onclick="x()">Hi</p>', sortOrder: '3' });
    expect(parsed.success && parsed.data).toEqual({ id: null, title: 'Signing in', content: '<p>Hi</p>', sortOrder: 3 });
  });
  it('refuses an empty title, a title of 51 characters and an order outside 0–9999 with their codes', () => {
    const issue = (v: Record<string, unknown>) => {
      const r = userGuideFormSchema.safeParse({ ...userGuideDefaults(), title: 'Guide', ...v });
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(issue({ title: '  ' })).toBe('USER_GUIDE_TITLE_LENGTH');
    expect(issue({ title: 't'.repeat(51) })).toBe('USER_GUIDE_TITLE_LENGTH');
    expect(issue({ title: 't'.repeat(50) })).toBeNull();
    expect(issue({ sortOrder: -1 })).toBe('USER_GUIDE_SORT_ORDER_INVALID');
    expect(issue({ sortOrder: 10_000 })).toBe('USER_GUIDE_SORT_ORDER_INVALID');
    expect(issue({ sortOrder: 9999 })).toBeNull();
  });
});
