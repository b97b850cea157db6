import { describe, expect, it } from 'vitest';
import { userGuideLimits } from '@pp/domain';
import { withWorld } from './world.ts';

const save = 'select * from app_public.save_user_guide_page(id => $1, title => $2, content => $3, sort_order => $4)';

describe('the user guide', () => {
  it('is written by vendor admins: a title of 1–50 characters, an order of 0–9999; a page that is not there is refused', () =>
    withWorld(async (tx) => {
      await tx.as('adminA');
      expect(await tx.errorOf(save, [null, 'Getting started', '<p>Hi</p>', 0])).toBe('NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(save, [null, '  ', '', 0])).toBe('USER_GUIDE_TITLE_LENGTH');
      expect(await tx.errorOf(save, [null, 't'.repeat(userGuideLimits.userGuideTitleMax + 1), '', 0])).toBe('USER_GUIDE_TITLE_LENGTH');
      expect(await tx.errorOf(save, [null, 'Getting started', '', -1])).toBe('USER_GUIDE_SORT_ORDER_INVALID');
      expect(await tx.errorOf(save, [null, 'Getting started', '', 10_000])).toBe('USER_GUIDE_SORT_ORDER_INVALID');
      expect(await tx.errorOf(save, [null, 'Getting started', 'x'.repeat(userGuideLimits.userGuideContentMax + 1), 0])).toBe('USER_GUIDE_CONTENT_TOO_LONG');
      const { rows: [page] } = await tx.query<{ id: number; title: string }>(save, [null, ` ${'t'.repeat(50)} `, '<p>Hi</p>', 9999]);
      expect(page!.title).toBe('t'.repeat(50));
      const { rows: [changed] } = await tx.query<{ title: string; sort_order: number }>(save, [page!.id, 'Signing in', '<p>Use your account.</p>', 0]);
      expect(changed).toMatchObject({ title: 'Signing in', sort_order: 0 });
      expect(await tx.errorOf(save, [2_000_000_000, 'Missing', '', 0])).toBe('USER_GUIDE_PAGE_NOT_FOUND');
      await tx.as('memberA');
      expect(await tx.errorOf('select app_public.delete_user_guide_page($1)', [page!.id])).toBe('NO_PERMISSION');
      await tx.as('vendorAdmin');
      await tx.query('select app_public.delete_user_guide_page($1)', [page!.id]);
      expect(await tx.errorOf('select app_public.delete_user_guide_page($1)', [page!.id])).toBe('USER_GUIDE_PAGE_NOT_FOUND');
    }));

  it('is read by everyone signed in, in its order; not by the anonymous', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      const tag = Math.random().toString(36).slice(2, 8);
      const ids: number[] = [];
      for (const [title, order] of [[`Second ${tag}`, 2], [`First ${tag}`, 1]] as const) {
        const { rows: [p] } = await tx.query<{ id: number }>(save, [null, title, '<p>Text</p>', order]);
        ids.push(p!.id);
      }
      for (const persona of ['memberA', 'noCompany', 'memberB'] as const) {
        await tx.as(persona);
        const { rows } = await tx.query<{ title: string }>('select title from app_public.user_guide_pages where title like $1 order by sort_order, id', [`%${tag}`]);
        expect(rows.map((r) => r.title)).toEqual([`First ${tag}`, `Second ${tag}`]);
        expect(await tx.errorOf('update app_public.user_guide_pages set title = $1 where id = $2', ['Hacked', ids[0]])).toBe('42501');
      }
      await tx.as('anonymous');
      expect(await tx.errorOf('select 1 from app_public.user_guide_pages')).toBe('42501');
    }));
});
