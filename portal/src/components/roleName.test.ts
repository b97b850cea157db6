import { describe, expect, it } from 'vitest';
import { installCatalogue } from '../lib/i18n.ts';
import { componentMessages } from './i18n.ts';
import { roleName, roleNamesLine } from './roleName.ts';

installCatalogue(componentMessages);

describe('role names in the site\'s language', () => {
  it('shows a built-in role by its key and a company\'s own role as named', () => {
    expect(roleName({ key: 'PARTNER_ADMINISTRATOR', name: 'Partner administrator' }, 'zh-CN')).toBe('合作伙伴管理员');
    expect(roleName({ key: 'PARTNER_ADMINISTRATOR', name: 'Partner administrator' }, 'en-US')).toBe('Partner administrator');
    expect(roleName({ key: null, name: 'Sales lead' }, 'zh-CN')).toBe('Sales lead');
    // a company's own role named like a built-in one is shown as named
    expect(roleName({ key: null, name: 'Regular member' }, 'zh-CN')).toBe('Regular member');
  });

  it('joins a list of roles in the site\'s language, skipping empty entries', () => {
    const list = [{ key: 'PARTNER_ADMINISTRATOR', name: 'Partner administrator' }, null, { key: null, name: 'Sales lead' }];
    expect(roleNamesLine(list, 'zh-CN')).toBe('合作伙伴管理员、Sales lead');
    expect(roleNamesLine(list, 'en-US')).toBe('Partner administrator, Sales lead');
    expect(roleNamesLine(null, 'en-US')).toBe('');
  });
});
