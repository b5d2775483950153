import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when /config.json cannot be loaded and no earlier copy is stored. */
export function BootFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h3">
          <Trans>Не удалось запустить портал</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Настройки портала не загрузились. Проверьте подключение к сети и повторите.</Trans>
        </Text>
        <Button onClick={onRetry}>
          <Trans>Повторить</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
