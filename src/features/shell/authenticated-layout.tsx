import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Box, Burger, Flex, Group, Overlay, Text } from '@mantine/core';
import { Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppFooter } from '#src/components/layout/app-footer';
import { Deferred } from '#src/components/ui/deferred';
import { Toaster } from '#src/components/ui/toaster';
import { type MenuSlot, ShellNavbar } from './shell-navbar';
import { NAVBAR_BREAKPOINT, useMenuState } from './use-menu-state';

interface AuthenticatedLayoutProps {
  /** The header's user part (profile link, portal switch), from the route. */
  account: ReactNode;
  /** The exit button: in the menu, or in the header where there is no menu (the ECP). */
  signOut: (props: { collapsed: boolean; inHeader: boolean }) => ReactNode;
  /** Above the menu entries: the project selector. */
  menuHeader: MenuSlot;
  /** Below the menu entries, before the exit: unsent records, notifications and support. */
  menuFooter: MenuSlot;
  /** Above every screen: the offline state and the age of the data shown. */
  banner?: ReactNode;
}

const FULL_WIDTH = { base: 260, lg: 280 };
const RAIL_WIDTH = 64;

/**
 * The frame of every signed-in screen: header, side menu, the screen, the footer. The parts that
 * belong to other features come in through props, so that the shell depends on none of them.
 * The unified communication portal (/ecp) has no side menu.
 */
export function AuthenticatedLayout({
  account,
  signOut,
  menuHeader,
  menuFooter,
  banner,
}: AuthenticatedLayoutProps) {
  const { t } = useLingui();
  const inEcp = useLocation({ select: (location) => location.pathname.startsWith('/ecp') });
  const menu = useMenuState();
  // In the overlay of a narrow screen the menu always shows in full.
  const rail = !menu.narrow && !menu.expanded;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={
        inEcp
          ? undefined
          : {
              width: rail ? RAIL_WIDTH : FULL_WIDTH,
              breakpoint: NAVBAR_BREAKPOINT,
              collapsed: { mobile: !menu.overlayOpened, desktop: false },
            }
      }
      padding="md"
    >
      <Deferred>
        <Toaster />
      </Deferred>
      <AppShell.Header bg="graphite.9" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {!inEcp && (
              <Burger
                opened={menu.opened}
                onClick={menu.toggle}
                color="white"
                size="sm"
                // A finger's target (44 px) around the icon.
                w={44}
                h={44}
                style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
                aria-label={menu.opened ? t`Свернуть меню` : t`Развернуть меню`}
                aria-expanded={menu.opened}
              />
            )}
            <Text fw={700} c="white" truncate>
              {inEcp ? <Trans>Единый портал коммуникаций</Trans> : <Trans>SFA Портал</Trans>}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Deferred>
              {account}
              {inEcp && signOut({ collapsed: false, inHeader: true })}
            </Deferred>
          </Group>
        </Group>
      </AppShell.Header>
      {!inEcp && (
        <ShellNavbar
          header={menuHeader}
          footer={(slot) => (
            <>
              {menuFooter(slot)}
              {signOut({ collapsed: slot.collapsed, inHeader: false })}
            </>
          )}
          collapsed={rail}
          onExpand={menu.open}
          // The closed overlay is off screen: out of the tab order and of assistive technology.
          hidden={menu.narrow && !menu.overlayOpened}
        />
      )}
      {!inEcp && menu.narrow && menu.overlayOpened && (
        // A tap beside the open overlay closes it; the screen stays where it was underneath.
        <Overlay fixed zIndex={99} backgroundOpacity={0.35} onClick={menu.closeOverlay} />
      )}
      <AppShell.Main>
        {/* The footer (version, spec section 1) closes the page, below the screen. */}
        <Flex
          direction="column"
          mih="calc(100dvh - var(--app-shell-header-offset, 0px) - 2 * var(--mantine-spacing-md))"
        >
          {/* The screen renders after the frame has shown, in a render of its own (Deferred),
              with the footer, which would otherwise jump down when the screen arrives. */}
          <Deferred>
            <Box style={{ flex: 1 }}>
              {banner}
              <Outlet />
            </Box>
            <AppFooter />
          </Deferred>
        </Flex>
      </AppShell.Main>
    </AppShell>
  );
}
