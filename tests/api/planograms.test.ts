import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planograms, project_outlets, user_projects, users } from '#server/db/schema/index';
import { TASK_OUTLET_STATUS_MESSAGES } from '#src/contracts/catalog/outlet-task-status';
import { PLANOGRAM_MESSAGES } from '#src/contracts/catalog/planograms';
import { FILE_MESSAGES } from '#src/contracts/files';
import { bearerFor } from './support/auth';
import { type MultipartPart, multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
type Outlet = { id: number; name: string; city_id: number | null };

let test: TestApp;
const who: Record<string, Headers> = {};
/** The only project of supervisor2 (planograms READ, project outlets UPDATE there). */
let project: number;
let outlets: Outlet[];
let foreignOutlet: Outlet;
let planogramId: number;

function call(method: InjectOptions['method'], url: string, headers: Headers, payload?: object) {
  return test.app.inject({ method, url: `/svc/main${url}`, headers, payload });
}
const link = (headers: Headers, body: object) =>
  call('POST', '/planogram_outlets/link/', headers, body);
const linked = async (id: number) => {
  const response = await call('POST', '/planogram_outlets/list/', who.administrator, {
    planogram_id: id,
    limit: 1000,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { id: number; project_outlet_id: number; name: string }[];
};

async function upload(parts: MultipartPart[], headers: Headers) {
  const body = multipart(parts);
  return test.app.inject({
    method: 'POST',
    url: '/svc/files/api/v2/files/upload/',
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
}
const fileFor = (id: number, filename: string, type: string, data: Buffer): MultipartPart[] => [
  { name: 'type', value: 'planogram' },
  { name: 'object_id', value: String(id) },
  { name: 'file', filename, type, data },
];

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['administrator', 'supervisor2', 'client']) {
    who[login] = await bearerFor(test, login);
  }
  const db = test.database.db;
  const [own] = await db
    .select({ id: user_projects.project_id })
    .from(user_projects)
    .innerJoin(users, eq(users.id, user_projects.user_id))
    .where(and(eq(users.login, 'supervisor2'), eq(user_projects.is_active, true)));
  project = own.id;
  const columns = {
    id: project_outlets.id,
    name: project_outlets.name,
    city_id: project_outlets.city_id,
  };
  outlets = await db
    .select(columns)
    .from(project_outlets)
    .where(and(eq(project_outlets.project_id, project), isNotNull(project_outlets.city_id)))
    .orderBy(asc(project_outlets.id))
    .limit(3);
  [foreignOutlet] = await db
    .select(columns)
    .from(project_outlets)
    .where(ne(project_outlets.project_id, project))
    .limit(1);
  const created = await call('POST', '/planograms/', who.administrator, {
    project_id: project,
    name: 'Полка шампуней',
    type: 'hair_care',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  });
  expect(created.statusCode, created.body).toBe(201);
  planogramId = created.json().id;
});
afterAll(() => test.close());

describe('planograms', () => {
  it('refuses a start after the end, on the start date, with a clear message', async () => {
    const response = await call('POST', '/planograms/', who.administrator, {
      project_id: project,
      name: 'Наоборот',
      type: 'book',
      start_date: '2026-05-01',
      end_date: '2026-04-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: 'start_date',
      message: PLANOGRAM_MESSAGES.startAfterEnd,
    });
    // A patch of one date is checked against the stored other.
    const patch = await call('PATCH', `/planograms/${planogramId}/`, who.administrator, {
      end_date: '2025-01-01',
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors).toContainEqual({
      field: 'start_date',
      message: PLANOGRAM_MESSAGES.startAfterEnd,
    });
  });

  it('reads the planogram with its type, its project and no outlets yet', async () => {
    const response = await call('GET', `/planograms/${planogramId}/`, who.supervisor2);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Полка шампуней',
      type: 'hair_care',
      project_id: project,
      file_id: null,
      outlet_count: 0,
    });
  });
});

describe('planogram outlets', () => {
  it('links an outlet, and refuses a second link naming the outlet, all or nothing', async () => {
    const [first, second] = outlets;
    const once = await link(who.administrator, {
      planogram_id: planogramId,
      project_outlet_ids: [first.id],
    });
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json()).toEqual({ linked: 1 });
    expect((await linked(planogramId)).map((row) => row.project_outlet_id)).toEqual([first.id]);

    const again = await link(who.administrator, {
      planogram_id: planogramId,
      project_outlet_ids: [second.id, first.id],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`${PLANOGRAM_MESSAGES.alreadyLinked}: ${first.name}`);
    // The other outlet of the refused request was not linked either.
    expect((await linked(planogramId)).map((row) => row.project_outlet_id)).toEqual([first.id]);

    const count = await call('GET', `/planograms/${planogramId}/`, who.administrator);
    expect(count.json().outlet_count).toBe(1);
  });

  it("refuses an outlet of another project than the planogram's", async () => {
    const response = await link(who.administrator, {
      planogram_id: planogramId,
      project_outlet_ids: [foreignOutlet.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`${PLANOGRAM_MESSAGES.notInProject}: ${foreignOutlet.id}`);
    expect(await linked(planogramId)).toHaveLength(1);
  });

  it('links every outlet matching a filter, and refuses it whole when one is linked', async () => {
    const city = outlets[0].city_id as number;
    const matching = await call('POST', '/project_outlets/list/', who.administrator, {
      project_ids: [project],
      city_ids: [city],
      limit: 1,
    });
    const total: number = matching.json().total;
    // The first outlet (linked already) is in that city: the whole request is refused.
    const refused = await link(who.administrator, {
      planogram_id: planogramId,
      filter: { city_ids: [city] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(outlets[0].name);

    const [row] = await linked(planogramId);
    const unlinked = await call('POST', '/planogram_outlets/unlink/', who.administrator, {
      planogram_id: planogramId,
      ids: [row.id],
    });
    expect(unlinked.json()).toEqual({ unlinked: 1 });
    const all = await link(who.administrator, {
      planogram_id: planogramId,
      filter: { city_ids: [city] },
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ linked: total });
    expect(await linked(planogramId)).toHaveLength(total);
  });

  it('unlinks the selected links of the planogram only', async () => {
    const rows = await linked(planogramId);
    const response = await call('POST', '/planogram_outlets/unlink/', who.administrator, {
      planogram_id: planogramId,
      ids: rows.map((row) => row.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unlinked: rows.length });
    expect(await linked(planogramId)).toEqual([]);
  });

  it('needs the planograms UPDATE to link or unlink, and hides foreign planograms', async () => {
    const body = { planogram_id: planogramId, project_outlet_ids: [outlets[0].id] };
    expect((await link(who.supervisor2, body)).statusCode).toBe(403);
    const unlink = await call('POST', '/planogram_outlets/unlink/', who.supervisor2, {
      planogram_id: planogramId,
      ids: [1],
    });
    expect(unlink.statusCode).toBe(403);
    const [foreign] = await test.database.db
      .select({ id: planograms.id })
      .from(planograms)
      .where(ne(planograms.project_id, project))
      .limit(1);
    const hidden = await call('POST', '/planogram_outlets/list/', who.supervisor2, {
      planogram_id: foreign.id,
    });
    expect(hidden.json().total).toBe(0);
  });
});

describe('planogram file', () => {
  it('takes an image or a PDF for the planogram, and refuses anything else', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#2f9e44' },
    })
      .png()
      .toBuffer();
    const image = await upload(
      fileFor(planogramId, 'shelf.png', 'image/png', png),
      who.administrator,
    );
    expect(image.statusCode, image.body).toBe(201);
    const imageId = image.json().id;
    let row = (await call('GET', `/planograms/${planogramId}/`, who.administrator)).json();
    expect(row).toMatchObject({ file_id: imageId, file_name: 'shelf.png', file_mime: 'image/png' });

    // A member of the planogram's project sees its file.
    const content = await test.app.inject({
      method: 'GET',
      url: `/svc/files/api/v1/files/${imageId}/content/`,
      headers: who.supervisor2,
    });
    expect(content.statusCode).toBe(200);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const document = await upload(
      fileFor(planogramId, 'layout.pdf', 'application/pdf', pdf),
      who.administrator,
    );
    expect(document.statusCode, document.body).toBe(201);
    expect(document.json()).toMatchObject({ mime: 'application/pdf', width: null });
    row = (await call('GET', `/planograms/${planogramId}/`, who.administrator)).json();
    expect(row).toMatchObject({ file_id: document.json().id, file_mime: 'application/pdf' });

    const text = await upload(
      fileFor(planogramId, 'notes.txt', 'text/plain', Buffer.from('не планограмма, а текст')),
      who.administrator,
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe(FILE_MESSAGES.notAllowedPlanogram);

    // A PDF is no photo: other upload types still take images only.
    const photo = await upload(
      [
        { name: 'type', value: 'support_request' },
        { name: 'object_id', value: '1' },
        { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: pdf },
      ],
      who.administrator,
    );
    expect(photo.statusCode).toBe(415);
    expect(photo.json().detail).toBe(FILE_MESSAGES.notAllowed);
  });

  it('needs the planograms UPDATE to upload the file', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const response = await upload(
      fileFor(planogramId, 'layout.pdf', 'application/pdf', pdf),
      who.supervisor2,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('task outlet status', () => {
  const setStatus = (headers: Headers, body: object) =>
    call('POST', '/project_outlets/task_outlet_status/', headers, body);

  it('is open until changed; a change needs a reason unless open', async () => {
    const outlet = outlets[1].id;
    const initial = await call(
      'GET',
      `/project_outlets/${outlet}/task_outlet_status/`,
      who.supervisor2,
    );
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json()).toEqual({ current: null, history: [] });

    const noReason = await setStatus(who.supervisor2, {
      project_outlet_id: outlet,
      status: 'closed',
      date: '2026-11-01',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toContainEqual({
      field: 'reason',
      message: TASK_OUTLET_STATUS_MESSAGES.reasonRequired,
    });

    const set = await setStatus(who.supervisor2, {
      project_outlet_id: outlet,
      status: 'renovation',
      reason: 'Ремонт торгового зала',
      date: '2026-11-02',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      project_outlet_id: outlet,
      status: 'renovation',
      reason: 'Ремонт торгового зала',
      date: '2026-11-02',
    });
    const reopened = await setStatus(who.supervisor2, {
      project_outlet_id: outlet,
      status: 'open',
      date: '2026-11-20',
    });
    expect(reopened.json()).toMatchObject({ status: 'open', reason: null });

    const state = (
      await call('GET', `/project_outlets/${outlet}/task_outlet_status/`, who.supervisor2)
    ).json();
    expect(state.current).toMatchObject({ status: 'open', date: '2026-11-20' });
    expect(state.history.map((row: { status: string }) => row.status)).toEqual([
      'open',
      'renovation',
    ]);
  });

  it("refuses another project's outlet and a caller without the project outlets' UPDATE", async () => {
    const body = { status: 'refused', reason: 'Управляющий против', date: '2026-11-03' };
    const foreign = await setStatus(who.supervisor2, {
      ...body,
      project_outlet_id: foreignOutlet.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(TASK_OUTLET_STATUS_MESSAGES.outletNotFound);
    const client = await setStatus(who.client, { ...body, project_outlet_id: outlets[2].id });
    expect(client.statusCode).toBe(403);
  });
});
