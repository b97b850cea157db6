import { describe, expect, it } from 'vitest';
import { membersTab } from './memberRules.ts';

describe('member rules', () => {
  it('picks the tab the user may see', () => {
    expect(membersTab('application', true, true)).toBe('applications');
    expect(membersTab('application', true, false)).toBe('members');
    expect(membersTab(null, false, true)).toBe('applications');
    expect(membersTab(null, false, false)).toBe('none');
  });
});
