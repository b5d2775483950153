import { Box, Flex } from '@mantine/core';
import { Outlet, useMatch } from '@tanstack/react-router';
import { AppFooter } from './app-footer';

/**
 * Every page, signed in or not: the page, then the footer with the version (spec section 1).
 * The signed-in shell places the footer itself, beside its fixed side menu.
 */
export function RootLayout() {
  const inShell = useMatch({ from: '/_authenticated', shouldThrow: false }) !== undefined;
  return (
    <Flex direction="column" mih="100dvh">
      <Box style={{ flex: 1 }}>
        <Outlet />
      </Box>
      {!inShell && <AppFooter />}
    </Flex>
  );
}
