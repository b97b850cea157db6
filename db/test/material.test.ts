import { describe, expect, it } from 'vitest';
import { builtinRoleIds, contentTextLength, materialFileTypes, type PermissionKey } from '@pp/domain';
import { withWorld, type Persona, type Tx } from './world.ts';

const saveText = `select * from app_public.save_resource_material(id => $1, name => $2, brief => $3, type_ids => $4, product_ids => $5,
  file_type => $6, file_id => $7, link => $8, can_download => $9, publish_time => $10, is_public => $11, push_strategies => $12,
  is_sent_notification => $13)`;

interface Draft {
  id?: string | null;
  name?: string;
  brief?: string;
  typeIds?: number[] | null;
  productIds?: number[] | null;
  fileType?: string | null;
  fileId?: string | null;
  link?: string | null;
  canDownload?: boolean;
  publishTime?: string | null;
  isPublic?: boolean;
  strategy?: unknown;
  notify?: boolean;
}
/** The seeded types: 1 product brochure … 5 images and plug-ins, 6 case study; products 1–7 of the reference data. */
const args = (d: Draft = {}) => [
  d.id ?? null, d.name ?? 'Release notes', d.brief ?? 'What is new in 6.1', d.typeIds === undefined ? [1] : d.typeIds,
  d.productIds === undefined ? [] : d.productIds, d.fileType === undefined ? 'URL' : d.fileType, d.fileId ?? null,
  d.link === undefined ? (d.fileType === undefined || d.fileType === 'URL' ? 'https://example.com/notes' : null) : d.link,
  d.canDownload ?? false, d.publishTime ?? null, d.isPublic ?? true, d.strategy === undefined ? null : JSON.stringify(d.strategy),
  d.notify ?? false,
];

const mimeOf: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
/** A completed MATERIAL_FILE upload of the vendor admin. */
const upload = async (tx: Tx, ext: string): Promise<string> => {
  await tx.as('vendorAdmin');
  const { rows: [file] } = await tx.query<{ id: string }>(`select id from app_hidden.begin_upload('MATERIAL_FILE', $1, 100, $2, null)`, [`file.${ext}`, mimeOf[ext]]);
  await tx.query('select app_hidden.finish_upload($1, 100, $2)', [file!.id, mimeOf[ext]]);
  return file!.id;
};
/** A saved draft (as the vendor admin). */
const draft = async (tx: Tx, d: Draft = {}) => {
  await tx.as('vendorAdmin');
  const { rows: [m] } = await tx.query<{ id: string; status: string; can_download: boolean; link: string | null; file_id: string | null }>(saveText, args(d));
  return m!;
};
const published = async (tx: Tx, d: Draft = {}) => {
  const m = await draft(tx, d);
  await tx.query('select app_public.publish_resource_material($1)', [m.id]);
  return m.id;
};
/** A published file material (a PDF unless said otherwise). */
const fileMaterial = async (tx: Tx, ext: string, d: Draft = {}) => {
  const fileId = await upload(tx, ext);
  const id = await published(tx, { fileType: ext.toUpperCase(), fileId, link: null, canDownload: true, ...d });
  return { id, fileId };
};
/** Whether `persona` reads the material (row-level security). */
const reads = async (tx: Tx, persona: Exclude<Persona, 'anonymous'>, id: string) => {
  await tx.as(persona);
  return (await tx.query('select 1 from app_public.resource_materials where id = $1', [id])).rowCount === 1;
};
/** Whether `persona` finds the material in the portal's list. */
const listed = async (tx: Tx, persona: Exclude<Persona, 'anonymous'>, id: string) => {
  await tx.as(persona);
  return (await tx.query('select 1 from app_public.published_resource_materials() where id = $1', [id])).rowCount === 1;
};
const companyRule = (operator: string, ...companies: string[]) => ({ combinator: 'OR', rules: [{ field: 'COMPANY', operator, values: companies }] });

/** Gives the person's identity in the company exactly these keys (a role of their own, instead of their roles). */
const holdKeys = async (tx: Tx, identity: string, companyId: string, keys: PermissionKey[]) => {
  await tx.as(null);
  const { rows: [role] } = await tx.query<{ id: string }>(
    `insert into app_public.roles (company_id, name, type) values ($1, $2, 'ORGANIZATIONAL') returning id`,
    [companyId, `Keys ${Math.random().toString(36).slice(2, 8)}`],
  );
  for (const key of keys) await tx.query('insert into app_public.role_permissions (role_id, permission_key) values ($1, $2)', [role!.id, key]);
  await tx.query('delete from app_public.user_roles where user_id = $1', [identity]);
  await tx.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [identity, role!.id]);
};
/** What file_for_url answers `persona`: the file's id, or the error's code. */
const opens = async (tx: Tx, persona: Exclude<Persona, 'anonymous'>, fileId: string, download: boolean, ignoreStrategy = false) => {
  await tx.as(persona);
  const code = await tx.errorOf('select app_hidden.file_for_url($1, $2, $3)', [fileId, download, ignoreStrategy]);
  return code === 'NO_ERROR' ? 'OPENS' : code;
};

