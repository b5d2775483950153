import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExportFormat } from '#src/contracts/exports';
import { type ExportColumn, exportColumns } from './export-columns';
import { exportKindsQueryOptions } from './export-queries';
import type { ListParams } from './resource-api';
import type { AnyResource, ResourceColumn, ResourceRow } from './resource-definition';
import { useExportJob } from './use-export-job';

/**
 * The columns a list asks its export for, given the keys its kind has (undefined: the kind is
 * not known here, so the server judges every one).
 */
type ColumnsFor = (kindKeys: ReadonlySet<string> | undefined) => ExportColumn[];

/**
 * A list's "Выгрузить": the export of the list's kind is asked of the export service with the
 * list's filter and the columns it shows, in their order, with their labels, and followed to
 * its download (useExportJob). `title` names the file and the journal's line.
 */
export function useListExport(kind: string, title: MessageDescriptor) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { run: runJob, pending, job, cancel } = useExportJob<ExportFormat>();

  const run = (params: ListParams, columnsFor: ColumnsFor, format: ExportFormat) =>
    runJob(format, async () => {
      // Asked once: the catalogue is kept for the session (staleTime infinite).
      const kinds = await queryClient.fetchQuery(exportKindsQueryOptions());
      const known = kinds.items.find((item) => item.kind === kind);
      const keys = known && new Set(known.columns.map((column) => column.key));
      return { kind, params, columns: columnsFor(keys), format, title: i18n._(title) };
    });

  return { run, pending, job, cancel };
}

/** A resource list's "Выгрузить": its kind is the resource's name, its columns those shown. */
export function useExport(
  resource: AnyResource,
  columns: ResourceColumn<ResourceRow>[],
  title: MessageDescriptor,
) {
  const { i18n } = useLingui();
  const exporter = useListExport(resource.name, title);
  const run = (params: ListParams, format: ExportFormat) =>
    exporter.run(params, (keys) => exportColumns(columns, keys, i18n), format);
  return { ...exporter, run };
}
