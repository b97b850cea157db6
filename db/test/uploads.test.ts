import { describe, expect, it } from 'vitest';
import { transitionRows, uploadFileKinds, uploadLimits, uploadStatuses, uploadUseRules, uploadUses, uploadedFileMachine } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

const begin = 'select * from app_hidden.begin_upload($1, $2, $3, $4, $5)';
const finish = 'select * from app_hidden.finish_upload($1, $2, $3)';
const cancel = 'select * from app_hidden.cancel_upload($1)';
const urlCheck = 'select * from app_hidden.file_for_url($1, $2)';
const M = 1024 * 1024;

interface FileRow {
  id: string;
  status: string;
  storage_key: string;
  error_code: string | null;
  size: string;
}

const start = async (tx: Tx, name = 'me.png', mime = 'image/png', size = 1000, use = 'AVATAR', company: string | null = null) =>
  (await tx.query<FileRow>(begin, [use, name, size, mime, company])).rows[0]!;

describe('the rules SQL shares with domain', () => {
  it('holds the same limit, statuses, uses, accepted types and transitions', () =>
    withWorld(async (tx) => {
      expect(Number((await tx.query<{ v: string }>('select app_hidden.upload_max_bytes() as v')).rows[0]!.v)).toBe(uploadLimits.maxBytes);
      const enumValues = async (type: string) =>
        (await tx.query<{ v: string }>(`select unnest(enum_range(null::${type}))::text as v`)).rows.map((r) => r.v);
      expect(await enumValues('app_public.upload_status')).toEqual([...uploadStatuses]);
      expect(await enumValues('app_public.upload_use')).toEqual([...uploadUses]);
      const kinds = (await tx.query<{ extension: string; mime_type: string; sniffed_as: string }>(
        'select extension, mime_type, sniffed_as from app_private.upload_file_kinds order by 1, 2',
      )).rows;
      const expectedKinds = Object.entries(uploadFileKinds)
        .flatMap(([extension, k]) => k.mimeTypes.map((mime_type) => ({ extension, mime_type, sniffed_as: k.sniffedAs })))
        .sort((a, b) => `${a.extension} ${a.mime_type}`.localeCompare(`${b.extension} ${b.mime_type}`));
      expect(kinds).toEqual(expectedKinds);
      const useExt = (await tx.query<{ use: string; extension: string }>(
        'select use::text, extension from app_private.upload_use_extensions order by 1, 2',
      )).rows;
      const expectedUseExt = uploadUses
        .flatMap((use) => uploadUseRules[use].extensions.map((extension) => ({ use, extension })))
        .sort((a, b) => `${a.use} ${a.extension}`.localeCompare(`${b.use} ${b.extension}`));
      expect(useExt).toEqual(expectedUseExt);
      const rows = (await tx.query<{ machine: string; from: string; event: string; to: string }>(
        `select machine, from_state as "from", event, to_state as "to" from app_private.state_transitions
         where machine = 'uploaded_file' order by from_state, event`,
      )).rows;
      const expected = transitionRows(uploadedFileMachine).sort((a, b) => `${a.from}${a.event}`.localeCompare(`${b.from}${b.event}`));
      expect(rows).toEqual(expected);
    }));
});

