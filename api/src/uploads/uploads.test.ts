// Uploads over HTTP against a real S3-compatible server (S3Proxy, started here on its own port).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { builtinRoleIds, incomingObjectKey } from '@pp/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDir } from '../../../scripts/lib/paths.ts';
import { startStorage, type RunningStorage } from '../../../scripts/lib/storage.ts';
import { startTestApi, type TestApi } from '../test-server.ts';
import { createStorage } from './storage.ts';

const M = 1024 * 1024;
// A 1×1 PNG, and the first bytes of a Windows executable.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);
// The start of an MP4: its `ftyp` box (brand isom), then an empty `free` box.
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]), Buffer.from('free'),
]);
const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>');

let storage: RunningStorage;
let t: TestApi;
let owner: pg.Pool;
let s3: S3Client;

beforeAll(async () => {
  storage = await startStorage({ port: 19900, dataDir: join(dataDir, 'test-api-s3'), corsOrigins: ['http://localhost'], fresh: true, echo: false });
  t = await startTestApi({ storage });
  owner = new pg.Pool({ connectionString: process.env.DATABASE_URL });
  s3 = new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: true,
    credentials: { accessKeyId: storage.accessKey, secretAccessKey: storage.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}, 120_000);
afterAll(async () => {
  s3?.destroy();
  await t?.close();
  await owner?.end();
  await storage?.stop();
});

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; params?: unknown } }[] };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

const start = `mutation Start($input: UploadOneFileInput!) {
  uploadOneFile(input: $input) {
    uploadedFileId
    credentials { url method headers { name value } expiresAt }
    uploadedFile { id status name size mimeType }
  }
}`;
const confirm = 'mutation Confirm($id: UUID!) { confirmUploadedFile(id: $id) { id status size } }';
const cancel = 'mutation Cancel($id: UUID!) { cancelUploadedFile(id: $id) { id status } }';
const url = 'query Url($id: UUID!, $download: Boolean) { generateOneFileUrl(fileId: $id, isDownload: $download) { url expiresAt } }';

interface Started {
  uploadedFileId: string;
  credentials: { url: string; method: string; headers: { name: string; value: string }[] };
  uploadedFile: { status: string; mimeType: string };
}

const begin = async (token: string, name: string, size: number, mimeType: string) => {
  const res = await t.graphql<{ uploadOneFile: Started }>(start, { input: { use: 'AVATAR', name, size, mimeType } }, token);
  return res.body as Body & { data?: { uploadOneFile: Started } };
};

const put = (started: Started, bytes: Buffer, contentType?: string) =>
  fetch(started.credentials.url, {
    method: started.credentials.method,
    headers: { 'Content-Type': contentType ?? started.credentials.headers.find((h) => h.name === 'Content-Type')!.value },
    body: bytes,
  });

/** A file's row, with `incoming` the key its presigned request writes (the file's own key is written on confirmation). */
const statusOf = async (id: string) => {
  const row = (await owner.query<{ status: string; error_code: string | null; storage_key: string }>(
    'select status, error_code, storage_key from app_public.uploaded_files where id = $1',
    [id],
  )).rows[0]!;
  return { ...row, incoming: incomingObjectKey(row.storage_key) };
};

const objectExists = async (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: storage.bucket, Key: key })).then(
    () => true,
    () => false,
  );

