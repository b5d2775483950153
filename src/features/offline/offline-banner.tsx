import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconCloudOff, IconDatabaseExclamation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatDateTime } from '#src/lib/dates';
import { subscribeDrained } from '#src/offline/outbox-snapshot';
import { QUOTA_WARNING_RATIO, storageUsageRatio } from '#src/offline/storage-health';
import { nextTask } from '#src/startup/next-task';
import { useOnline, useServerUnreachableSince } from './use-outbox';

const STORAGE_CHECK_MS = 60_000;

/**
 * Above every signed-in screen: that the device is offline and how old the data on screen is
 * (the oldest answer among the queries the screen shows), and a warning when the storage quota
 * is nearly full (queued photos may not fit).
 */
export function OfflineBanner() {
  useSentToast();
  const online = useOnline();
  const unreachableSince = useServerUnreachableSince();
  const nearlyFull = useStorageNearlyFull();
  const disconnected = !online || unreachableSince !== undefined;
  if (!disconnected && !nearlyFull) return null;
  return (
    <Stack gap="xs" mb="md">
      {disconnected && (
        <OfflineAlert serverUnreachableSince={online ? unreachableSince : undefined} />
      )}
      {nearlyFull && (
        <Alert color="orange" icon={<IconDatabaseExclamation size={18} />} role="alert">
          <Trans>
            Память устройства почти заполнена. Отправьте сохранённые записи и освободите место,
            иначе новые фотографии не сохранятся.
          </Trans>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * No network, or (`serverUnreachableSince`) a network that reaches no server: either way the
 * screen shows kept data and writes wait on the device.
 */
function OfflineAlert({ serverUnreachableSince }: { serverUnreachableSince?: number }) {
  const updatedAt = useOldestShownData();
  const when = updatedAt ? formatMoment(updatedAt) : undefined;
  const unreachableFrom =
    serverUnreachableSince === undefined ? undefined : formatMoment(serverUnreachableSince);
  return (
    <Alert
      color="gray"
      icon={<IconCloudOff size={18} />}
      role="status"
      data-testid="offline-banner"
      data-connection={unreachableFrom ? 'no-server' : 'no-network'}
      title={
        unreachableFrom ? (
          <Trans>Сервер недоступен с {unreachableFrom}</Trans>
        ) : (
          <Trans>Нет подключения к сети</Trans>
        )
      }
    >
      {when ? (
        <Trans>
          Показаны сохранённые данные от {when}. Изменения сохраняются на устройстве и будут
          отправлены при подключении.
        </Trans>
      ) : (
        <Trans>Изменения сохраняются на устройстве и будут отправлены при подключении.</Trans>
      )}
    </Alert>
  );
}

const formatMoment = (at: number) => formatDateTime(new Date(at).toISOString());

/**
 * Once the work queued offline has all gone out, one toast says how much: the banner said it
 * would be sent, and the checker should not have to open the outbox to learn that it was.
 */
function useSentToast(): void {
  const { i18n } = useLingui();
  useEffect(
    () =>
      subscribeDrained((records) => {
        toasts.show({
          color: 'green',
          message: i18n._(
            msg({
              message: plural(records, {
                one: 'Отправлена # запись',
                few: 'Отправлены # записи',
                many: 'Отправлено # записей',
                other: 'Отправлено # записи',
              }),
            }),
          ),
        });
      }),
    [i18n],
  );
}

/** The oldest `dataUpdatedAt` among the queries mounted on screen. */
function useOldestShownData(): number | undefined {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      let oldest: number | undefined;
      for (const query of cache.findAll({ type: 'active' })) {
        const at = query.state.dataUpdatedAt;
        if (query.state.data !== undefined && at && (oldest === undefined || at < oldest)) {
          oldest = at;
        }
      }
      return oldest;
    },
  );
}

function useStorageNearlyFull(): boolean {
  const [nearlyFull, setNearlyFull] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const check = () =>
      void storageUsageRatio().then((ratio) => {
        if (!cancelled) setNearlyFull(ratio !== undefined && ratio > QUOTA_WARNING_RATIO);
      });
    // Started after the screen's first commit, in a task of its own: not part of the first
    // screen's longest task.
    void nextTask().then(() => {
      if (cancelled) return;
      check();
      timer = setInterval(check, STORAGE_CHECK_MS);
    });
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);
  return nearlyFull;
}
