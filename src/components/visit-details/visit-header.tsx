import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VisitDetails } from '#src/contracts/visits';
import { formatDate, formatSpan } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { formatDistance, formatDuration, isTooFar } from '#src/lib/visit-format';
import { visitStatusColors, visitStatusLabels, visitTypeLabels } from '#src/lib/visit-labels';

function Field({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const coordinates = (lat: number | null, lon: number | null) =>
  lat === null || lon === null ? '—' : `${lat.toFixed(6)}, ${lon.toFixed(6)}`;

/** Who, where and when: the outlet, people, times, status and the position at start. */
export function VisitHeader({ visit }: { visit: VisitDetails }) {
  const { t, i18n } = useLingui();
  const { geo } = visit;
  const tooFar = isTooFar(geo.distance, geo.allowed_distance);
  const number = visit.number;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2}>{visit.outlet.name}</Title>
            <Text c="dimmed">{visit.outlet.address}</Text>
          </Stack>
          <Group gap="xs">
            <Badge
              size="lg"
              variant="light"
              color={visitStatusColors[visit.status]}
              data-testid="visit-status"
            >
              {i18n._(visitStatusLabels[visit.status])}
            </Badge>
            {visit.is_restored && (
              <Badge size="lg" variant="outline" color="orange">
                <Trans>Восстановлен</Trans>
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Field label={t`Визит`}>
            <Trans>
              № {number}, {i18n._(visitTypeLabels[visit.visit_type])}
            </Trans>
          </Field>
          <Field label={t`Проект`}>{visit.project.name}</Field>
          <Field label={t`Исполнитель`}>{personName(visit.user)}</Field>
          <Field label={t`Менеджер`}>{personName(visit.manager)}</Field>
          <Field label={t`Дата`}>{formatDate(visit.visit_date)}</Field>
          <Field label={t`Плановое время`}>
            {formatSpan(visit.planned_start, visit.planned_end)}
          </Field>
          <Field label={t`Фактическое время`}>
            {formatSpan(visit.started_at, visit.finished_at)}
          </Field>
          <Field label={t`Длительность`}>{formatDuration(visit.duration)}</Field>
          <Field label={t`Геопозиция при начале`}>
            {coordinates(geo.start_lat, geo.start_lon)}
          </Field>
          <Field label={t`Точка`}>{coordinates(visit.outlet.lat, visit.outlet.lon)}</Field>
          <Field label={t`Расстояние до точки`} testId="visit-distance">
            <Text
              span
              size="sm"
              c={tooFar ? 'red' : undefined}
              fw={tooFar ? 700 : undefined}
              data-over={tooFar || undefined}
            >
              {formatDistance(geo.distance)}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              <Trans>(допустимо {formatDistance(geo.allowed_distance)})</Trans>
            </Text>
          </Field>
          <Field label={t`Начало без геопроверки`}>
            {visit.allow_without_geo ? <Trans>Разрешено</Trans> : <Trans>Запрещено</Trans>}
          </Field>
        </SimpleGrid>
        {visit.comment && <Text size="sm">{visit.comment}</Text>}
      </Stack>
    </Paper>
  );
}
