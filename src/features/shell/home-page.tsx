import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';

/** /sfa — a placeholder until the feed and the side menu arrive. */
export function HomePage() {
  return (
    <Stack gap="xs">
      <Title order={2}>
        <Trans>Главная</Trans>
      </Title>
      <Text>
        <Trans>Добро пожаловать в SFA Портал. Разделы портала появятся в боковом меню.</Trans>
      </Text>
    </Stack>
  );
}
