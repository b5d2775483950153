import { Workbook } from '@cj-tech-master/excelts';
import { expect } from 'vitest';
import type { Export, ExportCreate } from '#src/contracts/exports';
import type { TestApp } from './test-app';

type Headers = { authorization: string };

/** Asks for an export; answers the reply (202 with the export, or the refusal). */
export function askExport(test: TestApp, headers: Headers, body: ExportCreate) {
  return test.app.inject({
    method: 'POST',
    url: '/svc/export/api/v1/exports/',
    headers,
    payload: body,
  });
}

export async function exportOf(test: TestApp, headers: Headers, id: number): Promise<Export> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/svc/export/api/v1/exports/${id}/`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Export>();
}

/** Asks for an export, runs the job queue, and answers the export as it ended. */
export async function runExport(
  test: TestApp,
  headers: Headers,
  body: ExportCreate,
): Promise<Export> {
  const started = await askExport(test, headers, body);
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json<Export>().status).toBe('new');
  await test.app.jobs.runDue();
  return exportOf(test, headers, started.json<Export>().id);
}

/** The export's file as downloaded. */
export async function downloaded(test: TestApp, headers: Headers, id: number) {
  return test.app.inject({
    method: 'GET',
    url: `/svc/export/api/v1/exports/${id}/file/`,
    headers,
  });
}

/** Every sheet's rows of an XLSX file, header first, as the cells' values. */
export async function xlsxSheets(file: Buffer): Promise<{ name: string; rows: unknown[][] }[]> {
  const workbook = new Workbook();
  await workbook.xlsx.load(file);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return { name: sheet.name, rows };
  });
}
