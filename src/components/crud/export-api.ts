import { callApi } from '#src/api/call-api';
import { type Export, type ExportCreate, exportCalls } from '#src/contracts/exports';
import { downloadBlob } from './csv';

/** POST {export}/api/v1/exports/ — answers at once; the job writes the file. */
export const startExport = (body: ExportCreate): Promise<Export> =>
  callApi(exportCalls.createExport, { body });

export const cancelExport = (id: number): Promise<Export> =>
  callApi(exportCalls.cancelExport, { params: { id } });

export const rerunExport = (id: number): Promise<Export> =>
  callApi(exportCalls.rerunExport, { params: { id } });

/** GET {export}/api/v1/exports/{id}/file/ — saved under the name the service gave it. */
export async function downloadExportFile(job: Pick<Export, 'id' | 'file_name'>): Promise<void> {
  const blob = await callApi(exportCalls.exportFile, { params: { id: job.id } });
  downloadBlob(job.file_name, blob);
}
