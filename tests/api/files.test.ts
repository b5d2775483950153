import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check_list_results, files, projects, users, visits } from '#server/db/schema/index';
import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from '#src/contracts/files';
import { bearerFor } from './support/auth';
import { type MultipartPart, multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let jpeg: Buffer;
let png: Buffer;
const who: Record<string, Headers> = {};
/** A live visit of the first project (supervisor, client, leader) and one of the second. */
let ownVisit: number;
let foreignVisit: number;
let firstProject: number;

async function upload(url: string, parts: MultipartPart[], headers: Headers) {
  const body = multipart(parts);
  return test.app.inject({
    method: 'POST',
    url: `/svc/files${url}`,
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
}

const photo = (data: Buffer, filename = 'shelf.jpg', type = 'image/jpeg'): MultipartPart => ({
  name: 'file',
  filename,
  type,
  data,
});

async function main(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  return test.app.inject({ method, url: `/svc/main${url}`, headers, payload });
}

async function photoCount(visitId: number) {
  const [row] = await test.database.db
    .select({ n: visits.photo_count })
    .from(visits)
    .where(eq(visits.id, visitId));
  return row.n;
}

async function fileCount() {
  const [row] = await test.database.db.select({ n: count() }).from(files);
  return row.n;
}

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['administrator', 'supervisor', 'client', 'leader', 'check_manager']) {
    who[login] = await bearerFor(test, login);
  }
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
  firstProject = first.id;
  ownVisit = await visitOf(first.id);
  foreignVisit = await visitOf(second.id);
  const canvas = { width: 64, height: 48, channels: 3 as const, background: '#c0392b' };
  jpeg = await sharp({ create: canvas }).jpeg().toBuffer();
  png = await sharp({ create: canvas }).png().toBuffer();
});
afterAll(() => test.close());

