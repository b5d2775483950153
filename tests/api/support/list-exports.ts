import { expect } from 'vitest';
import { askExport, downloaded, runExport, xlsxSheets } from './exports';
import type { TestApp } from './test-app';

type Headers = { authorization: string };

/** Every row's id of the list call as the screen reads it, page after page, and its total. */
export async function listed(
  test: TestApp,
  headers: Headers,
  url: string,
  body: Record<string, unknown>,
  limit = 1000,
) {
  const ids: number[] = [];
  for (let offset = 0; ; offset += limit) {
    const response = await test.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { ...body, limit, offset },
    });
    expect(response.statusCode, response.body).toBe(200);
    type Item = { id?: number; user?: { id: number } };
    const page = response.json<{ items: Item[]; total: number }>();
    // A schedule row is an executor's: their id.
    ids.push(...page.items.map((item) => item.id ?? item.user?.id ?? 0));
    if (page.items.length < limit) return { ids, total: page.total };
  }
}

/** The export of `kind` with the columns `keys`, headed `Колонка <key>`, as its file's rows. */
export async function exported(
  test: TestApp,
  headers: Headers,
  kind: string,
  params: Record<string, unknown>,
  keys: string[],
) {
  const ended = await runExport(test, headers, {
    kind,
    params,
    columns: keys.map((key) => ({ key, header: `Колонка ${key}` })),
  });
  expect(ended.status, ended.error ?? '').toBe('completed');
  const [sheet] = await xlsxSheets((await downloaded(test, headers, ended.id)).rawPayload);
  expect(sheet.rows[0]).toEqual(keys.map((key) => `Колонка ${key}`));
  const rows = sheet.rows.slice(1);
  return { ended, rows, ids: rows.map((row) => row[0] as number) };
}

/** The same export and list call give the same rows in the same order, and the same total. */
export async function expectSameRows(
  test: TestApp,
  headers: Headers,
  kind: string,
  url: string,
  params: Record<string, unknown>,
) {
  const list = await listed(test, headers, url, params);
  const file = await exported(test, headers, kind, params, ['id']);
  expect(file.ids).toEqual(list.ids);
  expect(file.ended).toMatchObject({ row_count: list.total, progress: { total: list.total } });
  return list;
}

/** Asking for the export answers 403. */
export async function refused(
  test: TestApp,
  headers: Headers,
  kind: string,
  params: Record<string, unknown> = {},
  key = 'id',
) {
  const response = await askExport(test, headers, {
    kind,
    params,
    columns: [{ key, header: key }],
  });
  expect(response.statusCode, response.body).toBe(403);
}
