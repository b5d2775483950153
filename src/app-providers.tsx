import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { i18n } from '#src/lib/i18n';
import { theme } from '#src/lib/theme';

/**
 * Language and theme: what any screen needs, even the boot failure. The calendars' locale comes
 * with the date inputs (components/ui/date-fields), so /login does not load @mantine/dates.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}
