import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorText } from '#src/api/api-error';
import { FilterPanel } from '#src/components/list/filter-panel';
import { BooleanFilter } from '#src/components/list/filters/boolean-filter';
import { ListBody } from '#src/components/list/list-body';
import { ListPagination } from '#src/components/list/list-pagination';
import { useListQuery } from '#src/components/list/use-list-query';
import { useListSearch } from '#src/components/list/use-list-search';
import { useCheckViewedNotifications } from './api/check-viewed-notifications';
import { notificationsQueryOptions } from './api/list-notifications';
import { NotificationItem } from './notification-item';
import {
  type NotificationsSearch,
  notificationFilterOf,
  notificationsSearch,
} from './notifications-search';
import { notificationKeys } from './query-keys';
import { useUnviewedCount } from './use-unviewed-count';

interface NotificationsPageProps {
  search: NotificationsSearch;
  navigate: (search: NotificationsSearch) => void;
}

/** /notifications — the user's notifications: received / read filters, view, delete. */
export function NotificationsPage({ search, navigate }: NotificationsPageProps) {
  const { t } = useLingui();
  const list = useListSearch(notificationsSearch, search, navigate);
  const load = useListQuery(notificationsQueryOptions(notificationFilterOf(search)));
  const unviewed = useUnviewedCount();
  const checkViewed = useCheckViewedNotifications();
  useRefreshOnNewNotifications(unviewed);

  const viewAll = () =>
    checkViewed.mutate(
      { all: true },
      { onError: (error) => toasts.show({ color: 'red', message: errorText(error) }) },
    );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>
            <Trans>Уведомления</Trans>
          </Title>
          {unviewed !== undefined && (
            <Text size="sm" c="dimmed" data-testid="unviewed-total">
              <Trans>Непрочитанных: {unviewed}</Trans>
            </Text>
          )}
        </Stack>
        {Boolean(unviewed) && (
          <Button variant="default" onClick={viewAll} loading={checkViewed.isPending}>
            <Trans>Отметить все прочитанными</Trans>
          </Button>
        )}
      </Group>
      <FilterPanel activeCount={list.activeCount} onReset={list.reset} cols={{ base: 1, md: 2 }}>
        <BooleanFilter
          label={t`Получение`}
          yesLabel={t`Полученные`}
          noLabel={t`Новые`}
          value={list.filters.is_received}
          onChange={(is_received) => list.setFilters({ is_received })}
        />
        <BooleanFilter
          label={t`Прочтение`}
          yesLabel={t`Прочитанные`}
          noLabel={t`Непрочитанные`}
          value={list.filters.is_viewed}
          onChange={(is_viewed) => list.setFilters({ is_viewed })}
        />
      </FilterPanel>
      <ListBody load={load} onRetry={load.retry} skeletonHeight={88}>
        {(items) => (
          <Stack gap="xs">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </Stack>
        )}
      </ListBody>
      {load.status === 'success' && (
        <ListPagination
          total={load.total}
          page={list.page}
          limit={list.limit}
          pageSizes={notificationsSearch.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}
    </Stack>
  );
}

/** A notification that arrives while the page is open shows without a reload. */
function useRefreshOnNewNotifications(unviewed: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(unviewed);
  useEffect(() => {
    const before = previous.current;
    previous.current = unviewed;
    if (before !== undefined && unviewed !== undefined && unviewed > before) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    }
  }, [unviewed, queryClient]);
}
