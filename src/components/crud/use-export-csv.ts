import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { notifications as toasts } from '@mantine/notifications';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { downloadText, toCsv } from './csv';
import { type ListParams, listRange } from './resource-api';
import type { AnyResource, ResourceColumn, ResourceRow } from './resource-definition';

const noRows = msg`Нет строк для выгрузки`;

/**
 * Every row of the current filter (fetched in pages of 100 up to the total), the columns shown,
 * as a CSV file for Excel. XLSX is not offered: no small, maintained library on the registry.
 */
export function useExportCsv(resource: AnyResource, columns: ResourceColumn<ResourceRow>[]) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const run = async (params: ListParams) => {
    setPending(true);
    try {
      const { items } = await listRange(resource, params, 0, Number.MAX_SAFE_INTEGER);
      if (!items.length) {
        toasts.show({ message: i18n._(noRows) });
        return;
      }
      const header = columns.map((column) => i18n._(column.label));
      const rows = items.map((row) =>
        columns.map((column) => (row as Record<string, unknown>)[column.key]),
      );
      const date = new Date().toISOString().slice(0, 10);
      downloadText(`${resource.name}-${date}.csv`, toCsv(header, rows));
    } catch (error) {
      toasts.show({ color: 'red', message: errorText(error) });
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
