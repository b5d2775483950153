import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExportFormat } from '#src/contracts/exports';
import { exportColumns } from './export-columns';
import { exportKindsQueryOptions } from './export-queries';
import type { ListParams } from './resource-api';
import type { AnyResource, ResourceColumn, ResourceRow } from './resource-definition';
import { useExportJob } from './use-export-job';

/**
 * A list's "Выгрузить": the export is asked of the export service (kind: the list's name; the
 * current filter; the columns shown, in their order, with their labels) and followed to its
 * download (useExportJob).
 */
export function useExport(
  resource: AnyResource,
  columns: ResourceColumn<ResourceRow>[],
  title: MessageDescriptor,
) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { run: runJob, pending, job, cancel } = useExportJob<ExportFormat>();

  const run = (params: ListParams, format: ExportFormat) =>
    runJob(format, async () => {
      // Asked once: the catalogue is kept for the session (staleTime infinite).
      const kinds = await queryClient.fetchQuery(exportKindsQueryOptions());
      const kind = kinds.items.find((item) => item.kind === resource.name);
      const keys = kind && new Set(kind.columns.map((column) => column.key));
      return {
        kind: resource.name,
        params,
        columns: exportColumns(columns, keys, i18n),
        format,
        title: i18n._(title),
      };
    });

  return { run, pending, job, cancel };
}
