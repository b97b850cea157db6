import { describe, expect, it } from 'vitest';
import { mainLinks, titleForPath, visibleMenu, workbenchMenu } from './menus.ts';

describe('menus', () => {
  it('hides members without a members key and drops the empty group', () => {
    expect(visibleMenu(workbenchMenu, []).map((e) => e.label)).toEqual(['Overview']);
    const withKey = visibleMenu(workbenchMenu, ['ViewJoinCompanyApplication']);
    expect(withKey.map((e) => e.label)).toEqual(['Overview', 'Company']);
    expect(withKey[1]!.children!.map((e) => e.label)).toEqual(['Members']);
  });
  it('shows the workbench link to company members only', () => {
    expect(mainLinks(true, true)).toEqual([{ label: 'Workbench', to: '/workbench' }]);
    expect(mainLinks(true, false)).toEqual([]);
    expect(mainLinks(false, false)).toEqual([]);
  });
  it('titles pages from the path', () => {
    expect(titleForPath('/')).toBe('Home | Partner Portal');
    expect(titleForPath('/workbench/user')).toBe('Members · Workbench | Partner Portal');
    expect(titleForPath('/workbench')).toBe('Workbench | Partner Portal');
    expect(titleForPath('/profile/own-company')).toBe('My company | Partner Portal');
    expect(titleForPath('/elsewhere')).toBe('Partner Portal');
  });
});
