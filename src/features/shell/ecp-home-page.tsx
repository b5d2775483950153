import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '#src/components/ui/anchor-link';

/** /ecp — the unified communication portal; its sections come with their own issues. */
export function EcpHomePage() {
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={2}>
        <Trans>Единый портал коммуникаций</Trans>
      </Title>
      <Text>
        <Trans>Это единый портал коммуникаций. Его разделы появятся здесь.</Trans>
      </Text>
      {/* Back to field work through the chooser, which remembers the switch for the next sign-in. */}
      <AnchorLink to="/portal-choice">
        <Trans>Вернуться к выбору портала</Trans>
      </AnchorLink>
    </Stack>
  );
}
