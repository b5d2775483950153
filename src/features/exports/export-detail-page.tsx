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
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ExportProgress } from '#src/components/crud/export-progress';
import { exportQueryOptions } from '#src/components/crud/export-queries';
import type { Export } from '#src/contracts/exports';
import { formatDateTime } from '#src/lib/dates';
import { formatFileSize } from '#src/lib/file-size';
import { personName } from '#src/lib/person-name';
import { ExportButtons } from './export-actions';
import { formatDuration } from './export-duration';
import { ExportParams } from './export-params';
import { ExportStatus } from './export-status';

/** /reports/$exportId — one export: what was asked, how it went, its file. */
export function ExportDetailPage({ exportId }: { exportId: number }) {
  const query = useQuery(exportQueryOptions(exportId));
  if (query.isPending) {
    return (
      <Stack aria-busy="true">
        <Skeleton height={32} width="40%" />
        <Skeleton height={160} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (query.isError) return <DetailFailed onRetry={() => void query.refetch()} />;
  return <ExportDetail job={query.data} />;
}

/** Spec section 8's text for this screen, whatever the failure was. */
function DetailFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" variant="light" role="alert" title={t`Не удалось загрузить детали отчета`}>
      <Button size="xs" variant="default" onClick={onRetry}>
        <Trans>Повторить</Trans>
      </Button>
    </Alert>
  );
}

function ExportDetail({ job }: { job: Export }) {
  const { t } = useLingui();
  const fields: [string, ReactNode][] = [
    [t`Выгрузка`, job.label],
    [t`Формат`, job.format.toUpperCase()],
    [t`Проект`, job.project_name ?? '—'],
    [t`Автор`, personName(job.user)],
    [t`Создана`, formatDateTime(job.created_at)],
    [t`Начата`, formatDateTime(job.started_at) ?? '—'],
    [t`Завершена`, formatDateTime(job.finished_at) ?? '—'],
    [t`Длительность`, formatDuration(job.duration_ms)],
    [t`Строк`, job.row_count ?? '—'],
    [
      t`Файл`,
      job.file_size === null
        ? job.file_name
        : `${job.file_name} (${formatFileSize(job.file_size)})`,
    ],
    [t`Файл хранится до`, formatDateTime(job.expires_at) ?? '—'],
  ];
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2}>
            <Trans>Выгрузка №{job.id}</Trans>
          </Title>
          <ExportStatus job={job} />
        </Group>
        <ExportButtons job={job} />
      </Group>
      {job.status === 'not_performed' && job.error && (
        <Alert color="red" variant="light" role="alert" title={job.error} />
      )}
      {job.status === 'new' && <ExportProgress progress={job.progress} />}
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
      <ExportParams job={job} />
    </Stack>
  );
}
