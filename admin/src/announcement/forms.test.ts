import { describe, expect, it } from 'vitest';
import { announcementDefaults, announcementFormSchema, emptyStrategy } from './forms.ts';

const valid = { ...announcementDefaults(), title: 'Version 7 is out', name: 'Release', typeId: 3, content: '<p>Hi<script>x()</script></p>' };

describe('the announcement form', () => {
  it('sends the content sanitised, the publish time in UTC+8, and a public one without a strategy', () => {
    const parsed = announcementFormSchema.safeParse({ ...valid, publishTime: '2026-12-01T09:30' });
    expect(parsed.success && parsed.data).toMatchObject({ content: '<p>Hi</p>', publishTime: '2026-12-01T09:30:00+08:00', isPublic: true, pushStrategies: null });
  });

  it('needs a title of 5–50 characters and a type, and a strategy with values when not public', () => {
    const codes = (v: Record<string, unknown>) => {
      const r = announcementFormSchema.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(codes({ ...valid, title: 'Four' })).toContain('ANNOUNCEMENT_TITLE_LENGTH');
    expect(codes({ ...valid, typeId: null })).toContain('ANNOUNCEMENT_TYPE_REQUIRED');
    expect(codes({ ...valid, isPublic: false, pushStrategies: emptyStrategy() })).toContain('PUSH_RULE_INVALID');
    expect(codes({ ...valid, isPublic: false, pushStrategies: { combinator: 'AND', rules: [{ field: 'ROLE', operator: 'CONTAINS_ONE', values: ['r1'] }] } })).toEqual([]);
  });
});