/** Examples of the counting rule, at both sides of each limit. */
const runs = (n: number) => Array.from({ length: n }, () => 'ab').join(' ');
const countingExamples = [
  'hello world', 'v1.2-beta_3 文档', 'PP-2026_v1.2 说明', '   ', '', 'a,b', '文档', 'x'.repeat(500), runs(50), runs(51), runs(100),
  runs(101), '文'.repeat(50), '文'.repeat(51), '文'.repeat(100), '文'.repeat(101), 'a\u3000b\u00a0c\td', 'Ünïcödé ok', '🙂 ok',
];

describe('counting a name or a brief', () => {
  it('SQL counts as the domain does: "hello world" 2, "v1.2-beta_3 文档" 3, and every example alike', () =>
    withWorld(async (tx) => {
      const { rows } = await tx.query<{ t: string; n: number }>('select t, app_hidden.content_text_length(t) as n from unnest($1::text[]) t', [countingExamples]);
      expect(rows.map((r) => r.n)).toEqual(countingExamples.map(contentTextLength));
      expect(rows.slice(0, 2).map((r) => r.n)).toEqual([2, 3]);
    }));
});

describe('saving a material', () => {
  it('a name of 1–50 and a brief of 1–100, counted by the rule', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      expect((await draft(tx, { name: runs(50) })).status).toBe('DRAFT');
      expect(await tx.errorOf(saveText, args({ name: runs(51) }))).toBe('MATERIAL_NAME_LENGTH');
      expect((await draft(tx, { name: '文'.repeat(50) })).status).toBe('DRAFT');
      expect(await tx.errorOf(saveText, args({ name: '文'.repeat(51) }))).toBe('MATERIAL_NAME_LENGTH');
      // a long run of letters counts one
      expect((await draft(tx, { name: 'v1.2-beta_3'.repeat(20) })).status).toBe('DRAFT');
      expect(await tx.errorOf(saveText, args({ name: '   ' }))).toBe('MATERIAL_NAME_LENGTH');
      expect((await draft(tx, { brief: runs(100) })).status).toBe('DRAFT');
      expect(await tx.errorOf(saveText, args({ brief: runs(101) }))).toBe('MATERIAL_BRIEF_LENGTH');
      expect((await draft(tx, { brief: '文'.repeat(100) })).status).toBe('DRAFT');
      expect(await tx.errorOf(saveText, args({ brief: '文'.repeat(101) }))).toBe('MATERIAL_BRIEF_LENGTH');
      expect(await tx.errorOf(saveText, args({ brief: '' }))).toBe('MATERIAL_BRIEF_LENGTH');
    }));

  it('is a vendor admin\'s only', () =>
    withWorld(async (tx) => {
      for (const persona of ['memberA', 'adminA', 'memberB', 'noCompany'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(saveText, args()), persona).toBe('NO_PERMISSION');
      }
      const m = await draft(tx);
      await tx.as('adminA');
      for (const command of ['publish', 'delist', 'delete']) {
        expect(await tx.errorOf(`select app_public.${command}_resource_material($1)`, [m.id]), command).toBe('NO_PERMISSION');
      }
      expect(await tx.errorOf('select app_public.resource_material_push_range($1)', [m.id])).toBe('NO_PERMISSION');
      await tx.as('anonymous');
      expect(await tx.errorOf(saveText, args())).toBe('42501');
    }));

  it('one type or more, enabled (a type disabled since stays on its materials); products that exist', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(saveText, args({ typeIds: [] }))).toBe('MATERIAL_TYPE_REQUIRED');
      expect(await tx.errorOf(saveText, args({ typeIds: null }))).toBe('MATERIAL_TYPE_REQUIRED');
      expect(await tx.errorOf(saveText, args({ typeIds: [1, 99999] }))).toBe('MATERIAL_TYPE_REQUIRED');
      expect(await tx.errorOf(saveText, args({ productIds: [99999] }))).toBe('MATERIAL_PRODUCT_INVALID');
      const m = await draft(tx, { typeIds: [1, 2, 2], productIds: [1, 3] });
      await tx.as(null);
      const linked = async () => ({
        types: (await tx.query<{ type_id: number }>('select type_id from app_public.resource_material_type_links where resource_material_id = $1 order by 1', [m.id])).rows.map((r) => r.type_id),
        products: (await tx.query<{ product_id: number }>('select product_id from app_public.resource_material_products where resource_material_id = $1 order by 1', [m.id])).rows.map((r) => r.product_id),
      });
      expect(await linked()).toEqual({ types: [1, 2], products: [1, 3] });
      await tx.as('vendorAdmin');
      await tx.query('update app_public.resource_material_types set enabled = false where id = 2');
      expect(await tx.errorOf(saveText, args({ typeIds: [2] }))).toBe('MATERIAL_TYPE_DISABLED');
      await tx.query(saveText, args({ id: m.id, typeIds: [2, 3], productIds: [] }));
      expect(await linked()).toEqual({ types: [2, 3], products: [] });
    }));

  it('types: a vendor admin adds and edits them, a name of 1–20, one per name; everyone signed in reads them', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      expect((await tx.query('select name from app_public.resource_material_types order by sort_order')).rows.length).toBeGreaterThanOrEqual(6);
      expect(await tx.errorOf(`insert into app_public.resource_material_types (name, name_zh) values ('Video', '视频')`)).toBe('42501');
      await tx.as('vendorAdmin');
      await tx.query(`insert into app_public.resource_material_types (name, name_zh, sort_order) values ($1, '视频', 7)`, ['v'.repeat(20)]);
      expect(await tx.errorOf(`insert into app_public.resource_material_types (name, name_zh) values ($1, '视频')`, ['w'.repeat(21)])).toBe('23514');
      expect(await tx.errorOf(`insert into app_public.resource_material_types (name, name_zh) values ($1, '视频')`, ['V'.repeat(20)])).toBe('23505');
    }));

  it('a URL material needs a valid http(s) link and is never downloadable', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      for (const link of ['ftp://example.com/a', 'https://', 'https://exa mple.com', 'javascript:alert(1)', 'example.com', '', null]) {
        expect(await tx.errorOf(saveText, args({ fileType: 'URL', link })), String(link)).toBe('MATERIAL_LINK_INVALID');
      }
      expect(await tx.errorOf(saveText, args({ fileType: 'URL', link: `https://example.com/${'a'.repeat(2000 - 20 + 1)}` }))).toBe('MATERIAL_LINK_INVALID');
      expect((await draft(tx, { fileType: 'URL', link: `https://example.com/${'a'.repeat(2000 - 20)}` })).status).toBe('DRAFT');
      for (const link of ['https://example.com/docs?id=1#top', 'HTTP://localhost:8080', 'http://10.0.0.1/a']) {
        expect((await draft(tx, { fileType: 'URL', link })).link, link).toBe(link);
      }
      const m = await draft(tx, { fileType: 'URL', link: 'https://example.com', canDownload: true });
      expect(m.can_download).toBe(false);
      expect(m.file_id).toBeNull();
      expect(await tx.errorOf(saveText, args({ fileType: null }))).toBe('MATERIAL_FILE_TYPE_REQUIRED');
    }));

  it('a file material needs a completed MATERIAL_FILE upload whose extension is its type\'s', () =>
    withWorld(async (tx) => {
      const pdf = await upload(tx, 'pdf');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(saveText, args({ fileType: 'PDF', link: null }))).toBe('MATERIAL_FILE_REQUIRED');
      expect(await tx.errorOf(saveText, args({ fileType: 'MP4', fileId: pdf, link: null }))).toBe('MATERIAL_FILE_TYPE_MISMATCH');
      const m = await draft(tx, { fileType: 'PDF', fileId: pdf, link: null });
      expect(m.file_id).toBe(pdf);
      // not finished, or of another use
      const { rows: [pending] } = await tx.query<{ id: string }>(`select id from app_hidden.begin_upload('MATERIAL_FILE', 'a.pdf', 100, 'application/pdf', null)`);
      expect(await tx.errorOf(saveText, args({ fileType: 'PDF', fileId: pending!.id, link: null }))).toBe('MATERIAL_FILE_INVALID');
      const { rows: [other] } = await tx.query<{ id: string }>(`select id from app_hidden.begin_upload('ANNOUNCEMENT_ATTACHMENT', 'a.pdf', 100, 'application/pdf', null)`);
      await tx.query(`select app_hidden.finish_upload($1, 100, 'application/pdf')`, [other!.id]);
      expect(await tx.errorOf(saveText, args({ fileType: 'PDF', fileId: other!.id, link: null }))).toBe('MATERIAL_FILE_INVALID');
      // an MP4 is accepted for the use; a member may not upload one
      expect(await upload(tx, 'mp4')).toBeTruthy();
      await tx.as('memberA');
      expect(await tx.errorOf(`select app_hidden.begin_upload('MATERIAL_FILE', 'a.pdf', 100, 'application/pdf', null)`)).toBe('FILE_NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(`select app_hidden.begin_upload('MATERIAL_FILE', 'a.png', 100, 'image/png', null)`)).toBe('FILE_TYPE_NOT_ALLOW');
    }));

  it('DOCX, XLSX, PPTX and ZIP must allow download; MP4 and PDF need not', () =>
    withWorld(async (tx) => {
      for (const ext of ['docx', 'xlsx', 'pptx', 'zip']) {
        const fileId = await upload(tx, ext);
        expect(await tx.errorOf(saveText, args({ fileType: ext.toUpperCase(), fileId, link: null, canDownload: false })), ext).toBe('MATERIAL_DOWNLOAD_REQUIRED');
        expect((await draft(tx, { fileType: ext.toUpperCase(), fileId, link: null, canDownload: true })).can_download, ext).toBe(true);
      }
      for (const ext of ['mp4', 'pdf']) {
        const fileId = await upload(tx, ext);
        expect((await draft(tx, { fileType: ext.toUpperCase(), fileId, link: null, canDownload: false })).can_download, ext).toBe(false);
      }
    }));

  it('is public or for a well-formed push strategy; a public one keeps no strategy', () =>
    withWorld(async (tx) => {
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(saveText, args({ isPublic: false }))).toBe('PUSH_STRATEGY_REQUIRED');
      expect(await tx.errorOf(saveText, args({ isPublic: false, strategy: { combinator: 'XOR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: ['a'] }] } }))).toBe('PUSH_RULE_INVALID');
      const m = await draft(tx, { isPublic: true, strategy: companyRule('CONTAINS_ONE', tx.world.companyA) });
      await tx.as(null);
      expect((await tx.query('select push_strategies from app_public.resource_materials where id = $1', [m.id])).rows[0]).toEqual({ push_strategies: null });
    }));

  it('the file types are the domain\'s', () =>
    withWorld(async (tx) => {
      const { rows } = await tx.query<{ v: string }>('select unnest(enum_range(null::app_public.material_file_type))::text as v');
      expect(rows.map((r) => r.v)).toEqual([...materialFileTypes]);
    }));
});

describe('the publication states', () => {
  it('only a draft is published or deleted; a draft is not delisted; a delisted one is not edited; published never goes back', () =>
    withWorld(async (tx) => {
      const m = await draft(tx);
      expect(await tx.errorOf('select app_public.delist_resource_material($1)', [m.id])).toBe('INVALID_TRANSITION');
      await tx.query('select app_public.publish_resource_material($1)', [m.id]);
      expect(await tx.errorOf('select app_public.publish_resource_material($1)', [m.id])).toBe('INVALID_TRANSITION');
      expect(await tx.errorOf('select app_public.delete_resource_material($1)', [m.id])).toBe('PUBLICATION_STATUS_INVALID');
      // a published one is still edited, and stays published
      const { rows: [edited] } = await tx.query<{ status: string; name: string }>(`select status, name from (${saveText}) s`, args({ id: m.id, name: 'Release notes 6.1' }));
      expect(edited).toEqual({ status: 'PUBLISHED', name: 'Release notes 6.1' });
      await tx.query('select app_public.delist_resource_material($1)', [m.id]);
      expect(await tx.errorOf(saveText, args({ id: m.id }))).toBe('PUBLICATION_DELISTED_NOT_EDITABLE');
      expect(await tx.errorOf('select app_public.publish_resource_material($1)', [m.id])).toBe('INVALID_TRANSITION');
      expect(await tx.errorOf('select app_public.delist_resource_material($1)', [m.id])).toBe('INVALID_TRANSITION');
      expect(await tx.errorOf('select app_public.delete_resource_material($1)', [m.id])).toBe('PUBLICATION_STATUS_INVALID');
      await tx.as(null);
      expect((await tx.query<{ status: string }>('select status from app_public.resource_materials where id = $1', [m.id])).rows[0]!.status).toBe('DELISTED');
      const d = await draft(tx);
      await tx.query('select app_public.delete_resource_material($1)', [d.id]);
      expect(await tx.errorOf('select app_public.publish_resource_material($1)', [d.id])).toBe('MATERIAL_NOT_FOUND');
      expect(await tx.errorOf(saveText, args({ id: d.id }))).toBe('MATERIAL_NOT_FOUND');
    }));

  it('publishing shows it from the publish time given, else the saved one, else now; the notification given or saved', () =>
    withWorld(async (tx) => {
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const saved = await draft(tx, { publishTime: later });
      await tx.query('select app_public.publish_resource_material($1)', [saved.id]);
      const given = await draft(tx);
      await tx.query('select app_public.publish_resource_material($1, $2, true)', [given.id, later]);
      const now = await published(tx);
      expect([await reads(tx, 'memberA', saved.id), await reads(tx, 'memberA', given.id), await reads(tx, 'memberA', now)]).toEqual([false, false, true]);
      expect(await reads(tx, 'vendorAdmin', given.id)).toBe(true);
      await tx.as(null);
      const { rows } = await tx.query<{ id: string; is_sent_notification: boolean }>(
        'select id, is_sent_notification from app_public.resource_materials where id = any($1)', [[saved.id, given.id]]);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.is_sent_notification]))).toEqual({ [saved.id]: false, [given.id]: true });
      const { rowCount: queued } = await tx.query(`select 1 from app_private.outbox where workflow_type = 'publicationNotificationWorkflow' and workflow_id = $1`, [`material:${given.id}`]);
      expect(queued).toBe(1);
      expect((await tx.query('select app_private.publication_notification_due($1, $2) as due', ['material', given.id])).rows[0]!.due.toISOString()).toBe(later);
      expect((await tx.query('select app_private.publication_notification_due($1, $2) as due', ['material', saved.id])).rows[0]!.due).toBeNull();
    }));
});

