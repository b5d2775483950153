import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

const texts = {
  title: msg`Доступна новая версия портала`,
  reload: msg`Обновить`,
};

/**
 * Registers the service worker (production builds only) and, when a new version is waiting,
 * offers to switch to it. The switch is the user's choice because reloading may lose unsaved
 * form input; sw/sw.ts calls skipWaiting() on the SKIP_WAITING message this sends.
 */
export function ServiceWorkerUpdater() {
  const { i18n } = useLingui();

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
      wb.addEventListener('waiting', () => {
        notifications.show({
          id: 'sw-update',
          title: i18n._(texts.title),
          autoClose: false,
          message: (
            <Button
              size="xs"
              mt="xs"
              onClick={() => {
                wb.addEventListener('controlling', () => window.location.reload());
                wb.messageSkipWaiting();
              }}
            >
              {i18n._(texts.reload)}
            </Button>
          ),
        });
      });
      void wb.register();
    });
    return () => {
      cancelled = true;
    };
  }, [i18n]);

  return null;
}
