import { Trans } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import { Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Toaster } from '../../components/ui/toaster';

/**
 * The frame of every signed-in screen. `account` is the header's user part (profile link,
 * portal switch, exit), supplied by the route so that the shell does not depend on auth.
 * The side menu and project selector come later.
 */
export function AuthenticatedLayout({ account }: { account: ReactNode }) {
  const inEcp = useLocation({ select: (location) => location.pathname.startsWith('/ecp') });
  return (
    <>
      <Toaster />
      <Group
        component="header"
        justify="space-between"
        h={56}
        px="md"
        bg="graphite.9"
        wrap="nowrap"
      >
        <Text fw={700} c="white">
          {inEcp ? <Trans>Единый портал коммуникаций</Trans> : <Trans>SFA Портал</Trans>}
        </Text>
        {account}
      </Group>
      <Box component="main" p="md">
        <Outlet />
      </Box>
    </>
  );
}
