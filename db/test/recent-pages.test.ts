import { describe, expect, it } from 'vitest';
import { limits } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

const record = 'select * from app_public.record_recent_page($1, $2)';
const list = async (tx: Tx) =>
  (await tx.query<{ url: string; title: string }>('select url, title from app_public.recent_pages()')).rows;
const kept = async (tx: Tx, rootUserId: string) => {
  await tx.as(null);
  const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from app_public.recent_visited_pages where root_user_id = $1', [rootUserId]);
  return rows[0]!.n;
};

describe('recent visited pages', () => {
  it('lists the last ten, most recent first, one record per address', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      for (let i = 1; i <= 12; i++) await tx.query(record, [`/workbench/page-${i}`, `Page ${i}`]);
      const shown = await list(tx);
      expect(shown.length).toBe(limits.recentPagesShown);
      expect(shown[0]).toEqual({ url: '/workbench/page-12', title: 'Page 12' });
      expect(shown.at(-1)!.url).toBe('/workbench/page-3');
      // Visiting page 5 again moves it to the front with its latest title, without a duplicate.
      await tx.query(record, ['/workbench/page-5', 'Page five']);
      const again = await list(tx);
      expect(again[0]).toEqual({ url: '/workbench/page-5', title: 'Page five' });
      expect(again.filter((p) => p.url === '/workbench/page-5').length).toBe(1);
      expect(again.length).toBe(limits.recentPagesShown);
      expect(await kept(tx, tx.world.people.memberA)).toBe(12);
    }));

  it(`keeps only the last ${limits.recentPagesKept} records`, () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      for (let i = 1; i <= limits.recentPagesKept + 5; i++) await tx.query(record, [`/workbench/p${i}`, `P${i}`]);
      expect(await kept(tx, tx.world.people.memberA)).toBe(limits.recentPagesKept);
      const { rows } = await tx.query<{ url: string }>('select url from app_public.recent_visited_pages where root_user_id = $1', [tx.world.people.memberA]);
      // The oldest five were forgotten.
      expect(rows.map((r) => r.url)).not.toContain('/workbench/p5');
      expect(rows.map((r) => r.url)).toContain('/workbench/p6');
    }));

  it('refuses addresses that leave the portal and empty or long titles, writing nothing', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'workbench', '/work bench', '/\\evil', '', `/${'a'.repeat(limits.recentPageUrlMax)}`]) {
        expect(await tx.errorOf(record, [url, 'T']), url).toBe('RECENT_PAGE_URL_INVALID');
      }
      expect(await tx.errorOf(record, [null, 'T'])).toBe('RECENT_PAGE_URL_INVALID');
      expect(await tx.errorOf(record, ['/workbench', '  '])).toBe('RECENT_PAGE_TITLE_INVALID');
      expect(await tx.errorOf(record, ['/workbench', 'a'.repeat(limits.recentPageTitleMax + 1)])).toBe('RECENT_PAGE_TITLE_INVALID');
      expect(await list(tx)).toEqual([]);
      expect(await tx.errorOf(record, [`/${'a'.repeat(limits.recentPageUrlMax - 1)}`, 'a'.repeat(limits.recentPageTitleMax)])).toBe('NO_ERROR');
      expect(await tx.errorOf(record, ['/workbench/user?tab=application', ' Members '])).toBe('NO_ERROR');
      expect((await list(tx))[0]).toEqual({ url: '/workbench/user?tab=application', title: 'Members' });
    }));

  it('each person sees only their own pages; anonymous visitors record nothing', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      await tx.query(record, ['/workbench/company-info', 'Company info']);
      for (const persona of ['adminA', 'memberB', 'noCompany', 'vendorAdmin'] as const) {
        await tx.as(persona);
        expect(await list(tx), persona).toEqual([]);
        expect((await tx.query('select 1 from app_public.recent_visited_pages')).rowCount, persona).toBe(0);
        expect(await tx.errorOf('delete from app_public.recent_visited_pages'), persona).toBe('42501');
      }
      // The same address is a separate record per person.
      await tx.as('adminA');
      await tx.query(record, ['/workbench/company-info', 'Company info']);
      expect((await list(tx)).length).toBe(1);
      await tx.as('anonymous');
      expect(await tx.errorOf(record, ['/workbench', 'Workbench'])).toBe('UNAUTHENTICATED');
      expect(await tx.errorOf('select * from app_public.recent_visited_pages')).toBe('42501');
      await tx.as('memberA');
      expect(await list(tx)).toEqual([{ url: '/workbench/company-info', title: 'Company info' }]);
    }));

  it('keeps the key of a page\'s title, and keys the visits recorded before by their English title', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      await tx.query('select * from app_public.record_recent_page($1, $2, $3)', ['/workbench/approvals', '我的审批', 'approvals.title']);
      expect(await tx.errorOf('select * from app_public.record_recent_page($1, $2, $3)', ['/workbench/x', 'X', 'Bad key!'])).toBe('RECENT_PAGE_TITLE_INVALID');
      await tx.query(record, ['/workbench/project-filing', 'Deal registration']);
      await tx.query(record, ['/workbench/other', 'Something else']);
      await tx.as(null);
      // The function keys every unkeyed visit of the table: visits other test files committed with an English title
      // are keyed too, so the count is at least this world's one; this person's rows are checked exactly below.
      expect((await tx.query<{ n: number }>('select app_private.key_recent_pages() as n')).rows[0]!.n).toBeGreaterThanOrEqual(1);
      const { rows } = await tx.query<{ url: string; title: string; title_key: string | null }>(
        'select url, title, title_key from app_public.recent_visited_pages where root_user_id = $1 order by url', [tx.world.people.memberA]);
      expect(rows).toEqual([
        { url: '/workbench/approvals', title: '我的审批', title_key: 'approvals.title' },
        { url: '/workbench/other', title: 'Something else', title_key: null },
        { url: '/workbench/project-filing', title: 'Deal registration', title_key: 'project-filing.title' },
      ]);
    }));
});
