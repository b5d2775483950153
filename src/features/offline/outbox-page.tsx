import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '#src/components/ui/confirm-action';
import { formatDateTime } from '#src/lib/dates';
import { discardQueued, replayNow, retryQueued } from '#src/offline/outbox-commands';
import type { OutboxItem } from '#src/offline/outbox-types';
import { outboxErrorText } from './outbox-error-text';
import { useOnline, useOutbox } from './use-outbox';

/** /outbox — what this device has not yet sent, with its state; retry, discard, send now. */
export function OutboxPage() {
  const { items, paused } = useOutbox();
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const sendNow = async () => {
    setSending(true);
    try {
      await replayNow();
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          <Trans>Неотправленные записи</Trans>
        </Title>
        <Button
          leftSection={<IconSend size={16} />}
          onClick={() => void sendNow()}
          loading={sending}
          disabled={items.length === 0}
        >
          <Trans>Отправить сейчас</Trans>
        </Button>
      </Group>
      {!online && items.length > 0 && (
        <Text c="dimmed">
          <Trans>Нет подключения к сети: записи будут отправлены, когда связь появится.</Trans>
        </Text>
      )}
      {paused && (
        <Text c="orange">
          <Trans>Отправка приостановлена: войдите снова, чтобы продолжить.</Trans>
        </Text>
      )}
      {items.length === 0 ? (
        <Text c="dimmed" data-testid="outbox-empty">
          <Trans>Все записи отправлены.</Trans>
        </Text>
      ) : (
        items.map((item) => <OutboxItemCard key={item.id} item={item} />)
      )}
    </Stack>
  );
}

function OutboxItemCard({ item }: { item: OutboxItem }) {
  const { t } = useLingui();
  const created = formatDateTime(new Date(item.createdAt).toISOString());
  const discard = async () => {
    const confirmed = await confirmAction({
      title: t`Удалить запись?`,
      message: t`Запись не будет отправлена на сервер и пропадёт с устройства.`,
    });
    if (confirmed) await discardQueued(item.id);
  };
  const retry = () => retryQueued(item.id);

  return (
    <Card withBorder data-testid="outbox-item" data-state={item.state}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text fw={600}>{describe(item)}</Text>
          <Text size="sm" c="dimmed">
            <Trans>Создано {created}</Trans>
          </Text>
          <StateLine item={item} />
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {item.state === 'failed' && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void retry()}
            >
              <Trans>Повторить</Trans>
            </Button>
          )}
          {item.state !== 'sending' && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => void discard()}
            >
              <Trans>Удалить</Trans>
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

function StateLine({ item }: { item: OutboxItem }) {
  if (item.state === 'sending') {
    return (
      <Badge color="blue" variant="light">
        <Trans>Отправляется</Trans>
      </Badge>
    );
  }
  if (item.state === 'failed') {
    return (
      <Stack gap={2}>
        <Badge color="red" variant="light">
          <Trans>Ошибка</Trans>
        </Badge>
        {item.error && (
          <Text size="sm" c="red" data-testid="outbox-error">
            {outboxErrorText(item.error)}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color="orange" variant="light">
        <Trans>Ожидает отправки</Trans>
      </Badge>
      {item.attempts > 0 && item.error && (
        <Text size="sm" c="dimmed">
          {plural(item.attempts, {
            one: '# неудачная попытка',
            few: '# неудачные попытки',
            many: '# неудачных попыток',
            other: '# неудачной попытки',
          })}
          {': '}
          {outboxErrorText(item.error)}
        </Text>
      )}
    </Stack>
  );
}

function describe(item: OutboxItem): string {
  const { visitId = '', visitNumber, photos = 0 } = item.summary;
  // As every other screen names a visit: by its number (items queued before it was kept: the id).
  const visit = `№${visitNumber ?? visitId}`;
  if (item.summary.kind !== 'check-result') return translate`Запрос на сервер`;
  if (!photos) return translate`Результат проверки визита ${visit}`;
  return plural(photos, {
    one: `Результат проверки визита ${visit} и # фотография`,
    few: `Результат проверки визита ${visit} и # фотографии`,
    many: `Результат проверки визита ${visit} и # фотографий`,
    other: `Результат проверки визита ${visit} и # фотографии`,
  });
}
