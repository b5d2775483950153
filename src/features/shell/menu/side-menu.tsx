import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { NavLink, Tooltip } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { useAccess } from '#src/access/access-provider';
import { catalogScreensOf } from '#src/resources/catalog-screens';
import { holdsRoute, isActiveRoute, visibleMenu } from './filter-menu';
import { portalMenu } from './menu-items';
import type { MenuEntry, MenuGroup, MenuLink } from './menu-types';
import { RouterNavLink } from './router-nav-link';

interface SideMenuProps {
  /** The icon rail: icons with tooltips; a group opens the full menu. */
  collapsed: boolean;
  onExpand: () => void;
}

/** The entries of spec section 2 the user may see, in the selected projects. */
export function SideMenu({ collapsed, onExpand }: SideMenuProps) {
  const { i18n, t } = useLingui();
  const access = useAccess();
  const pathname = useLocation({ select: (location) => location.pathname });
  const router = useRouter();
  const menu = useMemo(
    () => portalMenu(catalogScreensOf(Object.values(router.routesById))),
    [router],
  );
  const entries = useMemo(() => visibleMenu(menu, access), [menu, access]);
  // The group holding the current screen starts open; the user opens and closes the rest.
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(openGroupsFor(entries, pathname)),
  );
  const toggle = (id: string, opened: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (opened) next.add(id);
      else next.delete(id);
      return next;
    });

  const render = (entry: MenuEntry) =>
    entry.kind === 'link' ? (
      <MenuLinkItem
        key={entry.id}
        link={entry}
        i18n={i18n}
        active={isActiveRoute(entry.route, pathname)}
        collapsed={collapsed}
      />
    ) : (
      <MenuGroupItem
        key={entry.id}
        group={entry}
        i18n={i18n}
        opened={!collapsed && open.has(entry.id)}
        active={holdsRoute(entry, pathname)}
        collapsed={collapsed}
        onToggle={(opened) => toggle(entry.id, opened)}
        onExpand={() => {
          toggle(entry.id, true);
          onExpand();
        }}
      >
        {entry.children.map(render)}
      </MenuGroupItem>
    );

  return (
    <nav aria-label={t`Разделы портала`} data-testid="side-menu">
      {entries.map(render)}
    </nav>
  );
}

function openGroupsFor(entries: readonly MenuEntry[], pathname: string): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' && holdsRoute(entry, pathname)
      ? [entry.id, ...openGroupsFor(entry.children, pathname)]
      : [],
  );
}

interface ItemProps {
  i18n: I18n;
  active: boolean;
  collapsed: boolean;
}

function MenuLinkItem({ link, i18n, active, collapsed }: ItemProps & { link: MenuLink }) {
  const label = i18n._(link.label);
  const Icon = link.icon;
  const item = (
    <RouterNavLink
      to={link.route}
      active={active}
      label={collapsed ? undefined : label}
      aria-label={collapsed ? label : undefined}
      leftSection={<Icon size={18} stroke={1.6} />}
      data-menu-id={link.id}
    />
  );
  return collapsed ? (
    <Tooltip label={label} position="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
}

function MenuGroupItem({
  group,
  i18n,
  opened,
  active,
  collapsed,
  onToggle,
  onExpand,
  children,
}: ItemProps & {
  group: MenuGroup;
  opened: boolean;
  onToggle: (opened: boolean) => void;
  /** In the rail, a group has no room for its children: it opens the full menu instead. */
  onExpand: () => void;
  children: ReactNode;
}) {
  const label = i18n._(group.label);
  const Icon = group.icon;
  const item = (
    <NavLink
      component="button"
      type="button"
      label={collapsed ? undefined : label}
      aria-label={collapsed ? label : undefined}
      aria-expanded={opened}
      leftSection={<Icon size={18} stroke={1.6} />}
      active={collapsed && active}
      opened={opened}
      onChange={onToggle}
      onClick={collapsed ? onExpand : undefined}
      data-menu-id={group.id}
    >
      {collapsed ? null : children}
    </NavLink>
  );
  return collapsed ? (
    <Tooltip label={label} position="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
}
