import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { i18n } from './lib/i18n';
import { theme } from './lib/theme';

/** Language, theme and date locale: what any screen needs, even the boot failure. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>{children}</DatesProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