describe('who reads a material', () => {
  it('a public published one: everyone signed in; a draft or a delisted one: vendor admins only; anonymous nothing', () =>
    withWorld(async (tx) => {
      const d = await draft(tx);
      const p = await published(tx);
      const gone = await published(tx);
      await tx.query('select app_public.delist_resource_material($1)', [gone]);
      for (const persona of ['memberA', 'memberB', 'noCompany'] as const) {
        expect(await reads(tx, persona, p), persona).toBe(true);
        expect(await listed(tx, persona, p), persona).toBe(true);
        expect(await reads(tx, persona, d.id), persona).toBe(false);
        expect(await reads(tx, persona, gone), persona).toBe(false);
      }
      expect([await reads(tx, 'vendorAdmin', d.id), await reads(tx, 'vendorAdmin', gone)]).toEqual([true, true]);
      // the portal's list is of published ones, for vendor admins too
      expect([await listed(tx, 'vendorAdmin', p), await listed(tx, 'vendorAdmin', d.id), await listed(tx, 'vendorAdmin', gone)]).toEqual([true, false, false]);
      await tx.as('anonymous');
      expect(await tx.errorOf('select 1 from app_public.resource_materials')).toBe('42501');
      expect(await tx.errorOf('select 1 from app_public.published_resource_materials()')).toBe('42501');
      expect(await tx.errorOf('select 1 from app_public.resource_material_types')).toBe('42501');
    }));

  it('by company: the reached company\'s people read it; an excluded company and a person of no company do not', () =>
    withWorld(async (tx) => {
      const onlyA = await published(tx, { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA) });
      const notA = await published(tx, { isPublic: false, strategy: companyRule('NOT_CONTAIN_EVERY_ONE', tx.world.companyA) });
      const personas = ['memberA', 'adminA', 'memberB', 'noCompany', 'vendorAdmin'] as const;
      const readers = async (id: string) => {
        const seen = [];
        for (const p of personas) seen.push(await reads(tx, p, id));
        return seen;
      };
      expect(await readers(onlyA)).toEqual([true, true, false, false, true]);
      expect(await readers(notA)).toEqual([false, false, true, false, true]);
    }));

  it('by role, level and plan, with AND (every rule) and OR (one rule)', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const { rows: [levels] } = await tx.query<{ a: string; plan_a: string }>(
        `select (app_public.companies_effective_certification_level(c)).id::text as a,
                (app_public.companies_effective_certification_level(c)).plan_id::text as plan_a
         from app_public.companies c where c.id = $1`, [tx.world.companyA]);
      const admins = { field: 'ROLE', operator: 'CONTAINS_ONE', values: [builtinRoleIds.partnerAdministrator] };
      const inA = { field: 'COMPANY', operator: 'CONTAINS_ONE', values: [tx.world.companyA] };
      const andRule = await published(tx, { isPublic: false, strategy: { combinator: 'AND', rules: [inA, admins] } });
      const orRule = await published(tx, { isPublic: false, strategy: { combinator: 'OR', rules: [inA, admins] } });
      expect([await reads(tx, 'adminA', andRule), await reads(tx, 'memberA', andRule), await reads(tx, 'memberB', andRule)]).toEqual([true, false, false]);
      expect([await reads(tx, 'adminA', orRule), await reads(tx, 'memberA', orRule), await reads(tx, 'memberB', orRule)]).toEqual([true, true, false]);
      const byLevel = await published(tx, { isPublic: false, strategy: { combinator: 'AND', rules: [{ field: 'COMPANY_CERTIFICATION_LEVEL', operator: 'CONTAINS_ONE', values: [levels!.a] }] } });
      expect(await reads(tx, 'memberA', byLevel)).toBe(true);
      const byPlan = await published(tx, { isPublic: false, strategy: { combinator: 'AND', rules: [{ field: 'COMPANY_CERTIFICATION_PLAN', operator: 'NOT_CONTAIN_EVERY_ONE', values: [levels!.plan_a] }] } });
      expect(await reads(tx, 'memberA', byPlan)).toBe(false);
      // AND of two rules that hold in two different companies of one person reaches nobody (rules are per company)
      const inB = { field: 'COMPANY', operator: 'CONTAINS_ONE', values: [tx.world.companyB] };
      const both = await published(tx, { isPublic: false, strategy: { combinator: 'AND', rules: [inA, inB] } });
      expect([await reads(tx, 'memberA', both), await reads(tx, 'memberB', both)]).toEqual([false, false]);
    }));

  it('an excluded company reaches a non-public material through no query: the table, its types and products, the list, the file, its download flag', () =>
    withWorld(async (tx) => {
      const { id, fileId } = await fileMaterial(tx, 'pdf', { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA), typeIds: [3], productIds: [1] });
      // the excluded person holds every file key: still nothing
      await holdKeys(tx, tx.world.identities['memberB:B']!, tx.world.companyB, ['ViewInternalFile', 'DownloadInternalFile', 'ViewImageAndPlugin', 'DownloadImageAndPlugin']);
      await tx.as('memberB');
      expect((await tx.query('select 1 from app_public.resource_materials where id = $1', [id])).rowCount).toBe(0);
      expect((await tx.query('select 1 from app_public.resource_material_type_links where resource_material_id = $1', [id])).rowCount).toBe(0);
      expect((await tx.query('select 1 from app_public.resource_material_products where resource_material_id = $1', [id])).rowCount).toBe(0);
      expect((await tx.query('select 1 from app_public.published_resource_materials() where id = $1', [id])).rowCount).toBe(0);
      expect((await tx.query('select 1 from app_public.published_resource_materials(null, 1, 3, $1) where id = $2', ['PDF', id])).rowCount).toBe(0);
      expect(await opens(tx, 'memberB', fileId, false)).toBe('FILE_NO_PERMISSION');
      expect(await opens(tx, 'memberB', fileId, true)).toBe('FILE_NO_PERMISSION');
      // ignoreStrategy means nothing to a partner
      expect(await opens(tx, 'memberB', fileId, false, true)).toBe('FILE_NO_PERMISSION');
      // the download flag runs as its owner: even handed the row, it says no
      await tx.as(null);
      const { rows: [row] } = await tx.query<{ r: string }>('select m::text as r from app_public.resource_materials m where m.id = $1', [id]);
      await tx.as('memberB');
      expect((await tx.query('select app_public.resource_materials_can_download($1::app_public.resource_materials) as can', [row!.r])).rows[0]).toEqual({ can: false });
      expect(await tx.errorOf('select app_public.resource_material_push_range($1)', [id])).toBe('NO_PERMISSION');
      // the reached company's member reads all of it
      await tx.as('memberA');
      expect((await tx.query('select 1 from app_public.resource_material_type_links where resource_material_id = $1', [id])).rowCount).toBe(1);
      expect((await tx.query('select 1 from app_public.resource_material_products where resource_material_id = $1', [id])).rowCount).toBe(1);
      expect((await tx.query('select 1 from app_public.published_resource_materials(null, 1, 3, $1) where id = $2', ['PDF', id])).rowCount).toBe(1);
      // a regular member holds DownloadInternalFile by default
      expect((await tx.query('select app_public.resource_materials_can_download(m) as can from app_public.resource_materials m where m.id = $1', [id])).rows[0]).toEqual({ can: true });
      expect(await opens(tx, 'memberA', fileId, true)).toBe('OPENS');
    }));
});

