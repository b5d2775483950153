import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { CenteredCard } from './centered-card';
import { SignOutButton } from './sign-out-button';

/** /access-denied — field-only roles (spec sections 1 and 8): no portal, only the way out. */
export function AccessDeniedPage() {
  return (
    <CenteredCard>
      <Stack>
        <Title order={1} size="h3">
          <Trans>Нет доступа</Trans>
        </Title>
        <Text>
          <Trans>У вас нет доступа к порталу.</Trans>
        </Text>
        <Text c="dimmed" size="sm">
          <Trans>Для полевой работы используйте мобильное приложение.</Trans>
        </Text>
        <SignOutButton fullWidth />
      </Stack>
    </CenteredCard>
  );
}