describe('starting an upload', () => {
  it('accepts each image type for an avatar, up to 20M exactly', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      for (const [name, mime] of [
        ['a.png', 'image/png'],
        ['a.jpg', 'image/jpeg'],
        ['a.JPEG', 'image/jpeg'],
        ['a.gif', 'image/gif'],
        ['a.svg', 'image/svg+xml'],
      ] as const) {
        const row = await start(tx, name, mime, 20 * M);
        expect(row.status, name).toBe('UPLOADING');
        expect(row.storage_key, name).toMatch(new RegExp(`^avatar/${row.id}\\.(png|jpg|jpeg|gif|svg)$`));
      }
    }));

  it('refuses 20M + 1 byte with the limit in M, and types the use does not accept', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      expect(await tx.errorOf(begin, ['AVATAR', 'big.png', 20 * M + 1, 'image/png', null])).toBe('FILE_SIZE_IS_TOO_LARGE');
      await tx.query('savepoint big');
      const detail = await tx.client
        .query('select app_hidden.begin_upload($1, $2, $3, $4, $5)', ['AVATAR', 'big.png', 20 * M + 1, 'image/png', null])
        .catch((e: { detail?: string }) => e.detail);
      await tx.query('rollback to savepoint big');
      expect(JSON.parse(detail as string)).toEqual({ max: 20, size: 20 });
      expect((await start(tx, 'ok.png', 'image/png', 20 * M)).status).toBe('UPLOADING');
    }));

  it('refuses a disallowed type, a name that lies about its type and a missing extension', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      expect(await tx.errorOf(begin, ['AVATAR', 'tool.exe', 10, 'application/x-msdownload', null])).toBe('FILE_TYPE_NOT_ALLOW');
      expect(await tx.errorOf(begin, ['AVATAR', 'report.pdf', 10, 'application/pdf', null])).toBe('FILE_TYPE_NOT_ALLOW');
      expect(await tx.errorOf(begin, ['AVATAR', 'a.png', 10, 'image/gif', null])).toBe('FILE_TYPE_NOT_ALLOW');
      expect(await tx.errorOf(begin, ['AVATAR', 'png', 10, 'image/png', null])).toBe('FILE_TYPE_NOT_ALLOW');
      expect(await tx.errorOf(begin, ['NOPE', 'a.png', 10, 'image/png', null])).toBe('FILE_TYPE_NOT_ALLOW');
      await tx.as('anonymous');
      expect(await tx.errorOf(begin, ['AVATAR', 'a.png', 10, 'image/png', null])).toBe('UNAUTHENTICATED');
    }));

  it('needs UploadInternalFile in the company for its internal files; zip goes as application/x-zip-compressed', () =>
    withWorld(async (tx) => {
      const { companyA, companyB } = tx.world;
      await tx.as('memberA');
      expect(await tx.errorOf(begin, ['INTERNAL_FILE', 'a.pdf', 10, 'application/pdf', companyA])).toBe('FILE_NO_PERMISSION');
      await tx.as('adminA');
      expect(await tx.errorOf(begin, ['INTERNAL_FILE', 'a.pdf', 10, 'application/pdf', companyB])).toBe('FILE_NO_PERMISSION');
      expect(await tx.errorOf(begin, ['INTERNAL_FILE', 'a.pdf', 10, 'application/pdf', null])).toBe('FILE_NO_PERMISSION');
      expect(await tx.errorOf(begin, ['AVATAR', 'a.png', 10, 'image/png', companyA])).toBe('FILE_NO_PERMISSION');
      expect((await start(tx, 'docs.zip', 'application/x-zip-compressed', 10, 'INTERNAL_FILE', companyA)).status).toBe('UPLOADING');
      expect((await start(tx, 'a.pdf', 'application/pdf', 10, 'INTERNAL_FILE', companyA)).status).toBe('UPLOADING');
    }));
});

