import type { MessageDescriptor } from '@lingui/core';
import type { Icon } from '@tabler/icons-react';
import type { DerivedRight } from '#src/access/derived-rights';
import type { PermissionArea } from '#src/access/permission-values';
import { entityPermissions } from '#src/contracts/entity-permissions';
import type { CatalogScreenAt } from '#src/resources/catalog-screens';
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
 * The link to a catalog list screen, as its route file declares it (src/resources/catalog-screens.ts):
 * its path and label, shown to whom its entity's endpoints answer (the permission the screens and
 * the server take, src/contracts/entity-permissions.ts), and its icon.
 */
export const screenLink = (screen: CatalogScreenAt): MenuLink => ({
  kind: 'link',
  id: screen.path,
  label: screen.menuLabel ?? screen.label,
  // The address of a registered route, by construction: it is read from the route tree.
  route: screen.path as ScreenPath,
  icon: screen.icon,
  need: needOf(entityPermissions[screen.entity]),
});

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

/** A link every portal user has (a field-only user never reaches the portal). */
export const everyoneLink = (
  id: string,
  label: MessageDescriptor,
  route: ScreenPath,
  icon: Icon,
): MenuLink => ({ kind: 'link', id, label, route, icon, need: { everyone: true } });

export const group = (
  id: string,
  label: MessageDescriptor,
  icon: Icon,
  children: readonly MenuEntry[],
): MenuGroup => ({ kind: 'group', id, label, icon, children });
