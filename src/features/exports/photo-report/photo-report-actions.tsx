import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileZip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ExportProgress } from '#src/components/crud/export-progress';
import { exportKindsQueryOptions } from '#src/components/crud/export-queries';
import { useExportJob } from '#src/components/crud/use-export-job';
import type { ExportFormat } from '#src/contracts/exports';
import { PHOTO_REPORT_KINDS } from '#src/contracts/photo-report-addresses';
import type { PhotoReportParams } from './photo-report-search';

/**
 * "Скачать ZIP" and "Выгрузить в Excel": the report's exports with the filter shown, followed in
 * place until their file downloads. Both need a project and a period (null params: missing).
 */
export function PhotoReportActions({ params }: { params: PhotoReportParams | null }) {
  const queryClient = useQueryClient();
  const { run, pending, job, cancel } = useExportJob<ExportFormat>();
  const ready = params !== null && pending === null;

  const archive = () =>
    params &&
    run('zip', async () => ({
      kind: PHOTO_REPORT_KINDS.archive,
      params,
      format: 'zip',
    }));
  const table = () =>
    params &&
    run('xlsx', async () => {
      // A report names its own headers: the catalogue says them (kept for the session).
      const kinds = await queryClient.fetchQuery(exportKindsQueryOptions());
      const kind = kinds.items.find((item) => item.kind === PHOTO_REPORT_KINDS.table);
      return {
        kind: PHOTO_REPORT_KINDS.table,
        params,
        columns: (kind?.columns ?? []).map((column) => ({
          key: column.key,
          header: column.header ?? column.key,
        })),
        format: 'xlsx',
      };
    });

  return (
    <Group gap="xs" wrap="wrap" data-testid="photo-report-actions">
      <Button
        size="md"
        leftSection={<IconFileZip size={18} />}
        disabled={!ready}
        loading={pending === 'zip'}
        onClick={() => void archive()}
      >
        <Trans>Скачать ZIP</Trans>
      </Button>
      <Button
        size="md"
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} />}
        disabled={!ready}
        loading={pending === 'xlsx'}
        onClick={() => void table()}
      >
        <Trans>Выгрузить в Excel</Trans>
      </Button>
      {params === null && (
        <Text size="sm" c="dimmed" data-testid="photo-report-hint">
          <Trans>Выберите проект и период, чтобы выгрузить фотоотчёт</Trans>
        </Text>
      )}
      {job && <ExportProgress progress={job.progress} onCancel={() => void cancel()} />}
    </Group>
  );
}