describe('the portal\'s list', () => {
  it('lists published ones whose time has come, newest first, by a word of the name or brief, a product, a type and a file type', () =>
    withWorld(async (tx) => {
      const tag = Math.random().toString(36).slice(2, 8);
      const hour = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
      const old = await published(tx, { name: `Old ${tag}`, publishTime: hour(3), typeIds: [2], productIds: [1] });
      const mid = await published(tx, { name: 'Middle', brief: `About ${tag.toUpperCase()}`, publishTime: hour(2), typeIds: [3], productIds: [2] });
      const newest = (await fileMaterial(tx, 'pdf', { name: `New ${tag}`, publishTime: hour(1), typeIds: [2, 3], productIds: [1, 2] })).id;
      await published(tx, { name: `Future ${tag}`, publishTime: new Date(Date.now() + 3_600_000).toISOString() });
      await draft(tx, { name: `Draft ${tag}` });
      const list = async (productId: number | null = null, typeId: number | null = null, fileType: string | null = null) => {
        await tx.as('memberA');
        return (await tx.query<{ id: string }>('select id from app_public.published_resource_materials($1, $2, $3, $4)', [` ${tag} `, productId, typeId, fileType])).rows.map((r) => r.id);
      };
      expect(await list()).toEqual([newest, mid, old]);
      expect(await list(1)).toEqual([newest, old]);
      expect(await list(null, 3)).toEqual([newest, mid]);
      expect(await list(2, 2)).toEqual([newest]);
      expect(await list(null, null, 'URL')).toEqual([mid, old]);
      expect(await list(null, null, 'PDF')).toEqual([newest]);
    }));
});

