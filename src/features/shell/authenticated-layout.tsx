import { Trans } from '@lingui/react/macro';
import { Box, Button, Group, Text, useMantineTheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { endSession } from '../../api/session';
import { Toaster } from '../../components/ui/toaster';

/** The frame of every signed-in screen. The side menu and project selector come later. */
export function AuthenticatedLayout() {
  const theme = useMantineTheme();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = () => {
    endSession();
    queryClient.clear();
    void navigate({ to: '/login', replace: true });
  };

  return (
    <>
      <Toaster />
      <Group component="header" justify="space-between" h={56} px="md" bg="graphite.9">
        <Text fw={700} c="white">
          <Trans>SFA Портал</Trans>
        </Text>
        <Button color={theme.other.secondaryColor} onClick={signOut}>
          <Trans>Выйти</Trans>
        </Button>
      </Group>
      <Box component="main" p="md">
        <Outlet />
      </Box>
    </>
  );
}
