import { Box, Flex } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AppFooter } from './app-footer';

/** Every page, signed in or not: the page, then the footer with the version (spec section 1). */
export function RootLayout() {
  return (
    <Flex direction="column" mih="100dvh">
      <Box style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <AppFooter />
    </Flex>
  );
}