describe('a material\'s file', () => {
  it('a non-public one: the reached person with the view key views, with the download key downloads when it allows download', () =>
    withWorld(async (tx) => {
      const forA = { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA) };
      const pdf = await fileMaterial(tx, 'pdf', { ...forA, canDownload: true });
      const mp4 = await fileMaterial(tx, 'mp4', { ...forA, canDownload: false });
      const zip = await fileMaterial(tx, 'zip', forA);
      const memberA = tx.world.identities['memberA:A']!;
      await holdKeys(tx, memberA, tx.world.companyA, []);
      for (const f of [pdf, mp4, zip]) {
        expect(await opens(tx, 'memberA', f.fileId, false)).toBe('FILE_NO_PERMISSION');
        expect(await opens(tx, 'memberA', f.fileId, true)).toBe('FILE_NO_PERMISSION');
      }
      // internal files' keys open every type but a ZIP
      await holdKeys(tx, memberA, tx.world.companyA, ['ViewInternalFile']);
      expect([await opens(tx, 'memberA', pdf.fileId, false), await opens(tx, 'memberA', mp4.fileId, false), await opens(tx, 'memberA', zip.fileId, false)])
        .toEqual(['OPENS', 'OPENS', 'FILE_NO_PERMISSION']);
      expect(await opens(tx, 'memberA', pdf.fileId, true)).toBe('FILE_NO_PERMISSION');
      await holdKeys(tx, memberA, tx.world.companyA, ['DownloadInternalFile']);
      expect(await opens(tx, 'memberA', pdf.fileId, true)).toBe('OPENS');
      expect(await opens(tx, 'memberA', mp4.fileId, true)).toBe('MATERIAL_NOT_DOWNLOADABLE');
      expect(await opens(tx, 'memberA', zip.fileId, true)).toBe('FILE_NO_PERMISSION');
      // a ZIP is an image or plug-in
      await holdKeys(tx, memberA, tx.world.companyA, ['ViewImageAndPlugin', 'DownloadImageAndPlugin']);
      expect([await opens(tx, 'memberA', zip.fileId, false), await opens(tx, 'memberA', zip.fileId, true)]).toEqual(['OPENS', 'OPENS']);
      expect([await opens(tx, 'memberA', pdf.fileId, false), await opens(tx, 'memberA', pdf.fileId, true)]).toEqual(['FILE_NO_PERMISSION', 'FILE_NO_PERMISSION']);
      // the portal's flag says the same
      await tx.as('memberA');
      const { rows } = await tx.query<{ id: string; can: boolean }>(
        'select m.id, app_public.resource_materials_can_download(m) as can from app_public.resource_materials m where m.id = any($1)', [[pdf.id, mp4.id, zip.id]]);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.can]))).toEqual({ [pdf.id]: false, [mp4.id]: false, [zip.id]: true });
      const viewable = await tx.query<{ id: string; can: boolean }>(
        'select m.id, app_public.resource_materials_can_view(m) as can from app_public.resource_materials m where m.id = any($1)', [[pdf.id, mp4.id, zip.id]]);
      expect(Object.fromEntries(viewable.rows.map((r) => [r.id, r.can]))).toEqual({ [pdf.id]: false, [mp4.id]: false, [zip.id]: true });
      await holdKeys(tx, memberA, tx.world.companyA, ['ViewInternalFile']);
      await tx.as('memberA');
      const internal = await tx.query<{ id: string; can: boolean }>(
        'select m.id, app_public.resource_materials_can_view(m) as can from app_public.resource_materials m where m.id = any($1)', [[pdf.id, mp4.id, zip.id]]);
      expect(Object.fromEntries(internal.rows.map((r) => [r.id, r.can]))).toEqual({ [pdf.id]: true, [mp4.id]: true, [zip.id]: false });
    }));

  it('a public one is viewed by anyone signed in without a key; downloading still needs the key', () =>
    withWorld(async (tx) => {
      const pdf = await fileMaterial(tx, 'pdf', { canDownload: true });
      await holdKeys(tx, tx.world.identities['memberA:A']!, tx.world.companyA, []);
      await holdKeys(tx, tx.world.identities['memberB:B']!, tx.world.companyB, []);
      for (const persona of ['memberA', 'memberB', 'noCompany', 'vendorAdmin'] as const) {
        expect(await opens(tx, persona, pdf.fileId, false), persona).toBe('OPENS');
        expect(await opens(tx, persona, pdf.fileId, true), persona).toBe('FILE_NO_PERMISSION');
      }
      await holdKeys(tx, tx.world.identities['memberB:B']!, tx.world.companyB, ['DownloadInternalFile']);
      expect(await opens(tx, 'memberB', pdf.fileId, true)).toBe('OPENS');
      // a link material has no file; a draft's file is nobody's but the preview's
      const d = await upload(tx, 'pdf');
      await draft(tx, { fileType: 'PDF', fileId: d, link: null });
      expect(await opens(tx, 'memberB', d, false)).toBe('FILE_NO_PERMISSION');
    }));

  it('a vendor admin passes every material check only with ignoreStrategy (the preview); otherwise as anyone', () =>
    withWorld(async (tx) => {
      const forA = { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA) };
      const notDownloadable = await fileMaterial(tx, 'mp4', { ...forA, canDownload: false });
      const zip = await fileMaterial(tx, 'zip', forA);
      const inDraft = await upload(tx, 'pdf');
      await draft(tx, { fileType: 'PDF', fileId: inDraft, link: null, ...forA });
      const unsaved = await upload(tx, 'docx');
      for (const fileId of [notDownloadable.fileId, zip.fileId, inDraft, unsaved]) {
        // the uploader and a vendor admin: refused without the preview
        expect(await opens(tx, 'vendorAdmin', fileId, false)).toBe('FILE_NO_PERMISSION');
        expect(await opens(tx, 'vendorAdmin', fileId, true)).toBe('FILE_NO_PERMISSION');
        expect(await opens(tx, 'vendorAdmin', fileId, false, true)).toBe('OPENS');
        expect(await opens(tx, 'vendorAdmin', fileId, true, true)).toBe('OPENS');
      }
      // other uses are as before: ignoreStrategy changes nothing there
      await tx.as('memberA');
      const { rows: [avatar] } = await tx.query<{ id: string }>(`select id from app_hidden.begin_upload('AVATAR', 'me.png', 100, 'image/png', null)`);
      await tx.query(`select app_hidden.finish_upload($1, 100, 'image/png')`, [avatar!.id]);
      expect([await opens(tx, 'memberB', avatar!.id, false), await opens(tx, 'memberB', avatar!.id, false, true)]).toEqual(['OPENS', 'OPENS']);
    }));
});

