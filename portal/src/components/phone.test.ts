import { describe, expect, it } from 'vitest';
import { formatPhone, phoneError, phonePrefixLabel, phonePrefixOptions } from './phone.ts';

describe('phone prefix list', () => {
  const options = phonePrefixOptions();
  it('starts with +86, then the calling codes in numeric order', () => {
    expect(options[0]).toEqual({ prefix: '+86', countries: ['CN'] });
    const rest = options.slice(1).map((o) => Number(o.prefix.slice(1)));
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(options[1]?.prefix).toBe('+1');
  });
  it('lists each calling code once, with every country that shares it', () => {
    const prefixes = options.map((o) => o.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    const nanp = options.find((o) => o.prefix === '+1');
    expect(nanp?.countries).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(options.find((o) => o.prefix === '+852')?.countries).toEqual(['HK']);
    expect(options.length).toBeGreaterThan(200);
  });
  it('labels an option with its code and at most three regions', () => {
    expect(phonePrefixLabel({ prefix: '+852', countries: ['HK'] })).toBe('+852 HK');
    expect(phonePrefixLabel({ prefix: '+1', countries: ['AG', 'AI', 'AS', 'BB'] })).toBe('+1 AG, AI, AS …');
  });
});

describe('phone number rule', () => {
  it('needs 11 digits with +86', () => {
    expect(phoneError('+86', '1381234567')).toBe('PHONE_INVALID'); // 10
    expect(phoneError('+86', '13812345678')).toBeUndefined(); // 11
    expect(phoneError('+86', '138123456789')).toBe('PHONE_INVALID'); // 12
  });
  it('needs 1 then 3–9 with +86', () => {
    expect(phoneError('+86', '12812345678')).toBe('PHONE_INVALID');
    expect(phoneError('+86', '13812345678')).toBeUndefined();
    expect(phoneError('+86', '19912345678')).toBeUndefined();
    expect(phoneError('+86', '23812345678')).toBe('PHONE_INVALID');
  });
  it('accepts digits only with another prefix', () => {
    expect(phoneError('+852', '91234567')).toBeUndefined();
    expect(phoneError('+1', '2025550123')).toBeUndefined();
    expect(phoneError('+852', '9123-4567')).toBe('PHONE_INVALID');
    expect(phoneError('+852', '9123 4567')).toBe('PHONE_INVALID');
    expect(phoneError('+44', 'abc')).toBe('PHONE_INVALID');
    expect(phoneError('+86', '1381234567a')).toBe('PHONE_INVALID');
  });
  it('rejects a missing prefix or number', () => {
    expect(phoneError(undefined, '13812345678')).toBe('PHONE_INVALID');
    expect(phoneError('', '13812345678')).toBe('PHONE_INVALID');
    expect(phoneError(null, '91234567')).toBe('PHONE_INVALID');
    expect(phoneError('+86', '')).toBe('PHONE_INVALID');
    expect(phoneError('+86', undefined)).toBe('PHONE_INVALID');
  });
});

describe('phone display', () => {
  it('shows the prefix before the number', () => {
    expect(formatPhone('+86', '13812345678')).toBe('+86 13812345678');
    expect(formatPhone('0086', '13812345678')).toBe('+86 13812345678');
    expect(formatPhone(null, '91234567')).toBe('91234567');
    expect(formatPhone('+86', null)).toBe('—');
  });
});