describe('uploads', () => {
  it('stores a real JPEG and serves it back byte for byte, cacheable for a year', async () => {
    const response = await upload(
      '/api/v2/files/upload/',
      [
        { name: 'type', value: 'sfa_question_result' },
        { name: 'visit_id', value: String(ownVisit) },
        photo(jpeg),
      ],
      who.supervisor,
    );
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({ mime: 'image/jpeg', size: jpeg.length, width: 64, height: 48 });
    expect(file.url).toBe(`/svc/files/api/v1/files/${file.id}/content/`);

    const content = await test.app.inject({
      method: 'GET',
      url: file.url,
      headers: who.supervisor,
    });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/jpeg');
    expect(content.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(content.rawPayload.equals(jpeg)).toBe(true);
    const etag = String(content.headers.etag);
    const again = await test.app.inject({
      method: 'GET',
      url: file.url,
      headers: { ...who.supervisor, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("sets a user's photo only for the roles allowed to change it", async () => {
    const [target] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'merchandiser'));
    const parts = (): MultipartPart[] => [
      { name: 'type', value: 'user' },
      { name: 'object_id', value: String(target.id) },
      photo(jpeg),
    ];
    const refused = await upload('/api/v2/files/upload/', parts(), who.supervisor);
    expect(refused.statusCode).toBe(403);

    const response = await upload('/api/v2/files/upload/', parts(), who.leader);
    expect(response.statusCode).toBe(201);
    const profile = await test.app.inject({
      method: 'GET',
      url: `/svc/auth/api/v1/users/${target.id}/`,
      headers: who.administrator,
    });
    expect(profile.json().avatar_file_id).toBe(response.json().id);
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const before = await fileCount();
    const disguised = Buffer.from('%PDF-1.7\n<< /Type /Catalog >>\n'.repeat(50));
    const forVisit = [
      { name: 'type', value: 'sfa_visit' },
      { name: 'object_id', value: String(ownVisit) },
    ];
    const response = await upload(
      '/api/v2/files/upload/',
      [...forVisit, photo(disguised, 'photo.jpg')],
      who.supervisor,
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe(FILE_MESSAGES.notAllowed);
    // JPEG magic bytes and nothing behind them: sniffed as JPEG, refused as unreadable.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    const broken = await upload(
      '/api/v2/files/upload/',
      [...forVisit, photo(fake)],
      who.supervisor,
    );
    expect(broken.statusCode).toBe(415);
    expect(await fileCount()).toBe(before);
    // Nothing half-written is left behind either (no other test file uploads).
    expect(readdirSync(join(test.app.config.dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const before = await fileCount();
    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - jpeg.length)]);
    const response = await upload(
      '/api/v2/files/upload/',
      [{ name: 'type', value: 'sfa_visit' }, photo(huge)],
      who.supervisor,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(FILE_MESSAGES.tooLarge);
    expect(await fileCount()).toBe(before);
    expect(readdirSync(join(test.app.config.dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('answers field errors: no file, no type', async () => {
    const noFile = await upload(
      '/api/v2/files/upload/',
      [{ name: 'type', value: 'sfa_visit' }],
      who.client,
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual([
      { field: 'file', message: 'Поле обязательно для заполнения' },
    ]);
    const noType = await upload(
      '/api/v2/files/upload/',
      [photo(png, 'a.png', 'image/png')],
      who.client,
    );
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors.map((e: { field: string }) => e.field)).toEqual(['type']);
    const json = await test.app.inject({
      method: 'POST',
      url: '/svc/files/api/v2/files/upload/',
      headers: who.client,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it('bulk upload links the photo to the question of the visit; the link is ready at once', async () => {
    const before = await photoCount(ownVisit);
    const objects = [
      { generic_type: 'SFA_VISIT', object_id: 1, type: 'sfa_question_result', visit_id: ownVisit },
    ];
    const response = await upload(
      '/api/v1/files/upload/list/',
      [photo(png, 'answer.png', 'image/png'), { name: 'objects', value: JSON.stringify(objects) }],
      who.check_manager,
    );
    expect(response.statusCode).toBe(201);
    const { file_link_id, file } = response.json();
    expect(file.mime).toBe('image/png');
    expect(await photoCount(ownVisit)).toBe(before + 1);
    const status = await test.app.inject({
      method: 'POST',
      url: '/svc/files/api/v1/file_links/status/',
      headers: who.check_manager,
      payload: { ids: [file_link_id, 999_999] },
    });
    expect(status.json().items).toEqual([
      { id: file_link_id, status: 'ready' },
      { id: 999_999, status: 'not_found' },
    ]);
  });
});

describe('what an upload is for', () => {
  const named = (type: string, fields: Record<string, number> = {}): MultipartPart[] => [
    { name: 'type', value: type },
    ...Object.entries(fields).map(([name, id]) => ({ name, value: String(id) })),
    photo(jpeg),
  ];
  const send = (parts: MultipartPart[], headers: Headers) =>
    upload('/api/v2/files/upload/', parts, headers);
  const noTarget = (field: string) => [{ field, message: FILE_MESSAGES.noTarget }];

  async function fileFiledBy(headers: Headers) {
    const types = await main('POST', '/support_request_types/list/', headers, {});
    const ticket = await main('POST', '/support_requests/', headers, {
      content: 'Нет фото на витрине',
      support_request_type_id: types.json().items[0].id,
      is_technical: false,
    });
    expect(ticket.statusCode).toBe(201);
    return ticket.json().id as number;
  }

  async function checkResultOfFirstProject() {
    const [result] = await test.database.db
      .select({ id: check_list_results.id, visit_id: check_list_results.visit_id })
      .from(check_list_results)
      .innerJoin(visits, eq(visits.id, check_list_results.visit_id))
      .where(eq(visits.project_id, firstProject))
      .limit(1);
    return result;
  }

  it('refuses an upload that names nothing (400 on the field) and keeps nothing', async () => {
    const before = await fileCount();
    const noVisit = await send(named('sfa_visit'), who.supervisor);
    expect(noVisit.statusCode).toBe(400);
    expect(noVisit.json().errors).toEqual(noTarget('object_id'));
    const questionOnly = await send(named('sfa_question_result', { object_id: 1 }), who.supervisor);
    expect(questionOnly.statusCode).toBe(400);
    expect(questionOnly.json().errors).toEqual(noTarget('visit_id'));
    for (const type of ['support_request', 'user', 'check_list_result', 'sku']) {
      const response = await send(named(type), who.administrator);
      expect(response.statusCode, type).toBe(400);
      expect(response.json().errors).toEqual(noTarget('object_id'));
    }
    // Types nobody may write files for are no upload types.
    const outlet = await send(named('outlet', { object_id: 1 }), who.administrator);
    expect(outlet.statusCode).toBe(400);
    expect(outlet.json().errors.map((e: { field: string }) => e.field)).toEqual(['type']);
    expect(await fileCount()).toBe(before);
    expect(readdirSync(join(test.app.config.dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('refuses the read-only client every upload but one for its own ticket', async () => {
    const before = await fileCount();
    const [client] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'client'));
    const result = await checkResultOfFirstProject();
    const refused = [
      named('sfa_visit', { object_id: ownVisit }),
      named('sfa_question_result', { object_id: 1, visit_id: ownVisit }),
      named('user', { object_id: client.id }),
      named('check_list_result', { object_id: result.id, visit_id: result.visit_id }),
    ];
    for (const parts of refused) {
      expect((await send(parts, who.client)).statusCode, JSON.stringify(parts[0])).toBe(403);
    }
    const objects = [
      { generic_type: 'SFA_VISIT', object_id: 1, type: 'sfa_question_result', visit_id: ownVisit },
    ];
    const bulk = await upload(
      '/api/v1/files/upload/list/',
      [photo(jpeg), { name: 'objects', value: JSON.stringify(objects) }],
      who.client,
    );
    expect(bulk.statusCode).toBe(403);
    expect(await fileCount()).toBe(before);

    const ticketId = await fileFiledBy(who.client);
    const own = await send(named('support_request', { object_id: ticketId }), who.client);
    expect(own.statusCode).toBe(201);
  });

  it("refuses an object that does not exist (404) or is someone else's (403)", async () => {
    const missing: [string, Record<string, number>, Headers][] = [
      ['sfa_visit', { object_id: 999_999 }, who.supervisor],
      ['sfa_question_result', { object_id: 1, visit_id: 999_999 }, who.supervisor],
      ['support_request', { object_id: 999_999 }, who.supervisor],
      ['check_list_result', { object_id: 999_999 }, who.check_manager],
      ['user', { object_id: 999_999 }, who.leader],
    ];
    for (const [type, fields, headers] of missing) {
      expect((await send(named(type, fields), headers)).statusCode, type).toBe(404);
    }
    const clientsTicket = await fileFiledBy(who.client);
    const foreign: [string, Record<string, number>, Headers][] = [
      ['support_request', { object_id: clientsTicket }, who.supervisor],
      ['sfa_visit', { object_id: foreignVisit }, who.supervisor],
      ['sfa_question_result', { object_id: 1, visit_id: foreignVisit }, who.supervisor],
    ];
    for (const [type, fields, headers] of foreign) {
      expect((await send(named(type, fields), headers)).statusCode, type).toBe(403);
    }
  });

  it("takes a check result's photo from a checker of its visit, naming the right visit", async () => {
    const result = await checkResultOfFirstProject();
    const response = await send(
      named('check_list_result', { object_id: result.id, visit_id: result.visit_id }),
      who.check_manager,
    );
    expect(response.statusCode).toBe(201);
    const linked = await main('POST', '/file_links/', who.check_manager, {
      generic_type: 'CHECK_LIST_RESULT',
      generic_id: result.id,
      file_id: response.json().id,
    });
    expect(linked.statusCode).toBe(201);
    const otherVisit = await send(
      named('check_list_result', { object_id: result.id, visit_id: foreignVisit }),
      who.check_manager,
    );
    expect(otherVisit.statusCode).toBe(400);
    expect(otherVisit.json().errors).toEqual([
      { field: 'visit_id', message: FILE_MESSAGES.otherVisit },
    ]);
  });

  const bulk = (objects: object[], files: Buffer[], headers: Headers) =>
    upload(
      '/api/v1/files/upload/list/',
      [
        { name: 'objects', value: JSON.stringify(objects) },
        ...files.map((data, i) => photo(data, `photo-${i + 1}.jpg`)),
      ],
      headers,
    );
  const linksOf = async (genericType: string, genericId: number, headers: Headers) => {
    const filter = { generic_type: genericType, generic_id: [genericId], limit: 1000 };
    const reply = await main('POST', '/file_links/list/', headers, filter);
    return reply.json().file_links as { id: number; file_id: number }[];
  };

  it("bulk upload stores a check's photos and links each to the result in one call", async () => {
    const result = await checkResultOfFirstProject();
    const before = await linksOf('CHECK_LIST_RESULT', result.id, who.check_manager);
    const response = await bulk(
      [{ generic_type: 'CHECK_LIST_RESULT', generic_id: result.id }],
      [jpeg, png],
      who.check_manager,
    );
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.files.map((f: { mime: string }) => f.mime)).toEqual(['image/jpeg', 'image/png']);
    expect(answer.file).toEqual(answer.files[0]);
    expect(answer.file_link_ids).toHaveLength(2);
    expect(answer.file_link_id).toBe(answer.file_link_ids[0]);
    const after = await linksOf('CHECK_LIST_RESULT', result.id, who.check_manager);
    const added = after.filter((link) => !before.some((old) => old.id === link.id));
    expect(added.map((link) => link.id).sort()).toEqual([...answer.file_link_ids].sort());
    expect(added.map((link) => link.file_id).sort()).toEqual(
      answer.files.map((f: { id: number }) => f.id).sort(),
    );
    const status = await test.app.inject({
      method: 'POST',
      url: '/svc/files/api/v1/file_links/status/',
      headers: who.check_manager,
      payload: { ids: answer.file_link_ids },
    });
    expect(status.json().items.map((item: { status: string }) => item.status)).toEqual([
      'ready',
      'ready',
    ]);
  });

  it("bulk upload attaches to the caller's own ticket and refuses another's, keeping nothing", async () => {
    const ticketId = await fileFiledBy(who.client);
    const object = { generic_type: 'SUPPORT_REQUEST', generic_id: ticketId };
    const own = await bulk([object], [jpeg], who.client);
    expect(own.statusCode).toBe(201);
    expect(await linksOf('SUPPORT_REQUEST', ticketId, who.client)).toEqual([
      expect.objectContaining({ id: own.json().file_link_id, file_id: own.json().file.id }),
    ]);

    const before = await fileCount();
    expect((await bulk([object], [jpeg, png], who.supervisor)).statusCode).toBe(403);
    const missing = { generic_type: 'SUPPORT_REQUEST', generic_id: 999_999 };
    expect((await bulk([missing], [jpeg], who.client)).statusCode).toBe(404);
    const tooMany = await bulk([object], Array(11).fill(jpeg), who.client);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe(FILE_MESSAGES.tooManyFiles);
    const unknown = await bulk([{ generic_type: 'SKU', generic_id: 1 }], [jpeg], who.client);
    expect(unknown.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
    expect(readdirSync(join(test.app.config.dataDir, 'files', 'tmp'))).toEqual([]);
  });
});

describe('file links of a visit', () => {
  it('creates, lists, patches and deletes a photo link, keeping photo_count in step', async () => {
    const uploaded = await upload(
      '/api/v2/files/upload/',
      [
        { name: 'type', value: 'sfa_visit' },
        { name: 'object_id', value: String(ownVisit) },
        photo(jpeg),
      ],
      who.supervisor,
    );
    expect(uploaded.statusCode).toBe(201);
    const fileId = uploaded.json().id;
    const before = await photoCount(ownVisit);
    const created = await main('POST', '/file_links/', who.supervisor, {
      generic_type: 'SFA_VISIT',
      generic_id: ownVisit,
      file_id: fileId,
      is_preview: false,
    });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ generic_id: ownVisit, visit_id: ownVisit, file_id: fileId });
    expect(Number.isNaN(Date.parse(link.extend_data.file_created_at))).toBe(false);
    expect(await photoCount(ownVisit)).toBe(before + 1);

    const filter = { generic_type: 'SFA_VISIT', generic_id: ownVisit, limit: 1000 };
    const legacy = (await main('POST', '/file_links/list/', who.client, filter)).json();
    expect(legacy.file_links.map((l: { id: number }) => l.id)).toContain(link.id);
    expect(legacy.total).toBe(before + 1);
    const v2 = (await main('POST', '/v2/file_links/list/', who.client, filter)).json();
    expect(v2).toMatchObject({ total: before + 1, limit: 1000, offset: 0 });

    const patched = await main('PATCH', `/file_links/${link.id}/`, who.supervisor, {
      is_preview: true,
    });
    expect(patched.json().is_preview).toBe(true);
    expect(await photoCount(ownVisit)).toBe(before);
    await main('PATCH', `/file_links/${link.id}/`, who.supervisor, { is_preview: false });

    // Deleting a photo needs the delete right (leader, not supervisor).
    expect((await main('DELETE', `/file_links/${link.id}/`, who.supervisor)).statusCode).toBe(403);
    expect((await main('DELETE', `/file_links/${link.id}/`, who.leader)).statusCode).toBe(204);
    expect(await photoCount(ownVisit)).toBe(before);
    expect((await main('DELETE', `/file_links/${link.id}/`, who.leader)).statusCode).toBe(404);
  });

  it('refuses a user outside the visit project (403) and hides its files', async () => {
    const mine = await upload(
      '/api/v2/files/upload/',
      [
        { name: 'type', value: 'sfa_visit' },
        { name: 'object_id', value: String(ownVisit) },
        photo(jpeg),
      ],
      who.supervisor,
    );
    const fileId = mine.json().id;
    const link = { generic_type: 'SFA_VISIT', generic_id: foreignVisit, file_id: fileId };
    expect((await main('POST', '/file_links/', who.supervisor, link)).statusCode).toBe(403);
    const withVisit = await upload(
      '/api/v2/files/upload/',
      [
        { name: 'type', value: 'sfa_visit' },
        { name: 'visit_id', value: String(foreignVisit) },
        photo(jpeg),
      ],
      who.client,
    );
    expect(withVisit.statusCode).toBe(403);

    // The leader's photo of the other project: invisible to the client, listed for the leader.
    const theirs = await upload(
      '/api/v2/files/upload/',
      [
        { name: 'type', value: 'sfa_visit' },
        { name: 'visit_id', value: String(foreignVisit) },
        photo(png, 'x.png', 'image/png'),
      ],
      who.leader,
    );
    const theirFile = theirs.json();
    const linked = await main('POST', '/file_links/', who.leader, {
      ...link,
      file_id: theirFile.id,
    });
    expect(linked.statusCode).toBe(201);
    const content = await test.app.inject({
      method: 'GET',
      url: theirFile.url,
      headers: who.client,
    });
    expect(content.statusCode).toBe(403);
    expect(content.headers['cache-control']).toBe('no-store');
    const filter = { generic_type: 'SFA_VISIT', generic_id: foreignVisit };
    expect((await main('POST', '/v2/file_links/list/', who.client, filter)).json().total).toBe(0);
    expect(
      (await main('POST', '/v2/file_links/list/', who.leader, filter)).json().total,
    ).toBeGreaterThan(0);
    const missing = await test.app.inject({
      method: 'GET',
      url: '/svc/files/api/v1/files/999999/content/',
      headers: who.leader,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a support ticket with an attachment', () => {
  it('files the ticket form-encoded, uploads the image and links it; only the author sees it', async () => {
    const types = await main('POST', '/support_request_types/list/', who.client, {});
    const typeId = types.json().items[0].id;
    const ticket = await test.app.inject({
      method: 'POST',
      url: '/svc/main/support_requests/',
      headers: { ...who.client, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        content: 'Не открывается фото',
        support_request_type_id: String(typeId),
        is_technical: 'true',
      }).toString(),
    });
    expect(ticket.statusCode).toBe(201);
    const requestId = ticket.json().id;
    const uploaded = await upload(
      '/api/v2/files/upload/',
      [
        { name: 'type', value: 'support_request' },
        { name: 'object_id', value: String(requestId) },
        photo(png, 'screen.png', 'image/png'),
      ],
      who.client,
    );
    const file = uploaded.json();
    const link = {
      generic_type: 'SUPPORT_REQUEST',
      generic_id: requestId,
      file_id: file.id,
      is_preview: false,
    };
    expect((await main('POST', '/file_links/', who.supervisor, link)).statusCode).toBe(403);
    expect((await main('POST', '/file_links/', who.client, link)).statusCode).toBe(201);

    const list = await main('POST', '/v2/support_requests/list/', who.client, {});
    const mine = list.json().items.find((item: { id: number }) => item.id === requestId);
    expect(mine.attachments).toEqual([
      expect.objectContaining({ file_id: file.id, url: file.url }),
    ]);
    const seen = await test.app.inject({
      method: 'GET',
      url: file.url,
      headers: who.administrator,
    });
    expect(seen.statusCode).toBe(200);
    const other = await test.app.inject({ method: 'GET', url: file.url, headers: who.supervisor });
    expect(other.statusCode).toBe(403);
  });
});
