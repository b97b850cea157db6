import { describe, expect, it } from 'vitest';
import { installCatalogue } from '../lib/i18n.ts';
import { componentMessages } from './i18n.ts';
import { roleName, roleNameOf, roleNamesLine } from './roleName.ts';

installCatalogue(componentMessages);

describe('role names in the site\'s language', () => {
  it('shows a built-in role by its key and a company\'s own role as named', () => {
    expect(roleName({ key: 'PARTNER_ADMINISTRATOR', name: 'Partner administrator' }, 'zh-CN')).toBe('合作伙伴管理员');
    expect(roleName({ key: 'PARTNER_ADMINISTRATOR', name: 'Partner administrator' }, 'en-US')).toBe('Partner administrator');
    expect(roleName({ key: null, name: 'Sales lead' }, 'zh-CN')).toBe('Sales lead');
  });

  it('recognises the built-in roles in a list of names', () => {
    expect(roleNameOf('Regular member', 'zh-CN')).toBe('普通成员');
    expect(roleNamesLine(['Partner administrator', null, 'Sales lead'], 'zh-CN')).toBe('合作伙伴管理员、Sales lead');
    expect(roleNamesLine(['Partner administrator', 'Regular member'], 'en-US')).toBe('Partner administrator, Regular member');
  });
});
