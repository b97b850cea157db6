import { describe, expect, it } from 'vitest';
import { features } from './features.ts';
import { menuFor, planRoutes } from './routes.ts';


describe('route declarations', () => {
  it('gives every declared route a unique address', () => {
    const paths = planRoutes(features, 'GLOBAL').map((p) => p.fullPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/verify-auth', '/workbench', '/workbench/user/*', '/profile/own-company/*', '/no-company/*']));
  });

  it('loads every page on demand', () => {
    for (const p of planRoutes(features, 'GLOBAL')) expect(typeof p.route.page, p.fullPath).toBe('function');
  });

  it('bounces a route of the other site to its parent', () => {
    const mainlandFeatures = new Set(['user-guide', 'delivery-addresses']);
    const onGlobal = planRoutes(features, 'GLOBAL').filter((p) => mainlandFeatures.has(p.feature));
    expect(onGlobal.map((p) => [p.fullPath, p.onSite, p.parent])).toEqual([
      ['/profile/delivery-address/*', false, '/profile'],
      ['/user-guide/*', false, '/'],
    ]);
    const onMainland = planRoutes(features, 'MAINLAND').filter((p) => mainlandFeatures.has(p.feature));
    expect(onMainland.every((p) => p.onSite)).toBe(true);
  });

  it("lists a site's menu entries on that site only", () => {
    const labels = (site: 'GLOBAL' | 'MAINLAND') => menuFor(features, 'profile', site, []).flatMap((g) => g.entries.map((e) => e.to));
    expect(labels('MAINLAND')).toEqual(['/profile/own-company', '/profile/delivery-address']);
    expect(labels('GLOBAL')).toEqual(['/profile/own-company']);
  });

  it('shows key-guarded entries only with a key', () => {
    const to = (keys: string[]) => menuFor(features, 'workbench', 'GLOBAL', keys).flatMap((g) => g.entries.map((e) => e.to));
    expect(to([])).toEqual(['/workbench']);
    expect(to(['ViewCompanyAllUser'])).toEqual(['/workbench', '/workbench/user']);
  });
});

describe('dynamic flags of the company', () => {
  const keys = ['ViewProjectReport', 'ViewApprovalProcess'];
  const projectEntries = (flags: Parameters<typeof menuFor>[4]) =>
    menuFor(features, 'workbench', 'GLOBAL', keys, flags)
      .filter((g) => g.groupKey === 'workbench.project')
      .flatMap((g) => g.entries.map((e) => e.to));

  it('hide the deal registration entries until the company is privileged to view them', () => {
    expect(projectEntries([])).toEqual([]);
    expect(projectEntries(['viewProjectReport'])).toEqual(['/workbench/project-filing', '/workbench/project-approval-record']);
  });

  it('are declared by the filing and approval routes', () => {
    const declared = planRoutes(features, 'GLOBAL').filter((p) => p.route.dynamic?.includes('viewProjectReport'));
    expect(declared.map((p) => p.fullPath).sort()).toEqual([
      '/workbench/project-approval-record/*',
      '/workbench/project-filing/*',
      '/workbench/project-filing/detail/*',
    ]);
  });
});