describe('uploading through presigned requests', () => {
  it('uploads a PNG avatar: UPLOADING → SUCCESS, viewable through a short-lived URL, set as the avatar', async () => {
    const token = await t.sign();
    const body = await begin(token, 'me.png', png.length, 'image/png');
    expect(body.errors).toBeUndefined();
    const started = body.data!.uploadOneFile;
    expect(started.uploadedFile).toMatchObject({ status: 'UPLOADING', mimeType: 'image/png' });
    expect(started.credentials.method).toBe('PUT');
    expect((await put(started, png)).status).toBe(200);
    const confirmed = await t.graphql(confirm, { id: started.uploadedFileId }, token);
    expect(confirmed.body).toEqual({ data: { confirmUploadedFile: { id: started.uploadedFileId, status: 'SUCCESS', size: String(png.length) } } });
    const keys = await statusOf(started.uploadedFileId);
    expect([await objectExists(keys.storage_key), await objectExists(keys.incoming)]).toEqual([true, false]);

    for (const download of [false, true]) {
      const link = await t.graphql<{ generateOneFileUrl: { url: string } }>(url, { id: started.uploadedFileId, download }, token);
      const res = await fetch(link.body.data!.generateOneFileUrl.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(download ? 'attachment' : 'inline');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
    }
    // Someone else signed in may view an avatar (colleagues see it).
    const other = await t.sign();
    expect(codeOf((await t.graphql(url, { id: started.uploadedFileId }, other)).body)).toBeUndefined();

    const set = await t.graphql('mutation Set($id: UUID!) { setMyAvatar(input: { fileId: $id }) { result { avatar } } }', { id: started.uploadedFileId }, token);
    expect(set.body.errors).toBeUndefined();
    const info = await t.graphql<{ currentUserInfo: { defaultUser: { avatar: string } } }>('{ currentUserInfo { defaultUser { avatar } } }', {}, token);
    expect(info.body.data!.currentUserInfo.defaultUser.avatar).toBe(started.uploadedFileId);
  });

  it('accepts an SVG whose bytes are SVG', async () => {
    const token = await t.sign();
    const started = (await begin(token, 'logo.svg', svg.length, 'image/svg+xml')).data!.uploadOneFile;
    expect((await put(started, svg)).status).toBe(200);
    expect((await t.graphql(confirm, { id: started.uploadedFileId }, token)).body.data).toMatchObject({ confirmUploadedFile: { status: 'SUCCESS' } });
  });

  it('takes an MP4 as a material\'s file from a vendor admin, whose bytes must be an MP4; it opens to the preview alone until a material has it', async () => {
    const root = randomUUID();
    await owner.query('select app_private.ensure_root_user($1, $2, $3, $4)', [root, `va-${root.slice(0, 8)}`, null, 'Vendor Admin']);
    await owner.query(
      `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
      [root, builtinRoleIds.vendorAdministrator],
    );
    const admin = await t.sign({ sub: root });
    const input = (name: string, size: number) => ({ input: { use: 'MATERIAL_FILE', name, size, mimeType: 'video/mp4' } });
    expect(codeOf((await t.graphql(start, input('demo.mp4', mp4.length), await t.sign())).body as Body)).toBe('FILE_NO_PERMISSION');
    const started = ((await t.graphql<{ uploadOneFile: Started }>(start, input('demo.mp4', mp4.length), admin)).body.data!).uploadOneFile;
    expect((await put(started, mp4)).status).toBe(200);
    expect((await t.graphql(confirm, { id: started.uploadedFileId }, admin)).body.data).toMatchObject({ confirmUploadedFile: { status: 'SUCCESS' } });
    expect(codeOf((await t.graphql(url, { id: started.uploadedFileId }, admin)).body)).toBe('FILE_NO_PERMISSION');
    const preview = await t.graphql<{ generateOneFileUrl: { url: string } }>(
      'query Url($id: UUID!) { generateOneFileUrl(fileId: $id, ignoreStrategy: true) { url } }', { id: started.uploadedFileId }, admin);
    const res = await fetch(preview.body.data!.generateOneFileUrl.url);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(mp4);
    // a PNG named .mp4 is refused when its bytes are read
    const fake = ((await t.graphql<{ uploadOneFile: Started }>(start, input('fake.mp4', png.length), admin)).body.data!).uploadOneFile;
    expect((await put(fake, png)).status).toBe(200);
    expect(codeOf((await t.graphql(confirm, { id: fake.uploadedFileId }, admin)).body)).toBe('FILE_TYPE_NOT_ALLOW');
  });

  it('rejects an .exe renamed .png when its bytes are read: FILE_TYPE_NOT_ALLOW, object deleted, row ERROR', async () => {
    const token = await t.sign();
    const started = (await begin(token, 'holiday.png', exe.length, 'image/png')).data!.uploadOneFile;
    expect((await put(started, exe)).status).toBe(200);
    const { storage_key, incoming } = await statusOf(started.uploadedFileId);
    expect(await objectExists(incoming)).toBe(true);
    const res = await t.graphql(confirm, { id: started.uploadedFileId }, token);
    expect(codeOf(res.body)).toBe('FILE_TYPE_NOT_ALLOW');
    expect(await statusOf(started.uploadedFileId)).toMatchObject({ status: 'ERROR', error_code: 'FILE_TYPE_NOT_ALLOW' });
    expect([await objectExists(incoming), await objectExists(storage_key)]).toEqual([false, false]);
    expect(codeOf((await t.graphql(url, { id: started.uploadedFileId }, token)).body)).toBe('FILE_NOT_DOWNLOADABLE');
  });

  it('refuses to start a 20M + 1 byte upload with the limit in M, and accepts 20M exactly', async () => {
    const token = await t.sign();
    const refused = await begin(token, 'big.png', 20 * M + 1, 'image/png');
    expect(codeOf(refused)).toBe('FILE_SIZE_IS_TOO_LARGE');
    expect(refused.errors?.[0]?.extensions?.params).toEqual({ max: 20, size: 20 });
    expect((await begin(token, 'big.png', 20 * M, 'image/png')).errors).toBeUndefined();
    expect(codeOf(await begin(token, 'tool.exe', 100, 'application/x-msdownload'))).toBe('FILE_TYPE_NOT_ALLOW');
  });

  it('limits the presigned request to the declared size and type', async () => {
    const token = await t.sign();
    const started = (await begin(token, 'me.png', png.length, 'image/png')).data!.uploadOneFile;
    // Browsers ask first (CORS preflight, header names in lower case): the portal's origin may PUT with a Content-Type.
    const preflight = await fetch(started.credentials.url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost');
    const otherOrigin = await fetch(started.credentials.url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(otherOrigin.headers.get('access-control-allow-origin')).toBeNull();
    expect((await put(started, Buffer.concat([png, Buffer.alloc(10)]))).status).toBe(403);
    expect((await put(started, png, 'image/gif')).status).toBe(403);
    const { storage_key, incoming } = await statusOf(started.uploadedFileId);
    expect([await objectExists(incoming), await objectExists(storage_key)]).toEqual([false, false]);
  });

  it('a presigned request writes its own incoming object only, and used again after confirmation leaves the file as confirmed', async () => {
    const token = await t.sign();
    const started = (await begin(token, 'me.png', png.length, 'image/png')).data!.uploadOneFile;
    const { storage_key, incoming } = await statusOf(started.uploadedFileId);
    // aimed at another object (the file's own key, another upload's key) the signature no longer holds
    const other = (await begin(token, 'other.png', png.length, 'image/png')).data!.uploadOneFile;
    const otherKey = (await statusOf(other.uploadedFileId)).incoming;
    for (const key of [storage_key, otherKey]) {
      const aimed = { ...started, credentials: { ...started.credentials, url: started.credentials.url.replace(encodeURI(incoming), encodeURI(key)) } };
      expect(aimed.credentials.url).not.toBe(started.credentials.url);
      expect((await put(aimed, png)).status).toBe(403);
      expect(await objectExists(key)).toBe(false);
    }
    expect((await put(started, png)).status).toBe(200);
    expect((await t.graphql(confirm, { id: started.uploadedFileId }, token)).body.data).toMatchObject({ confirmUploadedFile: { status: 'SUCCESS' } });
    // the same request again, with other bytes of the same size and type: storage takes them, the file stays as read
    const swapped = Buffer.concat([exe, Buffer.alloc(Math.max(0, png.length - exe.length))]).subarray(0, png.length);
    expect((await put(started, swapped)).status).toBe(200);
    const link = await t.graphql<{ generateOneFileUrl: { url: string } }>(url, { id: started.uploadedFileId, download: true }, token);
    expect(Buffer.from(await (await fetch(link.body.data!.generateOneFileUrl.url)).arrayBuffer())).toEqual(png);
  });

  it('keeps exactly the bytes it read: an object changed after it was read is not copied', async () => {
    const direct = createStorage(storage);
    try {
      const key = incomingObjectKey(`avatar/${randomUUID()}.png`);
      await s3.send(new PutObjectCommand({ Bucket: storage.bucket, Key: key, Body: png, ContentType: 'image/png' }));
      const read = (await direct.inspect(key, 20 * M))!;
      expect(read).toMatchObject({ size: png.length, sniffedAs: 'image/png' });
      await s3.send(new PutObjectCommand({ Bucket: storage.bucket, Key: key, Body: exe, ContentType: 'image/png' }));
      const target = `avatar/${randomUUID()}.png`;
      expect(await direct.keep(key, target, read.etag)).toBe(false);
      expect(await objectExists(target)).toBe(false);
      // read again, it is kept, and the incoming object is gone
      const again = (await direct.inspect(key, 20 * M))!;
      expect(await direct.keep(key, target, again.etag)).toBe(true);
      expect([await objectExists(target), await objectExists(key)]).toEqual([true, false]);
    } finally {
      direct.close();
    }
  });

  it('rejects a stored object of 20M + 1 bytes at confirmation: FILE_SIZE_IS_TOO_LARGE, object deleted, row ERROR', async () => {
    const token = await t.sign();
    const started = (await begin(token, 'huge.png', 1000, 'image/png')).data!.uploadOneFile;
    const { storage_key, incoming } = await statusOf(started.uploadedFileId);
    // Storage that ignored the presigned limit: the object is written directly.
    const bytes = Buffer.alloc(20 * M + 1);
    png.copy(bytes);
    await s3.send(new PutObjectCommand({ Bucket: storage.bucket, Key: incoming, Body: bytes, ContentType: 'image/png' }));
    const res = await t.graphql(confirm, { id: started.uploadedFileId }, token);
    expect(codeOf(res.body)).toBe('FILE_SIZE_IS_TOO_LARGE');
    expect(res.body.errors?.[0]?.extensions?.params).toEqual({ max: 20, size: 20 });
    expect(await statusOf(started.uploadedFileId)).toMatchObject({ status: 'ERROR', error_code: 'FILE_SIZE_IS_TOO_LARGE' });
    expect([await objectExists(incoming), await objectExists(storage_key)]).toEqual([false, false]);
  });

  it('cancels: the object is deleted and the file CANCELLED; only the uploader may confirm or cancel', async () => {
    const token = await t.sign();
    const other = await t.sign();
    const started = (await begin(token, 'me.png', png.length, 'image/png')).data!.uploadOneFile;
    expect((await put(started, png)).status).toBe(200);
    expect(codeOf((await t.graphql(confirm, { id: started.uploadedFileId }, other)).body)).toBe('FILE_NO_PERMISSION');
    expect(codeOf((await t.graphql(cancel, { id: started.uploadedFileId }, other)).body)).toBe('FILE_NO_PERMISSION');
    const { incoming } = await statusOf(started.uploadedFileId);
    expect(await objectExists(incoming)).toBe(true);
    const res = await t.graphql(cancel, { id: started.uploadedFileId }, token);
    expect(res.body.data).toEqual({ cancelUploadedFile: { id: started.uploadedFileId, status: 'CANCELLED' } });
    expect(await objectExists(incoming)).toBe(false);
    expect(codeOf((await t.graphql(confirm, { id: started.uploadedFileId }, token)).body)).toBe('INVALID_TRANSITION');
  });

  it('answers FILE_IDENTITY_NOT_OBTAINED when the API has no storage configured', async () => {
    const bare = await startTestApi();
    try {
      const token = await bare.sign();
      const res = await bare.graphql(start, { input: { use: 'AVATAR', name: 'me.png', size: 10, mimeType: 'image/png' } }, token);
      expect(codeOf(res.body as Body)).toBe('FILE_IDENTITY_NOT_OBTAINED');
    } finally {
      await bare.close();
    }
  });

  it('reports a missing file and an unauthenticated caller with their codes', async () => {
    const token = await t.sign();
    expect(codeOf((await t.graphql(url, { id: '00000000-0000-4000-8000-000000000000' }, token)).body)).toBe('FILE_NOT_FOUND');
    expect(codeOf(await begin('', 'me.png', 10, 'image/png'))).toBe('UNAUTHENTICATED');
    // The object itself is not public: without a signature storage refuses it.
    const started = (await begin(token, 'me.png', png.length, 'image/png')).data!.uploadOneFile;
    await put(started, png);
    const { incoming } = await statusOf(started.uploadedFileId);
    expect((await fetch(`${storage.endpoint}/${storage.bucket}/${incoming}`)).status).toBe(403);
    await expect(s3.send(new GetObjectCommand({ Bucket: storage.bucket, Key: incoming }))).resolves.toBeDefined();
  });
});
