import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailedAlert } from '#src/components/ui/load-failed-alert';
import { formatDate, weekdayOf } from '#src/lib/dates';
import { homeSummaryQueryOptions } from './api/get-home-summary';
import { NotificationsCard, TasksCard, VisitsCard } from './home-cards';

/**
 * /sfa — the user's key figures in the selected projects: today's visits by status, open tasks,
 * unread notifications. A card the user has no permission for is left out.
 */
export function HomePage({ projectIds }: { projectIds: readonly number[] }) {
  const { i18n } = useLingui();
  const summary = useQuery(homeSummaryQueryOptions(projectIds));
  const date = summary.data?.date;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline">
        <Title order={2}>
          <Trans>Главная</Trans>
        </Title>
        {date && (
          <Text c="dimmed" size="sm">
            {formatDate(date)}, {weekdayOf(date, i18n.locale)}
          </Text>
        )}
      </Group>
      {summary.isError ? (
        <LoadFailedAlert error={summary.error} onRetry={() => summary.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="home-figures">
          {summary.data ? (
            <>
              {summary.data.visits && <VisitsCard visits={summary.data.visits} />}
              {summary.data.tasks && <TasksCard tasks={summary.data.tasks} />}
              <NotificationsCard unviewed={summary.data.unviewed_notifications} />
            </>
          ) : (
            [1, 2, 3].map((key) => <FigureSkeleton key={key} />)
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FigureSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-busy="true">
      <Stack gap="sm">
        <Skeleton height={14} width="50%" />
        <Skeleton height={36} width="30%" />
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} />
        <Skeleton height={12} />
      </Stack>
    </Card>
  );
}
