import { AppShell, ScrollArea, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Deferred } from '#src/components/ui/deferred';
import { SideMenu } from './menu/side-menu';

/** What the route hands the menu: parts that belong to other features (projects, auth…). */
interface MenuSlotProps {
  /** The icon rail rather than the full menu. */
  collapsed: boolean;
  /** Shows the full menu (a rail item that needs room asks for it). */
  onExpand: () => void;
}

export type MenuSlot = (props: MenuSlotProps) => ReactNode;

interface ShellNavbarProps extends MenuSlotProps {
  /** Above the entries: the project selector. */
  header: MenuSlot;
  /** Below the entries: unsent records, notifications, support, exit. */
  footer: MenuSlot;
  /** Off screen (the closed overlay of a narrow screen): inert. */
  hidden: boolean;
}

/** The side menu of spec section 2: project selector, the entries, then the user's own items. */
export function ShellNavbar({ header, footer, collapsed, onExpand, hidden }: ShellNavbarProps) {
  const slot = { collapsed, onExpand };
  const shown = useShownOnce(hidden);
  return (
    <AppShell.Navbar p={collapsed ? 'xs' : 'sm'} data-collapsed={collapsed} inert={hidden}>
      {/* The project selector, some forty entries and the user's items render after the frame,
          in a task of their own (Deferred), rather than in the one that starts the portal. In
          the closed overlay of a narrow screen the selector and the entries wait until it is
          first opened; the user's items (unsent records, notifications) stay live. */}
      <Deferred>
        {shown && (
          <>
            <AppShell.Section ta={collapsed ? 'center' : undefined}>
              {header(slot)}
            </AppShell.Section>
            <AppShell.Section grow component={ScrollArea} my="sm">
              <SideMenu collapsed={collapsed} onExpand={onExpand} />
            </AppShell.Section>
          </>
        )}
        <AppShell.Section>
          <Stack gap={4}>{footer(slot)}</Stack>
        </AppShell.Section>
      </Deferred>
    </AppShell.Navbar>
  );
}

/**
 * False while the menu has never been on screen. A phone or a portrait tablet starts with the
 * overlay closed: building its entries there was a large share of a screen's start on a
 * tablet's CPU (the entries, then the scroll area laying out the page to place its thumb) for a
 * menu nobody sees until the burger is tapped
 * (docs/decisions/046-narrow-screens-build-on-demand.md). Once shown, the menu stays mounted and
 * opens at once.
 */
function useShownOnce(hidden: boolean): boolean {
  const [shown, setShown] = useState(!hidden);
  if (!hidden && !shown) setShown(true);
  return shown;
}
