import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from './lib/i18n';
import { theme } from './lib/theme';

/** Language, theme, date locale and toasts: what any screen needs, even the boot failure. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
          {/* Spec section 8: toasts stay 3 s, at most 3 at once. */}
          <Notifications autoClose={3000} limit={3} />
          {children}
        </DatesProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
