import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PreviewImage } from '#src/components/ui/preview-image';
import type { CheckListParam, CheckResult } from '#src/contracts/checker';
import type { FileLink } from '#src/contracts/files';
import { formatDateTime } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import {
  CHECK_PHOTO_SIZE,
  checkPhotosQueryOptions,
  visitCheckResultsQueryOptions,
} from '../api/get-check-list';
import { checkResultColors, checkResultLabels } from '../check-labels';

interface CheckResultsListProps {
  visitId: number;
  /** Names of the params of the check list shown, for the answers of its results. */
  params: readonly CheckListParam[];
}

/** The visit's earlier checks, read-only: who, when, the result, remarks and photos. */
export function CheckResultsList({ visitId, params }: CheckResultsListProps) {
  const results = useQuery(visitCheckResultsQueryOptions(visitId));
  const ids = (results.data ?? []).map((result) => result.id);
  const photos = useQuery(checkPhotosQueryOptions(ids));
  if (!results.data?.length) return null;
  const names = new Map(params.map((param) => [param.id, param.name]));
  return (
    <Stack gap="sm" data-testid="check-results">
      <Title order={4}>
        <Trans>Проверки визита</Trans>
      </Title>
      {results.data.map((result) => (
        <CheckResultCard
          key={result.id}
          result={result}
          names={names}
          photos={(photos.data ?? []).filter((link) => link.generic_id === result.id)}
        />
      ))}
    </Stack>
  );
}

function CheckResultCard(props: {
  result: CheckResult;
  names: Map<number, string>;
  photos: FileLink[];
}) {
  const { t, i18n } = useLingui();
  const { result, names, photos } = props;
  const remarks = result.answers.filter((answer) => !answer.accepted || answer.comment);
  return (
    <Paper withBorder p="sm" data-testid="check-result">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge variant="light" color={checkResultColors[result.result]}>
            {i18n._(checkResultLabels[result.result])}
          </Badge>
          <Text size="xs" c="dimmed">
            {personName(result.user)} · {formatDateTime(result.created_at)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {result.check_list_name}
        </Text>
        {result.comment && <Text size="sm">{result.comment}</Text>}
        {remarks.map((answer) => (
          <Text key={answer.param_id} size="sm">
            {answer.accepted ? '✓' : '✗'}{' '}
            {names.get(answer.param_id) ?? t`Параметр ${answer.param_id}`}
            {answer.comment ? `: ${answer.comment}` : ''}
          </Text>
        ))}
        {photos.length > 0 && (
          <Group gap="xs">
            {photos.map((photo, index) => (
              <CheckPhoto key={photo.id} fileId={photo.file_id} number={index + 1} />
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function CheckPhoto({ fileId, number }: { fileId: number; number: number }) {
  const { t } = useLingui();
  return (
    <PreviewImage
      fileId={fileId}
      size={CHECK_PHOTO_SIZE}
      alt={t`Фото проверки ${number}`}
      width={64}
    />
  );
}
