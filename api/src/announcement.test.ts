import { randomUUID } from 'node:crypto';
import { builtinRoleIds } from '@pp/domain';
import { sanitizeRichText } from '@pp/domain/rich-text';
import { describe, expect, it } from 'vitest';
import { codeOf, useTestApi } from './test-kit.ts';

/**
 * Rich-text content through GraphQL (an announcement's, a user guide page's): the API stores only content the one
 * allowlist leaves unchanged, so a script is refused with its code and nothing is written, while the back office's
 * sanitised text is stored as sent.
 */
const kit = useTestApi();

/** A vendor admin (a person of no company with the vendor administrator role) and their token. */
const vendorAdmin = async () => {
  const root = randomUUID();
  await kit.owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `va-${root.slice(0, 8)}`, null, 'Vendor Admin']);
  await kit.owner.query(
    `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
    [root, builtinRoleIds.vendorAdministrator],
  );
  return kit.api.sign({ sub: root });
};

const save = `mutation($name: String, $title: String, $typeId: Int, $content: String) {
  saveAnnouncement(input: { name: $name, title: $title, typeId: $typeId, content: $content, attachmentFileIds: [],
                            isPublic: true, isSentNotification: false }) {
    result { id content status }
  }
}`;

describe('saving an announcement through the API', () => {
  it('refuses content with markup outside the allowlist and writes nothing; stores sanitised content as sent', async () => {
    const token = await vendorAdmin();
    const { rows: [type] } = await kit.owner.query<{ id: number }>(`insert into app_public.announcement_types (name, color) values ($1, '#1677ff') returning id`, [`API ${randomUUID().slice(0, 8)}`]);
    const title = `API check ${randomUUID().slice(0, 8)}`;
    const count = async () => Number((await kit.owner.query<{ n: string }>('select count(*) as n from app_public.announcements where title = $1', [title])).rows[0]!.n);

    const unsafe = await kit.api.graphql(save, { name: 'API', title, typeId: type!.id, content: '<p>Hi<script>alert(1)</script></p>' }, token);
    expect(codeOf(unsafe.body)).toBe('ANNOUNCEMENT_CONTENT_UNSAFE');
    expect(await count()).toBe(0);

    const content = sanitizeRichText('<p style="text-align:center"><strong>Hi</strong> &amp; <a href="https://example.com" target="_blank">welcome</a></p>');
    const saved = await kit.api.graphql<{ saveAnnouncement: { result: { content: string; status: string } } }>(save, { name: 'API', title, typeId: type!.id, content }, token);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveAnnouncement.result).toMatchObject({ content, status: 'DRAFT' });
    expect(await count()).toBe(1);

    const short = await kit.api.graphql(save, { name: 'API', title: 'Four', typeId: type!.id, content }, token);
    expect(codeOf(short.body)).toBe('ANNOUNCEMENT_TITLE_LENGTH');
  });
});

describe('saving a page of the user guide through the API', () => {
  it('refuses content with markup outside the allowlist and writes nothing; a member may not save one', async () => {
    const token = await vendorAdmin();
    const title = `Guide ${randomUUID().slice(0, 8)}`;
    const saveGuide = `mutation($title: String, $content: String) {
      saveUserGuidePage(input: { title: $title, content: $content, sortOrder: 1 }) { result { id title content } }
    }`;
    const count = async () => Number((await kit.owner.query<{ n: string }>('select count(*) as n from app_public.user_guide_pages where title = $1', [title])).rows[0]!.n);
    const unsafe = await kit.api.graphql(saveGuide, { title, content: '<p onclick="x()">Hi</p>' }, token);
    expect(codeOf(unsafe.body)).toBe('USER_GUIDE_CONTENT_UNSAFE');
    expect(await count()).toBe(0);
    const content = sanitizeRichText('<h2>Signing in</h2><p>Use <em>your</em> account.</p>');
    const saved = await kit.api.graphql<{ saveUserGuidePage: { result: { content: string } } }>(saveGuide, { title, content }, token);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveUserGuidePage.result.content).toBe(content);
    const someone = randomUUID();
    await kit.owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [someone, `p-${someone.slice(0, 8)}`, null, 'Someone']);
    expect(codeOf((await kit.api.graphql(saveGuide, { title: `${title}-m`, content }, await kit.api.sign({ sub: someone }))).body)).toBe('NO_PERMISSION');
  });
});
