import type { MessageDescriptor } from '@lingui/core';
import type { Icon } from '@tabler/icons-react';
import type { DerivedRight } from '#src/access/derived-rights';
import type { PermissionArea } from '#src/access/permission-values';
import type { MenuEntry, MenuGroup, MenuLink, MenuNeed, ScreenPath } from './menu-types';

/** A link shown with read on `area` (or on any of several areas). */
export const areaLink = (
  id: string,
  label: MessageDescriptor,
  route: ScreenPath,
  icon: Icon,
  area: PermissionArea | readonly PermissionArea[],
): MenuLink => ({ kind: 'link', id, label, route, icon, need: { area } });

/**
 * The link to an entity's screen, shown to whom its endpoints answer: the need is the entity's
 * permission (src/contracts/entity-permissions.ts), written once for the menu, the screens and
 * the server.
 */
export const permittedLink = (
  id: string,
  label: MessageDescriptor,
  route: ScreenPath,
  icon: Icon,
  permission: MenuPermission,
): MenuLink => ({ kind: 'link', id, label, route, icon, need: needOf(permission) });

type MenuPermission =
  | { area: PermissionArea | readonly PermissionArea[]; right?: undefined }
  | { right: DerivedRight };

function needOf(permission: MenuPermission): MenuNeed {
  return 'area' in permission ? { area: permission.area } : { right: permission.right };
}

/** A link shown with a role-derived right (admin only, checker screen). */
export const rightLink = (
  id: string,
  label: MessageDescriptor,
  route: ScreenPath,
  icon: Icon,
  right: DerivedRight,
): MenuLink => ({ kind: 'link', id, label, route, icon, need: { right } });

export const group = (
  id: string,
  label: MessageDescriptor,
  icon: Icon,
  children: readonly MenuEntry[],
): MenuGroup => ({ kind: 'group', id, label, icon, children });
