import { describe, expect, it } from 'vitest';
import { messagesFor } from '../app/i18n.ts';
import { counterState } from './counter.ts';
import { componentMessages } from './i18n.ts';

describe('field counter', () => {
  it('counts characters and is over only past the limit', () => {
    expect(counterState('', 50)).toEqual({ count: 0, over: false });
    expect(counterState('x'.repeat(50), 50)).toEqual({ count: 50, over: false });
    expect(counterState('x'.repeat(51), 50)).toEqual({ count: 51, over: true });
    expect(counterState('王小明', 3)).toEqual({ count: 3, over: false });
    expect(counterState(undefined, 10)).toEqual({ count: 0, over: false });
  });
});

describe('component texts', () => {
  const enKeys = Object.keys(componentMessages['en-US']).sort();
  it('has every key in both languages, prefixed components.', () => {
    expect(Object.keys(componentMessages['zh-CN']).sort()).toEqual(enKeys);
    expect(enKeys.every((k) => k.startsWith('components.'))).toBe(true);
    expect(Object.values(componentMessages['zh-CN']).every((v) => v.trim() !== '')).toBe(true);
  });
  it('is gathered by the portal’s i18n provider in both languages', () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const portal = messagesFor(locale);
      for (const key of enKeys) expect(portal[key], `${locale} ${key}`).toBe(componentMessages[locale][key]);
    }
  });
});
