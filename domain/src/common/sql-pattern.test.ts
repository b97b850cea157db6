import { describe, expect, it } from 'vitest';
import { companyNamePattern } from '../companies/index.ts';
import { sqlCharacterClassPattern } from './sql-pattern.ts';

describe('a character class in SQL’s form', () => {
  it('lists the class’s characters as code point ranges', () => {
    expect(sqlCharacterClassPattern(/^[a-c_\-]+$/)).toBe('^[\\u002d\\u005f\\u0061-\\u0063]+$');
  });

  it('writes the company-name characters for SQL: Chinese (beyond the basic plane too) and Latin letters, not others', () => {
    const sql = sqlCharacterClassPattern(companyNamePattern);
    expect(sql).toContain('\\u4e00-\\u9fff'); // the common Chinese characters
    expect(sql).toContain('\\U00020000-\\U0002a6df'); // an extension beyond the basic plane
    expect(sql).toContain('\\uff08'); // the full-width bracket
    expect(sql).not.toContain('\\u003c'); // "<"
    expect(sql).not.toContain('\\u0410'); // Cyrillic
    expect(sqlCharacterClassPattern(companyNamePattern)).toBe(sql); // computed once
  });

  it('refuses a pattern that is not one character class', () => {
    expect(() => sqlCharacterClassPattern(/^\d{6}$/)).toThrow('not a ^[…]+$ pattern');
  });
});
