import { describe, expect, it } from 'vitest';
import { features } from '../features.ts';
import { groupIcons, mainLinks, profileMenu, workbenchMenu } from './menus.ts';

describe('menus', () => {
  it('hides members without a members key and drops the empty group', () => {
    expect(workbenchMenu('GLOBAL', []).map((g) => g.entries.map((e) => e.labelKey))).toEqual([['workbench.overview']]);
    const withKey = workbenchMenu('GLOBAL', ['ViewJoinCompanyApplication']);
    expect(withKey.map((g) => g.groupKey)).toEqual([undefined, 'workbench.company']);
    expect(withKey[1]!.entries.map((e) => e.to)).toEqual(['/workbench/user']);
  });
  it('lists My company in the profile on both sites, delivery addresses on the mainland site only', () => {
    expect(profileMenu('GLOBAL', []).flatMap((g) => g.entries.map((e) => e.to))).toEqual(['/profile/own-company']);
    expect(profileMenu('MAINLAND', []).flatMap((g) => g.entries.map((e) => e.to))).toEqual(['/profile/own-company', '/profile/delivery-address']);
  });
  it('shows the workbench link to company members only', () => {
    const certification = { labelKey: 'layout.nav.certification', to: '/personal-certification' };
    const announcements = { labelKey: 'layout.nav.announcements', to: '/announcement' };
    const materials = { labelKey: 'layout.nav.materials', to: '/material' };
    expect(mainLinks(true, true)).toEqual([{ labelKey: 'layout.nav.workbench', to: '/workbench' }, certification, announcements, materials]);
    expect(mainLinks(true, false)).toEqual([certification, announcements, materials]);
    expect(mainLinks(false, false)).toEqual([]);
  });
  it('puts entries only in groups a feature declares, each with its icon', () => {
    const declared = features.flatMap((f) => f.menuGroups ?? []).map((g) => g.groupKey);
    const named = features.flatMap((f) => f.menu ?? []).flatMap((e) => (e.groupKey ? [e.groupKey] : []));
    expect(declared).toEqual(expect.arrayContaining([...new Set(named)]));
    expect(groupIcons['workbench.project']).toBe('pi pi-briefcase');
  });
});
