import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { APP_VERSION } from '#src/lib/version';
import { AnchorLink } from '../ui/anchor-link';

export function AppFooter() {
  return (
    <Group component="footer" justify="space-between" px="md" py="xs" c="dimmed">
      <AnchorLink to="/policies" size="xs" c="dimmed">
        <Trans>Политика конфиденциальности</Trans>
      </AnchorLink>
      <Text size="xs" data-testid="app-version">
        v{APP_VERSION}
      </Text>
    </Group>
  );
}