describe('the push range and the notification', () => {
  it('the set-based audience is the per-person rule: everyone it lists is reached, and nobody reached is left out', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const { rows: [levelA] } = await tx.query<{ level: string; plan: string }>(
        `select (app_public.companies_effective_certification_level(c)).id::text as level,
                (app_public.companies_effective_certification_level(c)).plan_id::text as plan
         from app_public.companies c where c.id = $1`, [tx.world.companyA]);
      const admins = { field: 'ROLE', operator: 'CONTAINS_ONE', values: [builtinRoleIds.partnerAdministrator] };
      const strategies = [
        companyRule('CONTAINS_ONE', tx.world.companyA),
        companyRule('NOT_CONTAIN_EVERY_ONE', tx.world.companyA),
        { combinator: 'AND', rules: [admins, { field: 'COMPANY', operator: 'CONTAINS_ONE', values: [tx.world.companyA, tx.world.companyB] }] },
        { combinator: 'OR', rules: [{ ...admins, operator: 'NOT_CONTAIN_EVERY_ONE' }, { field: 'COMPANY_CERTIFICATION_LEVEL', operator: 'CONTAINS_ONE', values: [levelA!.level] }] },
        { combinator: 'AND', rules: [{ field: 'COMPANY_CERTIFICATION_PLAN', operator: 'CONTAINS_ONE', values: [levelA!.plan] }, { ...admins, operator: 'NOT_CONTAIN_EVERY_ONE' }] },
        // what a command refuses reaches as the per-person rule says: no rule (AND everyone, OR nobody), an unknown field or operator
        { combinator: 'AND', rules: [] },
        { combinator: 'OR', rules: [] },
        { combinator: 'AND', rules: [{ field: 'CITY', operator: 'NOT_CONTAIN_EVERY_ONE', values: ['x'] }] },
        { combinator: 'OR', rules: [{ field: 'ROLE', operator: 'EQUALS', values: ['x'] }] },
        { combinator: 'XOR', rules: [admins] },
      ];
      for (const strategy of strategies) {
        const { rows: [cmp] } = await tx.query<{ missing: number; extra: number }>(
          `with listed as (select root_user_id from app_private.push_audience(false, $1, null, null)),
                expected as (select distinct u.root_user_id from app_public.users u
                             where u.company_id is not null and u.status = 'JOINED'
                               and app_hidden.push_strategy_reaches($1, jsonb_build_array(app_private.push_facts(u.company_id, u.id))))
           select (select count(*) from expected e where e.root_user_id not in (select root_user_id from listed))::int as missing,
                  (select count(*) from listed l where l.root_user_id not in (select root_user_id from expected))::int as extra`,
          [JSON.stringify(strategy)]);
        expect(cmp, JSON.stringify(strategy)).toEqual({ missing: 0, extra: 0 });
      }
      const { rows: [p] } = await tx.query<{ n: number }>(`select count(*)::int as n from app_private.push_audience(false, $1, null, null) where root_user_id = any($2)`,
        [JSON.stringify(strategies[2]), [tx.world.people.adminA, tx.world.people.memberA, tx.world.people.memberB]]);
      expect(p!.n).toBe(1);
    }));

  it('counts the people and companies reached, and tells each of them once in batches, whatever is repeated', () =>
    withWorld(async (tx) => {
      const onlyA = await published(tx, { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA), notify: true });
      await tx.as('vendorAdmin');
      const { rows: [range] } = await tx.query<{ people: number; companies: number }>('select * from app_public.resource_material_push_range($1)', [onlyA]);
      expect(range).toEqual({ people: 2, companies: 1 });
      await tx.as(null);
      const told = async () => (await tx.query<{ root_user_id: string }>(`select root_user_id from app_public.user_messages where dedup_key like $1 order by 1`, [`material:${onlyA}:%`])).rows.map((r) => r.root_user_id);
      let after: string | null = null;
      let batches = 0;
      do {
        const { rows: [r] }: { rows: { last: string | null }[] } = await tx.query<{ last: string | null }>('select app_private.publication_notify_batch($1, $2, $3, 1) as last', ['material', onlyA, after]);
        after = r!.last;
        batches++;
      } while (after && batches < 10);
      expect(batches).toBe(3);
      expect(await told()).toEqual([tx.world.people.memberA, tx.world.people.adminA].sort());
      // the whole fan-out run twice: one message per person still
      await tx.query('select app_private.material_notify_batch($1, null, 100)', [onlyA]);
      await tx.query('select app_private.material_notify_batch($1, null, 100)', [onlyA]);
      expect((await told()).length).toBe(2);
      await tx.as('memberA');
      const { rows: [message] } = await tx.query<{ message_key: string; link: string; message_params: unknown }>(
        `select message_key, link, message_params from app_public.user_messages where dedup_key = $1`, [`material:${onlyA}:${tx.world.people.memberA}`]);
      expect(message).toEqual({ message_key: 'material.message.published', link: `/material/detail/${onlyA}`, message_params: { name: 'Release notes' } });
    }));

  it('tells nobody of a delisted material or one published without a notification; announcements are still dispatched', () =>
    withWorld(async (tx) => {
      const quiet = await published(tx, { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA) });
      const gone = await published(tx, { isPublic: false, strategy: companyRule('CONTAINS_ONE', tx.world.companyA), notify: true });
      await tx.query('select app_public.delist_resource_material($1)', [gone]);
      await tx.as(null);
      for (const id of [quiet, gone]) {
        expect((await tx.query('select app_private.publication_notify_batch($1, $2, null, 100) as last', ['material', id])).rows[0]!.last).toBeNull();
        expect((await tx.query('select app_private.publication_notification_due($1, $2) as due', ['material', id])).rows[0]!.due).toBeNull();
        expect((await tx.query('select 1 from app_public.user_messages where dedup_key like $1', [`material:${id}:%`])).rowCount).toBe(0);
      }
      expect((await tx.query('select app_private.publication_notify_batch($1, $2, null, 100) as last', ['unknown', quiet])).rows[0]!.last).toBeNull();
      const { rows: [type] } = await tx.query<{ id: number }>(`insert into app_public.announcement_types (name, color) values ($1, '#1677ff') returning id`, [`T ${quiet.slice(0, 8)}`]);
      await tx.as('vendorAdmin');
      const { rows: [a] } = await tx.query<{ id: string }>(`select id from app_public.save_announcement(null, 'n', 'A title', $1, '', '{}', null, false, $2, true)`,
        [type!.id, JSON.stringify(companyRule('CONTAINS_ONE', tx.world.companyA))]);
      await tx.query('select app_public.publish_announcement($1)', [a!.id]);
      await tx.as(null);
      expect((await tx.query('select app_private.publication_notification_due($1, $2) as due', ['announcement', a!.id])).rows[0]!.due).not.toBeNull();
      await tx.query('select app_private.publication_notify_batch($1, $2, null, 100)', ['announcement', a!.id]);
      expect((await tx.query('select 1 from app_public.user_messages where dedup_key like $1', [`announcement:${a!.id}:%`])).rowCount).toBe(2);
    }));
});
