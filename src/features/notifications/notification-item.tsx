import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { confirmAction } from '#src/components/ui/confirm-action';
import type { Notification } from '#src/contracts/notifications';
import { formatDateTime } from '#src/lib/dates';
import { useCheckViewedNotifications } from './api/check-viewed-notifications';
import { useDeleteNotification } from './api/delete-notification';

/**
 * One notification. Opening it — unfolding its text, or following its link — marks it viewed,
 * as does the explicit button; deleting asks first.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const router = useRouter();
  const [expanded, setExpanded] = useState(false);
  const checkViewed = useCheckViewedNotifications();
  const remove = useDeleteNotification();
  const showError = (error: unknown) => toasts.show({ color: 'red', message: errorText(error) });
  const unread = !notification.is_viewed;

  const markViewed = () => {
    if (unread) checkViewed.mutate({ ids: [notification.id] }, { onError: showError });
  };
  const open = () => {
    setExpanded(!expanded);
    markViewed();
  };
  const follow = (link: string) => {
    markViewed();
    // A portal path only: a notification is no way to send the user to another site.
    if (link.startsWith('/') && !link.startsWith('//')) void router.navigate({ href: link });
  };
  const askDelete = async () => {
    const title = notification.title;
    const confirmed = await confirmAction({
      title: t`Удалить уведомление?`,
      message: t`Уведомление «${title}» будет удалено без возможности восстановления.`,
      confirmLabel: t`Удалить`,
    });
    if (!confirmed) return;
    remove.mutate(notification.id, {
      onSuccess: () => toasts.show({ color: 'green', message: t`Уведомление удалено` }),
      onError: showError,
    });
  };

  return (
    <Paper
      withBorder
      p="sm"
      aria-label={notification.title}
      data-unread={unread || undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <UnstyledButton onClick={open} aria-expanded={expanded}>
            <Text fw={unread ? 700 : 500}>{notification.title}</Text>
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            {unread && (
              <Badge color="red" variant="light" size="sm">
                <Trans>Новое</Trans>
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(notification.created_at)}
            </Text>
          </Group>
        </Group>
        <Text size="sm" lineClamp={expanded ? undefined : 2}>
          {notification.text}
        </Text>
        <Group gap="xs">
          {notification.link && (
            <Button size="compact-sm" variant="light" onClick={() => follow(notification.link!)}>
              <Trans>Перейти</Trans>
            </Button>
          )}
          {unread && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={markViewed}
              loading={checkViewed.isPending}
            >
              <Trans>Отметить прочитанным</Trans>
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => void askDelete()}
            loading={remove.isPending}
          >
            <Trans>Удалить</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
