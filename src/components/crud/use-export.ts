import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { notifications as toasts } from '@mantine/notifications';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { todayIso } from '#src/lib/dates';
import { downloadBlob, downloadText, toCsv } from './csv';
import { exportTable } from './export-rows';
import { type ListParams, listRange } from './resource-api';
import type { AnyResource, ResourceColumn, ResourceRow } from './resource-definition';

const noRows = msg`Нет строк для выгрузки`;

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Every row of the current filter (fetched in pages of 100 up to the total), the columns shown,
 * as a CSV file for Excel or an XLSX workbook (its writer loaded on the first XLSX export).
 */
export function useExport(
  resource: AnyResource,
  columns: ResourceColumn<ResourceRow>[],
  title: MessageDescriptor,
) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const run = async (params: ListParams, format: ExportFormat) => {
    setPending(format);
    try {
      const { items } = await listRange(resource, params, 0, Number.MAX_SAFE_INTEGER);
      if (!items.length) {
        toasts.show({ message: i18n._(noRows) });
        return;
      }
      const table = exportTable(columns, items, i18n);
      const name = `${resource.name}-${todayIso()}`;
      if (format === 'csv') {
        downloadText(`${name}.csv`, toCsv(table.header, table.rows));
      } else {
        const { toXlsx } = await import('./xlsx');
        downloadBlob(`${name}.xlsx`, await toXlsx(table, i18n._(title)));
      }
    } catch (error) {
      toasts.show({ color: 'red', message: errorText(error) });
    } finally {
      setPending(null);
    }
  };
  return { run, pending };
}
