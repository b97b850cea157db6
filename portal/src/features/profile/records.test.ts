import { describe, expect, it } from 'vitest';
import { profileTabIndex, profileTabParam } from './records.ts';

describe('application records', () => {
  it('maps the tab query value', () => {
    expect(profileTabIndex('record')).toBe(1);
    expect(profileTabIndex(null)).toBe(0);
    expect(profileTabParam(1)).toBe('record');
    expect(profileTabParam(0)).toBeUndefined();
  });
});
