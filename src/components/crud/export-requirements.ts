import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListParams } from './resource-api';

/** What a kind needs in its filter before it can run (the export kind's `requires`). */
export interface ExportRequirements {
  project?: boolean;
  dateRange?: boolean;
}

/** The projects the params name, as the export service reads them: `project_ids` or `project_id`. */
const namesProject = (params: ListParams) =>
  [params.project_ids, params.project_id].flat().some((id) => typeof id === 'number');

/**
 * Why the list cannot be exported with these params yet, said as the export service says it
 * (spec section 5: "Exporting needs a project and a date filter"); undefined: nothing missing.
 */
export function missingForExport(
  params: ListParams,
  requires: ExportRequirements,
): MessageDescriptor | undefined {
  if (requires.project && !namesProject(params)) return msg`Выберите проект для выгрузки`;
  if (requires.dateRange && !params.date_range) return msg`Укажите период выгрузки`;
  return undefined;
}