describe('finishing, cancelling and expiring', () => {
  it('UPLOADING → SUCCESS when the stored bytes fit; nothing moves a final status', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const { id } = await start(tx);
      const done = (await tx.query<FileRow>(finish, [id, 20 * M, 'image/png'])).rows[0]!;
      expect(done).toMatchObject({ status: 'SUCCESS', error_code: null });
      expect(await tx.errorOf(finish, [id, 10, 'image/png'])).toBe('INVALID_TRANSITION');
      expect(await tx.errorOf(cancel, [id])).toBe('INVALID_TRANSITION');
    }));

  it('UPLOADING → ERROR when storage holds more than 20M or bytes of another type', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const big = await start(tx);
      expect((await tx.query<FileRow>(finish, [big.id, 20 * M + 1, 'image/png'])).rows[0]).toMatchObject({
        status: 'ERROR',
        error_code: 'FILE_SIZE_IS_TOO_LARGE',
      });
      const exe = await start(tx);
      expect((await tx.query<FileRow>(finish, [exe.id, 1000, 'application/x-msdownload'])).rows[0]).toMatchObject({
        status: 'ERROR',
        error_code: 'FILE_TYPE_NOT_ALLOW',
      });
      const unknown = await start(tx, 'a.jpg', 'image/jpeg');
      expect((await tx.query<FileRow>(finish, [unknown.id, 1000, null])).rows[0]).toMatchObject({ status: 'ERROR', error_code: 'FILE_TYPE_NOT_ALLOW' });
      const missing = await start(tx);
      expect((await tx.query<FileRow>(finish, [missing.id, null, null])).rows[0]).toMatchObject({ status: 'ERROR', error_code: 'FILE_UPLOAD_FAILED' });
      expect(await tx.errorOf(finish, [big.id, 10, 'image/png'])).toBe('INVALID_TRANSITION');
    }));

  it('UPLOADING → CANCELLED by the uploader only', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const { id } = await start(tx);
      await tx.as('memberA');
      expect(await tx.errorOf(cancel, [id])).toBe('FILE_NO_PERMISSION');
      expect(await tx.errorOf(finish, [id, 10, 'image/png'])).toBe('FILE_NO_PERMISSION');
      expect(await tx.errorOf(cancel, ['00000000-0000-4000-8000-000000000000'])).toBe('FILE_NOT_FOUND');
      await tx.as('noCompany');
      expect((await tx.query<FileRow>(cancel, [id])).rows[0]!.status).toBe('CANCELLED');
      expect(await tx.errorOf(finish, [id, 10, 'image/png'])).toBe('INVALID_TRANSITION');
    }));

  it('UPLOADING → ERROR for uploads abandoned for more than an hour (the cleanup)', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const old = await start(tx);
      const fresh = await start(tx);
      const done = await start(tx);
      await tx.query(finish, [done.id, 10, 'image/png']);
      await tx.as(null);
      await tx.query("update app_public.uploaded_files set created_at = now() - interval '61 minutes' where id = any($1)", [[old.id, done.id]]);
      const abandoned = (await tx.query<{ id: string }>('select * from app_private.abandoned_uploads(60, 1000)')).rows.map((r) => r.id);
      expect(abandoned).toContain(old.id);
      expect(abandoned).not.toContain(fresh.id);
      expect(abandoned).not.toContain(done.id);
      expect((await tx.query<{ n: number }>('select app_private.expire_uploads($1) as n', [[old.id, done.id]])).rows[0]!.n).toBe(1);
      expect((await tx.query<{ n: number }>('select app_private.expire_uploads($1) as n', [[old.id]])).rows[0]!.n).toBe(0);
      const statuses = (await tx.query<{ id: string; status: string }>('select id, status from app_public.uploaded_files where id = any($1)', [
        [old.id, fresh.id, done.id],
      ])).rows;
      expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({ [old.id]: 'ERROR', [fresh.id]: 'UPLOADING', [done.id]: 'SUCCESS' });
    }));
});

