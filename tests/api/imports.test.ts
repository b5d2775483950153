import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import {
  branches,
  cities,
  jobs,
  notifications,
  project_outlets,
  projects,
  users,
} from '#server/db/schema/index';
import { importJob } from '#server/imports/import-job';
import { IMPORT_MESSAGES, type ImportProcess } from '#src/contracts/imports';
import { bearerFor } from './support/auth';
import { roundTrip } from './support/imports';
import { type MultipartPart, multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let db: Database;
let admin: Headers;
let project: number;
let foreignProject: number;
let city: string;
let branch: string;

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
const HEADER = 'Код ТТ;Название;Адрес;Город;Филиал;Активна';

function filePart(data: Buffer, filename = 'outlets.csv'): MultipartPart {
  return { name: 'file', filename, type: 'text/csv', data };
}

async function post(parts: MultipartPart[], headers: Headers = admin) {
  const body = multipart(parts);
  return test.app.inject({
    method: 'POST',
    url: '/svc/import/api/v1/imports/',
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
}

function fields(values: Record<string, string | number | boolean>): MultipartPart[] {
  return Object.entries(values).map(([name, value]) => ({ name, value: String(value) }));
}

/** Starts an import of `data` and runs the queue: the process as the journal then answers it. */
async function imported(
  data: Buffer,
  values: Record<string, string | number | boolean> = {},
): Promise<ImportProcess> {
  const started = await post([
    ...fields({ kind: 'PROJECT_OUTLETS', project_id: project, dry_run: false, ...values }),
    filePart(data),
  ]);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<ImportProcess>();
  await test.app.jobs.runDue();
  return processOf(id);
}

async function processOf(id: number): Promise<ImportProcess> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/svc/import/api/v1/imports/${id}/`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportProcess>();
}

async function outletsInProject(): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(project_outlets)
    .where(eq(project_outlets.project_id, project));
  return row.n;
}

const codeRow = (code: string, name = `Магазин ${code}`, cityName = city) =>
  `${code};${name};г. Тверь, ул. Советская, ${code.length};${cityName};${branch};да`;

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  const all = await db.select({ id: projects.id }).from(projects).orderBy(projects.id);
  project = all[0].id;
  foreignProject = (
    await db.insert(projects).values({ name: 'Чужой проект', code: 'foreign-import' }).returning()
  )[0].id;
  const [aCity] = await db.select({ name: cities.name }).from(cities).orderBy(cities.id).limit(1);
  city = aCity.name;
  const [aBranch] = await db
    .select({ name: branches.name })
    .from(branches)
    .where(eq(branches.project_id, project))
    .limit(1);
  branch = aBranch.name;
});
afterAll(() => test?.close());

describe('the import catalogue', () => {
  it('lists every kind of spec section 9, the later ones as not yet available', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/svc/import/api/v1/imports/kinds/',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{
      items: {
        kind: string;
        available: boolean;
        columns: { header: string; required: boolean }[];
        group_label: string;
      }[];
    }>();
    const outlets = items.find((kind) => kind.kind === 'PROJECT_OUTLETS');
    expect(outlets?.available).toBe(true);
    expect(outlets?.group_label).toBe('Торговые точки');
    expect(outlets?.columns.find((column) => column.header === 'Код ТТ')?.required).toBe(true);
    expect(items.find((kind) => kind.kind === 'QAPO')?.available).toBe(true);
    expect(items.find((kind) => kind.kind === 'AP')?.available).toBe(false);
  });

  it("offers only the kinds the caller may run, in the spec's order", async () => {
    const listed = async (headers: Headers) => {
      const response = await test.app.inject({
        method: 'GET',
        url: '/svc/import/api/v1/imports/kinds/',
        headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: { kind: string; available: boolean }[] }>().items;
    };
    const all = await listed(admin);
    expect(all.filter((kind) => kind.available)).toHaveLength(17);
    expect(all.map((kind) => kind.kind).slice(0, 3)).toEqual([
      'PROJECT_OUTLETS',
      'UPDATE_PROJECT_OUTLETS',
      'USERS',
    ]);
    // A leader changes the project's outlets and schedule, but neither creates users nor products.
    const leader = (await listed(await bearerFor(test, 'leader'))).map((kind) => kind.kind);
    expect(leader).toEqual(expect.arrayContaining(['PROJECT_OUTLETS', 'ROUTES', 'QAPO']));
    expect(leader).not.toContain('USERS');
    expect(leader).not.toContain('PRODUCTS');
  });
});

describe('PROJECT_OUTLETS', () => {
  it('round-trips its template filled with sample rows', async () => {
    const rows = ['RT-1', 'RT-2', 'RT-3'].map((code, i) => ({
      external_code: code,
      name: `Магазин ${code}`,
      address: `г. Тверь, ул. Речная, ${i + 1}`,
      lat: 56.85 + i / 100,
      lon: 35.9,
      city,
      branch,
      is_active: 'да',
    }));
    const before = await outletsInProject();
    const { first } = await roundTrip(test, admin, {
      kind: 'PROJECT_OUTLETS',
      projectId: project,
      rows,
    });
    expect(first.counts.created).toBe(3);
    expect(await outletsInProject()).toBe(before + 3);
    const [stored] = await db
      .select()
      .from(project_outlets)
      .where(
        and(eq(project_outlets.project_id, project), eq(project_outlets.external_code, 'RT-2')),
      );
    expect(stored).toMatchObject({ name: 'Магазин RT-2', is_active: true });
  });
});

describe('starting an import', () => {
  it('needs a file and the import parameters (spec section 5)', async () => {
    const noFile = await post(fields({ kind: 'PROJECT_OUTLETS', project_id: project }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toBe(IMPORT_MESSAGES.noFile);
    const noKind = await post([...fields({ project_id: project }), filePart(csv([HEADER]))]);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().detail).toBe(IMPORT_MESSAGES.noParameters);
    expect(noKind.json().errors).toContainEqual(expect.objectContaining({ field: 'kind' }));
  });

  it('takes XLS, XLSX or CSV only, by the file itself', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const response = await post([
      ...fields({ kind: 'PROJECT_OUTLETS', project_id: project }),
      { name: 'file', filename: 'outlets.xlsx', type: 'application/octet-stream', data: png },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe(IMPORT_MESSAGES.format);
  });

  it('is refused without the imports permission and in another project', async () => {
    const client = await bearerFor(test, 'client');
    const forbidden = await post(
      [...fields({ kind: 'PROJECT_OUTLETS', project_id: project }), filePart(csv([HEADER]))],
      client,
    );
    expect(forbidden.statusCode).toBe(403);
    const leader = await bearerFor(test, 'leader');
    const elsewhere = await post(
      [...fields({ kind: 'PROJECT_OUTLETS', project_id: foreignProject }), filePart(csv([HEADER]))],
      leader,
    );
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe('an outlets file with a bad row', () => {
  const file = () =>
    csv([
      HEADER,
      codeRow('IMP-1'),
      codeRow('IMP-2'),
      codeRow('IMP-3', 'Магазин 3', 'Нетакогограда'),
    ]);

  it('is checked whole by a dry run that writes nothing and names the refused row', async () => {
    const before = await outletsInProject();
    const process = await imported(file(), { dry_run: true });
    expect(process.status).toBe('completed_with_errors');
    expect(process.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(process.error_data.other.rows[0]).toEqual({
      row: 4,
      column: 'Город',
      value: 'Нетакогограда',
      message: 'Город «Нетакогограда» не найден',
    });
    expect(await outletsInProject()).toBe(before);
  });

  it('is refused whole by an all-or-nothing run', async () => {
    const before = await outletsInProject();
    const process = await imported(file());
    expect(process.status).toBe('completed_with_errors');
    expect(process.error_data.common).toEqual([IMPORT_MESSAGES.atomicRefused]);
    expect(process.counts.created).toBe(0);
    expect(await outletsInProject()).toBe(before);
  });

  it('writes the good rows in valid_rows mode and returns the bad one as the errors file', async () => {
    const before = await outletsInProject();
    const process = await imported(file(), { mode: 'valid_rows' });
    expect(process.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(await outletsInProject()).toBe(before + 2);
    expect(process.has_errors_file).toBe(true);
    const errors = await test.app.inject({
      method: 'GET',
      url: `/svc/import/api/v1/imports/${process.id}/errors/`,
      headers: admin,
    });
    expect(errors.statusCode).toBe(200);
    const text = errors.body.replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(`${HEADER};Ошибка`);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Нетакогограда');
    expect(lines[1]).toContain('Город «Нетакогограда» не найден');
    const [note] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Импорт завершён с ошибками'))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note?.payload).toMatchObject({ import_id: process.id, project_id: project });
  });

  it('fixed and sent again: the bad row is created, the others are unchanged, the file flagged', async () => {
    const fixed = csv([HEADER, codeRow('IMP-1'), codeRow('IMP-2'), codeRow('IMP-3', 'Магазин 3')]);
    const process = await imported(fixed);
    expect(process.status).toBe('completed');
    expect(process.counts).toEqual({ created: 1, updated: 0, unchanged: 2, refused: 0 });
    const again = await imported(fixed);
    expect(again.same_file_import_id).toBe(process.id);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 0 });
  });

  it('updates the placement of a code the project has', async () => {
    const renamed = csv([HEADER, codeRow('IMP-1', 'Магазин переименован')]);
    const process = await imported(renamed);
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const [row] = await db
      .select({ name: project_outlets.name })
      .from(project_outlets)
      .where(
        and(eq(project_outlets.project_id, project), eq(project_outlets.external_code, 'IMP-1')),
      );
    expect(row.name).toBe('Магазин переименован');
  });

  it('refuses the same code twice in one file', async () => {
    const process = await imported(csv([HEADER, codeRow('IMP-9'), codeRow('IMP-9')]), {
      dry_run: true,
    });
    expect(process.error_data.other.rows[0]).toMatchObject({
      row: 3,
      message: 'Повторяет строку 2',
    });
  });
});

describe('headers', () => {
  it('offers the mapping when a required column is missing, and remembers the one chosen', async () => {
    const odd = csv(['Шифр;Название;Адрес', 'IMP-20;Магазин;г. Тверь']);
    const unmatched = await imported(odd, { dry_run: true });
    expect(unmatched.unmatched_columns).toEqual(['external_code']);
    expect(unmatched.headers).toEqual(['Шифр', 'Название', 'Адрес']);
    const mapped = await imported(odd, { mapping: JSON.stringify({ Шифр: 'external_code' }) });
    expect(mapped.status).toBe('completed');
    expect(mapped.counts.created).toBe(1);
    const remembered = await imported(csv(['Шифр;Название;Адрес', 'IMP-21;Магазин;г. Тверь']), {
      dry_run: true,
    });
    expect(remembered.unmatched_columns).toEqual([]);
    expect(remembered.counts.created).toBe(1);
  });
});

describe('the run', () => {
  it('cancelled before it starts writes nothing', async () => {
    const started = await post([
      ...fields({ kind: 'PROJECT_OUTLETS', project_id: project, dry_run: false }),
      filePart(csv([HEADER, codeRow('IMP-30')])),
    ]);
    const { id } = started.json<ImportProcess>();
    const cancel = await test.app.inject({
      method: 'POST',
      url: `/svc/import/api/v1/imports/${id}/cancel/`,
      headers: admin,
    });
    expect(cancel.json<ImportProcess>().status).toBe('cancelled');
    await test.app.jobs.runDue();
    const [row] = await db
      .select({ n: count() })
      .from(project_outlets)
      .where(eq(project_outlets.external_code, 'IMP-30'));
    expect(row.n).toBe(0);
  });

  it('stopped mid-run rolls back and runs whole again', async () => {
    const started = await post([
      ...fields({ kind: 'PROJECT_OUTLETS', project_id: project, dry_run: false }),
      filePart(csv([HEADER, codeRow('IMP-40'), codeRow('IMP-41')])),
    ]);
    const { id } = started.json<ImportProcess>();
    const handler = importJob({
      storage: test.app.storage,
      dbKind: test.app.dbKind,
      kinds: test.app.importKinds,
    });
    const stopping = new AbortController();
    stopping.abort();
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'import'), eq(jobs.status, 'queued')));
    await expect(
      handler.run({
        job: { ...job, payload: { import_id: id }, attempts: 1 },
        db,
        log: test.app.log,
        signal: stopping.signal,
        progress: async () => {},
      }),
    ).rejects.toThrow();
    const [none] = await db
      .select({ n: count() })
      .from(project_outlets)
      .where(eq(project_outlets.external_code, 'IMP-40'));
    expect(none.n).toBe(0);
    await test.app.jobs.runDue();
    const process = await processOf(id);
    expect(process.status).toBe('completed');
    expect(process.counts.created).toBe(2);
  });

  it("journal lists the caller's imports, newest first, filtered by kind and status", async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/svc/import/api/v1/imports/list/',
      headers: admin,
      payload: { kinds: ['PROJECT_OUTLETS'], statuses: ['completed'], limit: 5 },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ items: ImportProcess[]; total: number }>();
    expect(list.total).toBeGreaterThan(0);
    expect(
      list.items.every((item) => item.status === 'completed' && item.kind === 'PROJECT_OUTLETS'),
    ).toBe(true);
    const ids = list.items.map((item) => item.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const [author] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'administrator'));
    expect(list.items[0].user?.id).toBe(author.id);
  });
});
