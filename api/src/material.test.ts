import { randomUUID } from 'node:crypto';
import { builtinRoleIds } from '@pp/domain';
import { describe, expect, it } from 'vitest';
import { codeOf, useTestApi } from './test-kit.ts';

/**
 * Resource materials through GraphQL: the API re-checks saveResourceMaterial with the domain's schema before SQL runs
 * (a refused command writes nothing), the portal's list is a connection with its total, and generateOneFileUrl takes
 * ignoreStrategy, which lets a vendor admin preview a material's file and means nothing to anyone else. Storage is
 * configured but never reached: a download URL is only signed.
 */
const kit = useTestApi({
  storage: { endpoint: 'http://127.0.0.1:9', publicEndpoint: 'http://127.0.0.1:9', accessKey: 'k', secretKey: 's', bucket: 'b', region: 'us-east-1' },
});

/** A person of no company, a vendor admin when asked, and their root id and token. */
const person = async (vendorAdmin: boolean) => {
  const root = randomUUID();
  await kit.owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `p-${root.slice(0, 8)}`, null, 'Person']);
  if (vendorAdmin) {
    await kit.owner.query(
      `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
      [root, builtinRoleIds.vendorAdministrator],
    );
  }
  return { root, token: await kit.api.sign({ sub: root }) };
};

const save = `mutation($name: String, $brief: String, $typeIds: [Int], $fileType: MaterialFileType, $fileId: UUID, $link: String,
                       $canDownload: Boolean, $isPublic: Boolean, $pushStrategies: JSON) {
  saveResourceMaterial(input: { name: $name, brief: $brief, typeIds: $typeIds, productIds: [], fileType: $fileType, fileId: $fileId,
                                link: $link, canDownload: $canDownload, isPublic: $isPublic, pushStrategies: $pushStrategies,
                                isSentNotification: false }) {
    result { id status canDownload fileName }
  }
}`;
const publish = `mutation($id: UUID!) { publishResourceMaterial(input: { id: $id }) { result { id status } } }`;
const list = `query($search: String) { publishedResourceMaterials(search: $search, first: 10) { totalCount nodes { id name canDownload } } }`;
const url = `query($id: UUID!, $download: Boolean, $ignore: Boolean) {
  generateOneFileUrl(fileId: $id, isDownload: $download, ignoreStrategy: $ignore) { url }
}`;

describe('resource materials through the API', () => {
  it('refuses a command the domain refuses before SQL runs, and writes nothing', async () => {
    const { token } = await person(true);
    const name = `API ${randomUUID().slice(0, 8)}`;
    const count = async () => Number((await kit.owner.query<{ n: string }>('select count(*) as n from app_public.resource_materials where name = $1', [name])).rows[0]!.n);
    const base = { name, brief: 'About it', typeIds: [1], fileType: 'URL', link: 'https://example.com', canDownload: false, isPublic: true };

    // 51 counted units
    const long = await kit.api.graphql(save, { ...base, name: Array.from({ length: 51 }, () => 'ab').join(' ') }, token);
    expect(codeOf(long.body)).toBe('MATERIAL_NAME_LENGTH');
    expect(codeOf((await kit.api.graphql(save, { ...base, link: 'ftp://example.com' }, token)).body)).toBe('MATERIAL_LINK_INVALID');
    expect(codeOf((await kit.api.graphql(save, { ...base, typeIds: [] }, token)).body)).toBe('MATERIAL_TYPE_REQUIRED');
    expect(codeOf((await kit.api.graphql(save, { ...base, fileType: 'DOCX', link: null, fileId: randomUUID() }, token)).body)).toBe('MATERIAL_DOWNLOAD_REQUIRED');
    expect(codeOf((await kit.api.graphql(save, { ...base, isPublic: false }, token)).body)).toBe('PUSH_STRATEGY_REQUIRED');
    expect(await count()).toBe(0);

    const saved = await kit.api.graphql<{ saveResourceMaterial: { result: { status: string; canDownload: boolean } } }>(save, base, token);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveResourceMaterial.result).toMatchObject({ status: 'DRAFT', canDownload: false });
    expect(await count()).toBe(1);

    const member = await person(false);
    expect(codeOf((await kit.api.graphql(save, base, member.token)).body)).toBe('NO_PERMISSION');
  });

  it('lists the published ones as a connection with its total; a vendor admin previews a file with ignoreStrategy, nobody else', async () => {
    const admin = await person(true);
    const reader = await person(false);
    const tag = randomUUID().slice(0, 8);
    // a non-public PDF for a company the reader is not in
    const { rows: [company] } = await kit.owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'GLOBAL') returning id`, [`Material ${tag}`]);
    const { rows: [file] } = await kit.owner.query<{ id: string }>(
      `insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status)
       values ($1, 'MATERIAL_FILE', 'guide.pdf', 100, 'application/pdf', 'material_file/' || gen_random_uuid() || '.pdf', 'SUCCESS') returning id`,
      [admin.root],
    );
    const strategy = { combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [company!.id] }] };
    const hidden = await kit.api.graphql<{ saveResourceMaterial: { result: { id: string; fileName: string } } }>(
      save, { name: `Guide ${tag}`, brief: 'For one company', typeIds: [3], fileType: 'PDF', fileId: file!.id, canDownload: true, isPublic: false, pushStrategies: strategy }, admin.token);
    expect(hidden.body.errors).toBeUndefined();
    const hiddenId = hidden.body.data!.saveResourceMaterial.result.id;
    expect(hidden.body.data!.saveResourceMaterial.result.fileName).toBe('guide.pdf');
    const open = await kit.api.graphql(save, { name: `Open ${tag}`, brief: 'For everyone', typeIds: [1], fileType: 'URL', link: 'https://example.com/open', canDownload: false, isPublic: true }, admin.token);
    const openId = (open.body.data as { saveResourceMaterial: { result: { id: string } } }).saveResourceMaterial.result.id;
    for (const id of [hiddenId, openId]) expect((await kit.api.graphql(publish, { id }, admin.token)).body.errors).toBeUndefined();

    type List = { publishedResourceMaterials: { totalCount: number; nodes: { id: string; canDownload: boolean }[] } };
    const seen = await kit.api.graphql<List>(list, { search: tag }, reader.token);
    expect(seen.body.errors).toBeUndefined();
    expect(seen.body.data!.publishedResourceMaterials).toEqual({ totalCount: 1, nodes: [{ id: openId, name: `Open ${tag}`, canDownload: false }] });
    const all = await kit.api.graphql<List>(list, { search: tag }, admin.token);
    expect(all.body.data!.publishedResourceMaterials.totalCount).toBe(2);

    // the preview: the vendor admin with ignoreStrategy only
    expect(codeOf((await kit.api.graphql(url, { id: file!.id, download: false }, admin.token)).body)).toBe('FILE_NO_PERMISSION');
    const preview = await kit.api.graphql<{ generateOneFileUrl: { url: string } }>(url, { id: file!.id, download: true, ignore: true }, admin.token);
    expect(preview.body.errors).toBeUndefined();
    expect(preview.body.data!.generateOneFileUrl.url).toContain('.pdf');
    expect(codeOf((await kit.api.graphql(url, { id: file!.id, download: false, ignore: true }, reader.token)).body)).toBe('FILE_NO_PERMISSION');
    expect(codeOf((await kit.api.graphql(url, { id: file!.id, download: false }, reader.token)).body)).toBe('FILE_NO_PERMISSION');
  });
});
