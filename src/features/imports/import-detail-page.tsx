import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCan } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { confirmAction } from '#src/components/ui/confirm-action';
import { LoadFailedAlert } from '#src/components/ui/load-failed-alert';
import { type ImportProcess, importErrorText } from '#src/contracts/imports';
import { formatDateTime } from '#src/lib/dates';
import { formatFileSize } from '#src/lib/file-size';
import { personName } from '#src/lib/person-name';
import { cancelImport, downloadErrorsFile } from './import-api';
import { ImportCounts } from './import-counts';
import { ImportErrorsTable } from './import-errors-table';
import { importModeLabels } from './import-labels';
import { ImportProgress } from './import-progress';
import { importKindsQueryOptions, importQueryOptions, isRunning } from './import-queries';
import { ImportStatusBadge } from './import-status-badge';
import { importKeys } from './query-keys';

/** /import-journal/$importId/$projectId — one import: what was sent, how it went, what was refused. */
export function ImportDetailPage({ importId }: { importId: number }) {
  const query = useQuery(importQueryOptions(importId));
  if (query.isPending) {
    return (
      <Stack aria-busy="true">
        <Skeleton height={32} width="40%" />
        <Skeleton height={160} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (query.isError) return <LoadFailedAlert error={query.error} onRetry={query.refetch} />;
  return <ImportDetail process={query.data} />;
}

function ImportDetail({ process }: { process: ImportProcess }) {
  const { t, i18n } = useLingui();
  const kinds = useQuery(importKindsQueryOptions());
  const kindLabel = kinds.data?.find((kind) => kind.kind === process.kind)?.label ?? process.kind;
  const [common] = process.error_data.common;
  const running = isRunning(process.status);
  const errorRows = process.error_data.other.rows;

  const fields: [string, ReactNode][] = [
    [t`Вид`, kindLabel],
    [t`Проект`, process.project_name ?? process.project_id],
    [t`Файл`, `${process.file_name} (${formatFileSize(process.file_size)})`],
    [t`Режим`, i18n._(importModeLabels[process.mode])],
    [t`Проверка без записи`, process.dry_run ? t`Да` : t`Нет`],
    [t`Автор`, personName(process.user)],
    [t`Создан`, formatDateTime(process.created_at)],
    [t`Начат`, formatDateTime(process.started_at) ?? '—'],
    [t`Завершён`, formatDateTime(process.finished_at) ?? '—'],
  ];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2}>
            <Trans>Импорт №{process.id}</Trans>
          </Title>
          <ImportStatusBadge status={process.status} />
        </Group>
        {running && <CancelButton process={process} />}
      </Group>
      {common && <Alert color="red" variant="light" role="alert" title={common} />}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {fields.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" miw={150}>
                {label}
              </Text>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Paper>
      {running && <ImportProgress progress={process.progress} />}
      <ImportCounts counts={process.counts} />
      {process.status === 'completed_with_errors' && (
        <Text size="sm">
          <Trans>Ошибка: {importErrorText(process.error_data)}</Trans>
        </Text>
      )}
      {(errorRows.length > 0 || process.has_errors_file) && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={4}>
              <Trans>Отклонённые строки</Trans>
            </Title>
            {process.has_errors_file && <ErrorsFileButton process={process} />}
          </Group>
          {errorRows.length > 0 && <ImportErrorsTable rows={errorRows} />}
        </Stack>
      )}
    </Stack>
  );
}

function CancelButton({ process }: { process: ImportProcess }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const canCancel = useCan('imports', 'create');
  const cancel = useMutation({
    mutationFn: () => cancelImport(process.id),
    onSuccess: (next) => {
      queryClient.setQueryData(importKeys.detail(next.id), next);
      void queryClient.invalidateQueries({ queryKey: importKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
  });
  if (!canCancel) return null;
  const ask = async () => {
    const confirmed = await confirmAction({
      title: t`Отменить импорт?`,
      message: t`Ничего из этого импорта не будет записано.`,
      confirmLabel: t`Отменить импорт`,
      cancelLabel: t`Не отменять`,
    });
    if (confirmed) cancel.mutate();
  };
  return (
    <Button color="red" variant="light" loading={cancel.isPending} onClick={ask}>
      <Trans>Отменить</Trans>
    </Button>
  );
}

function ErrorsFileButton({ process }: { process: ImportProcess }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadErrorsFile(process, t`ошибки`);
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconDownload size={16} />}
      loading={pending}
      onClick={download}
    >
      <Trans>Скачать файл ошибок</Trans>
    </Button>
  );
}
