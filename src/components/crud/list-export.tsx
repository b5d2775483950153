import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Stack } from '@mantine/core';
import { type ListExportColumn, listExportColumns } from './export-columns';
import { ExportMenu } from './export-menu';
import { ExportProgress } from './export-progress';
import { type ExportRequirements, missingForExport } from './export-requirements';
import type { ListParams } from './resource-api';
import { useListExport } from './use-export';

export interface ListExportProps {
  /** The server's export kind of the list. */
  kind: string;
  /** The screen's title: it names the file and the journal's line. */
  title: MessageDescriptor;
  /** The list call's body as the screen sends it, paging aside. */
  params: ListParams;
  /** The columns the screen's table shows, in its order, by the kind's keys. */
  columns: readonly ListExportColumn[];
  /** What the kind needs in the filter: the button stays disabled, saying so, until it is there. */
  requires?: ExportRequirements;
}

/**
 * The menu of a bespoke list's "Выгрузить" and the export's progress under it while it runs,
 * loaded by the first click on the plain button (list-export-button.tsx).
 */
export function ListExport({ kind, title, params, columns, requires = {} }: ListExportProps) {
  const { i18n } = useLingui();
  const exporter = useListExport(kind, title);
  const missing = missingForExport(params, requires);
  return (
    <Stack gap={4} align="flex-end">
      <ExportMenu
        startOpen
        pending={Boolean(exporter.pending)}
        blockedBy={missing && i18n._(missing)}
        onExport={(format) =>
          void exporter.run(params, (keys) => listExportColumns(columns, keys, i18n), format)
        }
      />
      {exporter.job && (
        <ExportProgress progress={exporter.job.progress} onCancel={() => void exporter.cancel()} />
      )}
    </Stack>
  );
}