describe('seeing files and getting their URLs', () => {
  it('shows a file row to its uploader, vendor admins and, for a company file, ViewInternalFile holders of that company', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const avatar = await start(tx);
      await tx.as('adminA');
      const internal = await start(tx, 'a.pdf', 'application/pdf', 10, 'INTERNAL_FILE', tx.world.companyA);
      const seen = async (id: string) => (await tx.query('select 1 from app_public.uploaded_files where id = $1', [id])).rowCount;
      for (const [persona, a, i] of [
        ['noCompany', 1, 0],
        ['memberA', 0, 1],
        ['adminA', 0, 1],
        ['memberB', 0, 0],
        ['vendorAdmin', 1, 1],
      ] as const) {
        await tx.as(persona);
        expect(await seen(avatar.id), `${persona} avatar`).toBe(a);
        expect(await seen(internal.id), `${persona} internal`).toBe(i);
      }
      expect(await tx.errorOf("update app_public.uploaded_files set status = 'SUCCESS'")).toBe('42501');
      expect(await tx.errorOf("insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key) values (gen_random_uuid(), 'AVATAR', 'a', 1, 'x', 'k')")).toBe('42501');
    }));

  it('issues URLs by the File permission keys: not found, no permission, not downloadable', () =>
    withWorld(async (tx) => {
      const { companyA } = tx.world;
      await tx.as('adminA');
      const internal = await start(tx, 'a.pdf', 'application/pdf', 10, 'INTERNAL_FILE', companyA);
      expect(await tx.errorOf(urlCheck, [internal.id, false])).toBe('FILE_NOT_DOWNLOADABLE');
      await tx.query(finish, [internal.id, 10, 'application/pdf']);
      expect(await tx.errorOf(urlCheck, ['00000000-0000-4000-8000-000000000000', false])).toBe('FILE_NOT_FOUND');
      for (const [persona, view, download] of [
        ['adminA', 'NO_ERROR', 'NO_ERROR'],
        ['memberA', 'NO_ERROR', 'NO_ERROR'],
        ['memberB', 'FILE_NO_PERMISSION', 'FILE_NO_PERMISSION'],
        ['noCompany', 'FILE_NO_PERMISSION', 'FILE_NO_PERMISSION'],
        ['vendorAdmin', 'NO_ERROR', 'NO_ERROR'],
      ] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(urlCheck, [internal.id, false]), `${persona} view`).toBe(view);
        expect(await tx.errorOf(urlCheck, [internal.id, true]), `${persona} download`).toBe(download);
      }
      // Without DownloadInternalFile a member may view but not download.
      await tx.as(null);
      await tx.query(
        `delete from app_public.role_permissions where role_id = '00000000-0000-4000-8000-00000000a002' and permission_key = 'DownloadInternalFile'`,
      );
      await tx.as('memberA');
      expect(await tx.errorOf(urlCheck, [internal.id, false])).toBe('NO_ERROR');
      expect(await tx.errorOf(urlCheck, [internal.id, true])).toBe('FILE_NO_PERMISSION');
      // Avatars are seen by anyone signed in.
      await tx.as('noCompany');
      const avatar = await start(tx);
      await tx.query(finish, [avatar.id, 10, 'image/png']);
      await tx.as('memberB');
      expect(await tx.errorOf(urlCheck, [avatar.id, false])).toBe('NO_ERROR');
      await tx.as('anonymous');
      expect(await tx.errorOf(urlCheck, [avatar.id, false])).toBe('UNAUTHENTICATED');
    }));

  it('sets the avatar of the default identity from one’s own completed AVATAR upload only', () =>
    withWorld(async (tx) => {
      const setAvatar = 'select * from app_public.set_my_avatar($1)';
      await tx.as('adminA');
      const internal = await start(tx, 'a.png', 'image/png', 10, 'INTERNAL_FILE', tx.world.companyA);
      await tx.query(finish, [internal.id, 10, 'image/png']);
      await tx.as('noCompany');
      const pending = await start(tx);
      expect(await tx.errorOf(setAvatar, [pending.id])).toBe('FILE_NOT_DOWNLOADABLE');
      await tx.query(finish, [pending.id, 10, 'image/png']);
      await tx.as('memberA');
      expect(await tx.errorOf(setAvatar, [pending.id])).toBe('FILE_NO_PERMISSION');
      await tx.as('adminA');
      expect(await tx.errorOf(setAvatar, [internal.id])).toBe('FILE_TYPE_NOT_ALLOW');
      await tx.as('noCompany');
      const user = (await tx.query<{ avatar: string; company_id: string | null }>(setAvatar, [pending.id])).rows[0]!;
      expect(user).toMatchObject({ avatar: pending.id, company_id: null });
      const info = (await tx.query<{ info: { defaultUser: { avatar: string } } }>('select app_public.current_user_info(null) as info')).rows[0]!.info;
      expect(info.defaultUser.avatar).toBe(pending.id);
    }));
});
