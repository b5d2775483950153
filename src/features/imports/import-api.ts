import { callApi } from '#src/api/call-api';
import { downloadBlob } from '#src/components/crud/csv';
import {
  type ImportKindInfo,
  type ImportMode,
  type ImportProcess,
  importCalls,
} from '#src/contracts/imports';

export interface ImportRequest {
  kind: ImportKindInfo['kind'];
  projectId: number;
  file: File;
  mode: ImportMode;
  dryRun: boolean;
  /** File header → column key; absent: the service matches the headers itself. */
  mapping?: Record<string, string>;
}

/** The multipart body of POST {import}/api/v1/imports/: the fields first, the file last. */
export function importForm(request: ImportRequest): FormData {
  const form = new FormData();
  // The service reads the fields before the file streams in.
  form.append('kind', request.kind);
  form.append('project_id', String(request.projectId));
  form.append('dry_run', String(request.dryRun));
  form.append('mode', request.mode);
  if (request.mapping) form.append('mapping', JSON.stringify(request.mapping));
  form.append('file', request.file);
  return form;
}

/** POST {import}/api/v1/imports/ — answers at once with the process; the job reads the file. */
export const startImport = (request: ImportRequest): Promise<ImportProcess> =>
  callApi(importCalls.createImport, { body: importForm(request) });

export const cancelImport = (id: number): Promise<ImportProcess> =>
  callApi(importCalls.cancelImport, { params: { id } });

/** GET {import}/api/v1/imports/kinds/{kind}/template/ — saved under the kind's name. */
export async function downloadTemplate(kind: ImportKindInfo): Promise<void> {
  const blob = await callApi(importCalls.template, { params: { kind: kind.kind } });
  downloadBlob(`${kind.label}.xlsx`, blob);
}

/** The errors file's name: the file's with `mark` added, in the format the service answered. */
export function errorsFileName(fileName: string, type: string, mark: string): string {
  const base = fileName.replace(/\.[^.]+$/, '') || 'import';
  return `${base} — ${mark}.${type.includes('csv') ? 'csv' : 'xlsx'}`;
}

/** GET {import}/api/v1/imports/{id}/errors/ — the refused rows, to fix and upload again. */
export async function downloadErrorsFile(process: ImportProcess, mark: string): Promise<void> {
  const blob = await callApi(importCalls.errorsFile, { params: { id: process.id } });
  downloadBlob(errorsFileName(process.file_name, blob.type, mark), blob);
}
