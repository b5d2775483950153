import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { files, projects, users, visits } from '#server/db/schema/index';
import { previewKey } from '#server/files/previews';
import type { PhotoSize } from '#src/contracts/files';
import { bearerFor } from './support/auth';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
interface Uploaded {
  id: number;
  url: string;
  sha256: string;
  mime: string;
}

let test: TestApp;
const who: Record<string, Headers> = {};
let ownVisit: number;
let foreignVisit: number;
const filesDir = inject('filesDir');

/** One file upload, multipart built by hand (the files service's own call). */
async function upload(data: Buffer, name: string, type: string, visitId: number, as: Headers) {
  const { payload, contentType } = multipart([
    { name: 'type', value: 'sfa_visit' },
    { name: 'visit_id', value: String(visitId) },
    { name: 'file', filename: name, type, data },
  ]);
  const response = await test.app.inject({
    method: 'POST',
    url: '/svc/files/api/v2/files/upload/',
    payload,
    headers: { ...as, 'content-type': contentType },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Uploaded;
}

const get = (url: string, headers: Record<string, string>) =>
  test.app.inject({ method: 'GET', url, headers });

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e86c1' } });

const previewPath = (file: Uploaded, size: PhotoSize) => join(filesDir, previewKey(file, size));

let wide: Uploaded;

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['supervisor', 'client', 'leader']) who[login] = await bearerFor(test, login);
  const db = test.database.db;
  const [first, second] = await db.select({ id: projects.id }).from(projects).orderBy(projects.id);
  const visitOf = async (projectId: number) => {
    const [visit] = await db
      .select({ id: visits.id })
      .from(visits)
      .where(and(eq(visits.project_id, projectId), isNull(visits.deleted_at)))
      .limit(1);
    return visit.id;
  };
  ownVisit = await visitOf(first.id);
  foreignVisit = await visitOf(second.id);
  wide = await upload(
    await image(2000, 1000).jpeg().toBuffer(),
    'витрина.jpg',
    'image/jpeg',
    ownVisit,
    who.supervisor,
  );
});
afterAll(() => test.close());

describe('resized previews', () => {
  it.each([
    ['square', 200, 200],
    ['small', 320, 160],
    ['medium', 800, 400],
    ['large', 1600, 800],
  ] as const)('%s is %i×%i, cacheable like the original', async (size, width, height) => {
    const response = await get(`${wide.url}?size=${size}`, who.supervisor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${wide.sha256}-${size}"`);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent(`витрина-${size}.jpg`)}`,
    );
    const meta = await sharp(response.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width,
      height,
    });
  });

  it('without a size answers the original', async () => {
    const response = await get(wide.url, who.supervisor);
    expect(response.headers.etag).toBe(`"${wide.sha256}"`);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1000]);
  });

  it('never enlarges a small photo, except for the square crop', async () => {
    const tiny = await upload(
      await image(64, 48).png().toBuffer(),
      'tiny.png',
      'image/png',
      ownVisit,
      who.supervisor,
    );
    const large = await get(`${tiny.url}?size=large`, who.supervisor);
    expect(large.headers['content-type']).toBe('image/png');
    const largeMeta = await sharp(large.rawPayload).metadata();
    expect([largeMeta.format, largeMeta.width, largeMeta.height]).toEqual(['png', 64, 48]);
    const square = await sharp((await get(`${tiny.url}?size=square`, who.supervisor)).rawPayload)
      .metadata()
      .then((meta) => [meta.width, meta.height]);
    expect(square).toEqual([200, 200]);
  });

  it('is generated once, stored beside the original, and served from storage afterwards', async () => {
    const first = await get(`${wide.url}?size=medium`, who.supervisor);
    const path = previewPath(wide, 'medium');
    const stored = statSync(path);
    const second = await get(`${wide.url}?size=medium`, who.supervisor);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const after = statSync(path);
    // The same file, untouched: not written again.
    expect({ ino: after.ino, mtime: after.mtimeMs }).toEqual({
      ino: stored.ino,
      mtime: stored.mtimeMs,
    });
  });

  it('generates one preview when many ask for it at once', async () => {
    const fresh = await upload(
      await image(1200, 900).jpeg().toBuffer(),
      'fresh.jpg',
      'image/jpeg',
      ownVisit,
      who.supervisor,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(`${fresh.url}?size=small`, who.supervisor)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of answers)
      expect(answer.rawPayload.equals(answers[0].rawPayload)).toBe(true);
    const meta = await sharp(answers[0].rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 240]);
    const folder = dirname(previewPath(fresh, 'small'));
    expect(readdirSync(folder).filter((name) => name.startsWith('small-'))).toHaveLength(1);
  });

  it('answers 304 to the preview’s own ETag, and not to the original’s', async () => {
    const url = `${wide.url}?size=small`;
    const etag = String((await get(url, who.supervisor)).headers.etag);
    const cached = await get(url, { ...who.supervisor, 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const other = await get(url, { ...who.supervisor, 'if-none-match': `"${wide.sha256}"` });
    expect(other.statusCode).toBe(200);
  });

  it('is refused to those who may not see the original', async () => {
    const theirs = await upload(
      await image(400, 300).jpeg().toBuffer(),
      'x.jpg',
      'image/jpeg',
      foreignVisit,
      who.leader,
    );
    const refused = await get(`${theirs.url}?size=square`, who.client);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const allowed = await get(`${theirs.url}?size=square`, who.leader);
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses an unknown size', async () => {
    const response = await get(`${wide.url}?size=huge`, who.supervisor);
    expect(response.statusCode).toBe(400);
  });

  it('answers the original of a file that is not an image', async () => {
    const [supervisor] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'supervisor'));
    const key = `test-docs/${randomBytes(8).toString('hex')}.pdf`;
    const content = Buffer.from('%PDF-1.4\n%%EOF\n');
    mkdirSync(dirname(join(filesDir, key)), { recursive: true });
    writeFileSync(join(filesDir, key), content);
    const [row] = await test.database.db
      .insert(files)
      .values({
        storage_key: key,
        original_name: 'акт.pdf',
        mime: 'application/pdf',
        size: content.length,
        sha256: 'a'.repeat(64),
        user_id: supervisor.id,
      })
      .returning({ id: files.id });
    const response = await get(`/svc/files/api/v1/files/${row.id}/content/?size=small`, {
      ...who.supervisor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers.etag).toBe(`"${'a'.repeat(64)}"`);
    expect(response.rawPayload.equals(content)).toBe(true);
  });
});
