import { describe, expect, it } from 'vitest';
import PrimeReact, { localeOption } from 'primereact/api';
import { installPrimeLocale } from './primeLocale.ts';

describe('PrimeReact in the site\'s language', () => {
  it('keeps its English on the global site and speaks Chinese on the mainland site', () => {
    installPrimeLocale('en-US');
    expect(localeOption('today', PrimeReact.locale ?? 'en')).toBe('Today');
    installPrimeLocale('zh-CN');
    expect(PrimeReact.locale).toBe('zh-CN');
    expect(localeOption('today', 'zh-CN')).toBe('今天');
    expect((localeOption('monthNames', 'zh-CN') as unknown as string[])[10]).toBe('十一月');
  });
});
