import { describe, expect, it } from 'vitest';
import { messages } from './i18n.ts';

describe('uploads texts', () => {
  it('has the same keys in en-US and zh-CN, all prefixed uploads.', () => {
    const en = Object.keys(messages['en-US']).sort();
    expect(Object.keys(messages['zh-CN']).sort()).toEqual(en);
    expect(en.every((k) => k.startsWith('uploads.'))).toBe(true);
  });
});
