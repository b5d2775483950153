import { Workbook } from '@cj-tech-master/excelts';
import { expect } from 'vitest';
import type { ImportCounts, ImportKindName, ImportProcess } from '#src/contracts/imports';
import { type MultipartPart, multipart } from './multipart';
import type { TestApp } from './test-app';

type Headers = { authorization: string };
/** A sample row by column key, as a user would type it into the template. */
export type SampleRow = Record<string, string | number | Date | null>;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The kind's template as the portal serves it, its example row replaced by `rows`. */
export async function filledTemplate(
  test: TestApp,
  headers: Headers,
  kind: ImportKindName,
  rows: readonly SampleRow[],
): Promise<Buffer> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/svc/import/api/v1/imports/kinds/${kind}/template/`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const kinds = await test.app.inject({
    method: 'GET',
    url: '/svc/import/api/v1/imports/kinds/',
    headers,
  });
  const info = kinds
    .json<{ items: { kind: string; columns: { key: string }[] }[] }>()
    .items.find((entry) => entry.kind === kind);
  if (!info) throw new Error(`${kind} is not in the catalogue`);
  const workbook = new Workbook();
  await workbook.xlsx.load(response.rawPayload);
  const sheet = workbook.worksheets[0];
  sheet.spliceRows(2, 1);
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!info.columns.some((column) => column.key === key)) {
        throw new Error(`${kind} has no column ${key}`);
      }
    }
    sheet.addRow(info.columns.map((column) => row[column.key] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ImportRequest {
  kind: ImportKindName;
  projectId: number;
  file: Buffer;
  fileName?: string;
  dryRun?: boolean;
  mode?: 'all_or_nothing' | 'valid_rows';
  mapping?: Record<string, string>;
}

/** Starts an import through the API, runs the job queue, and answers the process as it ended. */
export async function runImport(
  test: TestApp,
  headers: Headers,
  request: ImportRequest,
): Promise<ImportProcess> {
  const fileName = request.fileName ?? `${request.kind.toLowerCase()}.xlsx`;
  const parts: MultipartPart[] = [
    { name: 'kind', value: request.kind },
    { name: 'project_id', value: String(request.projectId) },
    { name: 'dry_run', value: String(request.dryRun ?? false) },
    ...(request.mode ? [{ name: 'mode', value: request.mode }] : []),
    ...(request.mapping ? [{ name: 'mapping', value: JSON.stringify(request.mapping) }] : []),
    {
      name: 'file',
      filename: fileName,
      type: fileName.endsWith('.csv') ? 'text/csv' : XLSX_TYPE,
      data: request.file,
    },
  ];
  const body = multipart(parts);
  const started = await test.app.inject({
    method: 'POST',
    url: '/svc/import/api/v1/imports/',
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<ImportProcess>();
  await test.app.jobs.runDue();
  const ended = await test.app.inject({
    method: 'GET',
    url: `/svc/import/api/v1/imports/${id}/`,
    headers,
  });
  expect(ended.statusCode, ended.body).toBe(200);
  return ended.json<ImportProcess>();
}

/**
 * The round trip every kind proves: the template filled with `rows` is imported whole (each
 * row created or updated, none refused), and the same file again changes nothing.
 */
export async function roundTrip(
  test: TestApp,
  headers: Headers,
  request: { kind: ImportKindName; projectId: number; rows: readonly SampleRow[] },
): Promise<{ first: ImportProcess; second: ImportProcess }> {
  const file = await filledTemplate(test, headers, request.kind, request.rows);
  const first = await runImport(test, headers, { ...request, file });
  const refusals = first.error_data.other.rows;
  expect({ status: first.status, common: first.error_data.common, refusals }).toEqual({
    status: 'completed',
    common: [],
    refusals: [],
  });
  expect(first.counts.created + first.counts.updated).toBe(request.rows.length);
  const second = await runImport(test, headers, { ...request, file });
  expect(second.status).toBe('completed');
  expect(second.same_file_import_id).toBe(first.id);
  expect(second.counts).toEqual<ImportCounts>({
    created: 0,
    updated: 0,
    unchanged: request.rows.length,
    refused: 0,
  });
  return { first, second };
}
