import { vi } from 'vitest';
import type { Export, ExportKindInfo } from '#src/contracts/exports';

const EXPORTS = '/svc/export/api/v1/exports/';

/** A list call's row keys, as the export service lists its kind's columns. */
export function rowKeysOf(listSchema: { shape: { items: unknown } }): string[] {
  const items = listSchema.shape.items as { def: { element: { shape: object } } };
  return Object.keys(items.def.element.shape);
}

/** An export as the service answers it: finished with its file unless `fields` say otherwise. */
function exportJobOf(fields: Partial<Export> = {}): Export {
  return {
    id: 9,
    kind: 'cities',
    label: 'Города',
    status: 'completed',
    format: 'xlsx',
    project_id: null,
    project_name: null,
    params: {},
    columns: [],
    progress: { done: 2, total: 2 },
    row_count: 2,
    file_name: 'Выгрузка 2026-12-03.xlsx',
    file_size: 2,
    has_file: true,
    user: null,
    error: null,
    created_at: '2026-12-03T09:00:00Z',
    started_at: '2026-12-03T09:00:01Z',
    finished_at: '2026-12-03T09:00:02Z',
    duration_ms: 1000,
    expires_at: '2026-12-10T09:00:02Z',
    ...fields,
  };
}

/**
 * The export service for a list's kind (for stubServices): the catalogue with that one kind,
 * an export asked that ends at once, and its file.
 */
export function listExportReplies(
  kind: string,
  keys: readonly string[],
  requires: ExportKindInfo['requires'] = { project: false, date_range: false },
) {
  const info: ExportKindInfo = {
    kind,
    group: 'list',
    label: kind,
    filters: [],
    columns: keys.map((key) => ({ key, header: null, type: 'text' })),
    formats: ['xlsx', 'csv'],
    requires,
  };
  return {
    [`GET ${EXPORTS}kinds/`]: () => Response.json({ items: [info] }),
    [`POST ${EXPORTS}`]: () => Response.json(exportJobOf({ kind }), { status: 202 }),
    [`GET ${EXPORTS}9/file/`]: () =>
      new Response('PK', { headers: { 'content-type': 'application/octet-stream' } }),
  };
}

/**
 * The browser's download, watched: jsdom has no object URLs and follows no links. Answers the
 * spy on the link's click, which is the download.
 */
export function watchDownloads() {
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => {};
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}
