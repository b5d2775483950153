import { Trans } from '@lingui/react/macro';
import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only, after the page has loaded so it never
 * competes with the first screen) and, when a new version is waiting, offers to switch to it.
 * The switch is the user's choice because reloading may lose unsaved form input; sw/sw.ts calls
 * skipWaiting() on the SKIP_WAITING message that `messageSkipWaiting()` sends.
 *
 * A banner of its own rather than a toast: it must work on the public pages too, where the
 * toast container is not loaded.
 */
export function ServiceWorkerUpdater() {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    let updateTimer: ReturnType<typeof setInterval> | undefined;
    const register = async () => {
      const { Workbox } = await import('workbox-window');
      if (cancelled) return;
      const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, {
        scope: import.meta.env.BASE_URL,
      });
      wb.addEventListener('waiting', () => {
        setApplyUpdate(() => () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        });
      });
      await wb.register();
      // A tablet may keep the portal open for days: look for a new version now and then, not
      // only on navigation.
      updateTimer = setInterval(() => void wb.update(), UPDATE_CHECK_MS);
    };
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
    return () => {
      cancelled = true;
      clearInterval(updateTimer);
    };
  }, []);

  if (!applyUpdate) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }}>
      <Paper shadow="md" withBorder p="sm" role="status">
        <Group gap="sm">
          <Text size="sm">
            <Trans>Доступна новая версия портала</Trans>
          </Text>
          <Button size="xs" onClick={applyUpdate}>
            <Trans>Обновить</Trans>
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
