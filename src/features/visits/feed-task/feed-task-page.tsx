import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { visitQueryOptions } from '#src/api/visits/get-visit';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { LoadFailedAlert } from '#src/components/ui/load-failed-alert';
import type { VisitDetails } from '#src/contracts/visits';
import { formatDate } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { TaskForm, taskFormMessages } from './task-form';

/** /feed-task/create/$visitId — a task for the visit's executor at its outlet. */
export function FeedTaskPage({ visitId }: { visitId: number }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const query = useQuery({ ...visitQueryOptions(visitId), enabled: visitId > 0 });
  const toVisit = () =>
    navigate({ to: '/visit_feed/$visitId', params: { visitId: String(visitId) } });
  return (
    <Stack maw={720}>
      <AnchorLink to="/visit_feed/$visitId" params={{ visitId: String(visitId) }} size="sm">
        <Trans>← К визиту</Trans>
      </AnchorLink>
      <Title order={2}>
        <Trans>Новое задание по визиту</Trans>
      </Title>
      {query.isPending && <Skeleton height={240} aria-busy="true" />}
      {query.isError && <LoadFailedAlert error={query.error} onRetry={() => query.refetch()} />}
      {query.data && (
        <>
          <VisitSummary visit={query.data} />
          <TaskForm
            visit={query.data}
            onCancel={toVisit}
            onCreated={() => {
              notifications.show({ color: 'green', message: i18n._(taskFormMessages.created) });
              void toVisit();
            }}
          />
        </>
      )}
    </Stack>
  );
}

/** What the task takes from the visit, shown rather than asked. */
function VisitSummary({ visit }: { visit: VisitDetails }) {
  const { t } = useLingui();
  const items = [
    [t`Визит`, `№${visit.number}, ${formatDate(visit.visit_date)}`],
    [t`Проект`, visit.project.name],
    [t`Торговая точка`, `${visit.outlet.name}, ${visit.outlet.address}`],
    [t`Исполнитель`, personName(visit.user)],
  ];
  return (
    <Paper withBorder p="sm" data-testid="task-visit-summary">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {items.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
