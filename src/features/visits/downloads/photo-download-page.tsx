import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '#src/api/api-error';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { LoadFailedAlert } from '#src/components/ui/load-failed-alert';
import type { PhotoArchiveSummary } from '#src/contracts/files';
import { formatFileSize } from '#src/lib/file-size';
import {
  type ArchiveTarget,
  downloadPhotoArchive,
  photoArchiveSummaryQueryOptions,
} from './photo-archive-api';
import { saveBlob } from './save-blob';

const photoCount = (count: number) =>
  plural(count, { one: '# фото', few: '# фото', many: '# фото', other: '# фото' });

function BackLink({ summary }: { summary: PhotoArchiveSummary | undefined }) {
  if (!summary) {
    return (
      <AnchorLink to="/visit-feed" size="sm">
        <Trans>← Лента визитов</Trans>
      </AnchorLink>
    );
  }
  const number = summary.visit.number;
  return (
    <AnchorLink to="/visit_feed/$visitId" params={{ visitId: String(summary.visit.id) }} size="sm">
      <Trans>← К визиту №{number}</Trans>
    </AnchorLink>
  );
}

function DownloadProgress(props: { received: number; total: number; label: string }) {
  const percent = props.total > 0 ? Math.min(100, (props.received / props.total) * 100) : 0;
  const received = formatFileSize(props.received);
  const total = formatFileSize(props.total);
  return (
    <Stack gap={4} role="status">
      <Progress value={percent} animated striped aria-label={props.label} />
      <Text size="sm" data-testid="archive-progress">
        <Trans>
          Загружается архив: {received} из {total}
        </Trans>
      </Text>
    </Stack>
  );
}

/**
 * /get_photos_by_visit_id/$visitId and /get_photos_by_question_result_id/$questionResultId:
 * tells what the archive holds, downloads it at once and saves it under the server's name; a
 * failed download can be retried, a finished one saved again.
 */
export function PhotoDownloadPage({ target }: { target: ArchiveTarget }) {
  const { t } = useLingui();
  const summary = useQuery(photoArchiveSummaryQueryOptions(target));
  // Leaving the page cancels a download under way: no file appears later from a page left.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: (_archive: PhotoArchiveSummary) => {
      running.current = new AbortController();
      setReceived(0);
      return downloadPhotoArchive(target, running.current.signal, setReceived);
    },
    onSuccess: (blob, archive) => saveBlob(blob, archive.file_name),
  });
  const started = useRef(false);
  const data = summary.data;

  // The page exists to download: start once the summary says there is something to get.
  useEffect(() => {
    if (!data || data.file_count === 0 || started.current) return;
    started.current = true;
    download.mutate(data);
  }, [data, download]);

  return (
    <Stack maw={640}>
      <BackLink summary={data} />
      <Title order={2}>
        <Trans>Скачать фото</Trans>
      </Title>
      {summary.isPending && <Skeleton height={96} aria-busy="true" />}
      {summary.isError && (
        <LoadFailedAlert error={summary.error} onRetry={() => summary.refetch()} />
      )}
      {data && (
        <Stack gap="xs">
          <Text>
            <Trans>
              Визит №{data.visit.number}, {data.visit.outlet_name}
            </Trans>
          </Text>
          {data.question && (
            <Text>
              <Trans>Вопрос: {data.question.name}</Trans>
            </Text>
          )}
          <Text c="dimmed" size="sm" data-testid="archive-summary">
            {photoCount(data.file_count)} · {formatFileSize(data.total_bytes)} · {data.file_name}
          </Text>
        </Stack>
      )}
      {data?.file_count === 0 && (
        <Text c="dimmed">
          <Trans>Фото нет: скачивать нечего</Trans>
        </Text>
      )}
      {download.isPending && data && (
        <DownloadProgress received={received} total={data.total_bytes} label={t`Загрузка архива`} />
      )}
      {download.isSuccess && data && (
        <Alert color="green" variant="light" role="status" title={t`Архив скачан`}>
          <Group justify="space-between">
            <Text size="sm">{data.file_name}</Text>
            <Button size="xs" variant="default" onClick={() => download.mutate(data)}>
              <Trans>Скачать ещё раз</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {download.isError && data && (
        <Alert color="red" variant="light" role="alert" title={t`Не удалось скачать архив`}>
          <Stack gap="xs" align="flex-start">
            {errorText(download.error)}
            <Button size="xs" variant="default" onClick={() => download.mutate(data)}>
              <Trans>Повторить</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
