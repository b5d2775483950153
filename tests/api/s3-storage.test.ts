import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, projects, visits } from '#server/db/schema/index';
import { previewKey } from '#server/files/previews';
import { CLEANUP_KIND } from '#server/jobs/cleanup/cleanup-job';
import { storeDemoPhotos } from '#server/seed/photos';
import { MAX_UPLOAD_BYTES } from '#src/contracts/files';
import { bearerFor } from './support/auth';
import { type MultipartPart, multipart } from './support/multipart';
import { type S3Server, startS3Server } from './support/s3-server';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
interface Uploaded {
  id: number;
  url: string;
  size: number;
  sha256: string;
  mime: string;
}

let s3: S3Server;
let test: TestApp;
const who: Record<string, Headers> = {};
let ownVisit: number;
let firstProject: number;
let jpeg: Buffer;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const get = (url: string, headers: Headers) => test.app.inject({ method: 'GET', url, headers });
const keyOf = async (fileId: number) => {
  const [row] = await test.database.db.select().from(files).where(eq(files.id, fileId));
  return row;
};
/** Whether the key is in the disk store: with STORAGE=s3 nothing may land there. */
const onDisk = (key: string) => existsSync(join(test.app.config.dataDir, 'files', key));

async function upload(data: Buffer, headers: Headers, filename = 'shelf.jpg', type = 'image/jpeg') {
  const parts: MultipartPart[] = [
    { name: 'type', value: 'sfa_visit' },
    { name: 'object_id', value: String(ownVisit) },
    { name: 'file', filename, type, data },
  ];
  const body = multipart(parts);
  return test.app.inject({
    method: 'POST',
    url: '/svc/files/api/v2/files/upload/',
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
}

const main = (method: 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  test.app.inject({ method, url: `/svc/main${url}`, headers, payload });

/** A photo of random pixels: incompressible, so its PNG is larger than one upload part. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

beforeAll(async () => {
  s3 = await startS3Server();
  test = await createTestApp(s3.env);
  for (const login of ['supervisor', 'client', 'leader']) who[login] = await bearerFor(test, login);
  const db = test.database.db;
  const [first] = await db.select({ id: projects.id }).from(projects).orderBy(projects.id);
  const [visit] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.project_id, first.id), isNull(visits.deleted_at)))
    .limit(1);
  ownVisit = visit.id;
  firstProject = first.id;
  jpeg = await sharp({
    create: { width: 1200, height: 600, channels: 3, background: '#2e86c1' },
  })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(async () => {
  await test?.close();
  await s3?.close();
});

describe('files in an S3-compatible store', () => {
  let photo: Uploaded;
  let linkId: number;

  it('stores an upload in the bucket, not on disk, and serves it back byte for byte', async () => {
    const response = await upload(jpeg, who.supervisor);
    expect(response.statusCode).toBe(201);
    photo = response.json();
    expect(photo).toMatchObject({ size: jpeg.length, sha256: sha256(jpeg), mime: 'image/jpeg' });
    const { storage_key } = await keyOf(photo.id);
    expect(await s3.keys('uploads/')).toContain(storage_key);
    expect(onDisk(storage_key)).toBe(false);

    const content = await get(photo.url, who.supervisor);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/jpeg');
    expect(content.headers.etag).toBe(`"${photo.sha256}"`);
    expect(content.rawPayload.equals(jpeg)).toBe(true);
  });

  it('keeps the permission check: another project member sees the photo once it is linked', async () => {
    expect((await get(photo.url, who.client)).statusCode).toBe(403);
    const linked = await main('POST', '/file_links/', who.supervisor, {
      generic_type: 'SFA_VISIT',
      generic_id: ownVisit,
      file_id: photo.id,
      is_preview: false,
    });
    expect(linked.statusCode).toBe(201);
    linkId = linked.json().id;
    const content = await get(photo.url, who.client);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(jpeg)).toBe(true);
  });

  it('makes a preview from the stored original, keeps it in the bucket and serves it again', async () => {
    const first = await get(`${photo.url}?size=small`, who.client);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 160]);
    const key = previewKey(photo, 'small');
    expect(await s3.keys('previews/')).toContain(key);
    expect(onDisk(key)).toBe(false);
    const second = await get(`${photo.url}?size=small`, who.client);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('takes a file larger than one part in several parts, whole', async () => {
    const big = await noisePng(2200, 1500);
    expect(big.length).toBeGreaterThan(8 * 1024 * 1024);
    const response = await upload(big, who.supervisor, 'noise.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const file: Uploaded = response.json();
    expect(file).toMatchObject({ size: big.length, sha256: sha256(big) });
    const content = await get(file.url, who.supervisor);
    expect(sha256(content.rawPayload)).toBe(sha256(big));
  }, 60_000);

  it('keeps nothing of an upload refused midway or at its first bytes', async () => {
    const before = await s3.keys('uploads/');
    const head = await noisePng(2200, 1500);
    const tooLarge = Buffer.concat([head, randomBytes(MAX_UPLOAD_BYTES + 1 - head.length)]);
    expect((await upload(tooLarge, who.supervisor, 'huge.png', 'image/png')).statusCode).toBe(413);
    const text = Buffer.from('not a photo at all');
    expect((await upload(text, who.supervisor, 'fake.jpg')).statusCode).toBe(415);
    expect(await s3.keys('uploads/')).toEqual(before);
  }, 60_000);

  it('serves the demo photos the seed stores in the bucket, also as a visit’s archive', async () => {
    const rows = await storeDemoPhotos(test.app.storage);
    expect(await s3.keys('demo/')).toEqual(expect.arrayContaining(rows.map((r) => r.storage_key)));
    const [visit] = await test.database.db
      .select({ id: visits.id })
      .from(visits)
      .where(
        and(
          eq(visits.project_id, firstProject),
          ne(visits.id, ownVisit),
          gt(visits.photo_count, 2),
          isNull(visits.deleted_at),
        ),
      )
      .limit(1);
    const archive = await get(`/svc/files/api/v1/photo_archives/visits/${visit.id}/`, who.leader);
    expect(archive.statusCode).toBe(200);
    const entries = Object.values(unzipSync(archive.rawPayload));
    expect(entries.length).toBeGreaterThan(2);
    const demoHashes = new Set(rows.map((row) => row.sha256));
    for (const entry of entries) expect(demoHashes.has(sha256(entry))).toBe(true);
  });

  it('removes an unlinked file’s object and previews from the bucket in the cleanup', async () => {
    expect((await main('DELETE', `/file_links/${linkId}/`, who.leader)).statusCode).toBe(204);
    const { storage_key } = await keyOf(photo.id);
    await test.database.db
      .update(files)
      .set({ created_at: sql`now() - interval '2 days'` })
      .where(eq(files.id, photo.id));
    await test.app.jobs.ensureRecurring();
    const outcomes = await test.app.jobs.runDue();
    expect(outcomes.map((outcome) => [outcome.kind, outcome.status])).toEqual([
      [CLEANUP_KIND, 'done'],
    ]);
    expect(await keyOf(photo.id)).toBeUndefined();
    expect(await s3.keys('uploads/')).not.toContain(storage_key);
    expect(await s3.keys('previews/')).not.toContain(previewKey(photo, 'small'));
    expect((await get(photo.url, who.supervisor)).statusCode).toBe(404);
  });
});
