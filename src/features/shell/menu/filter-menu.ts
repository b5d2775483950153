import { type AccessContext, can, canAny } from '#src/access/can';
import { PERMISSION_AREAS } from '#src/contracts/enums';
import type { MenuEntry, MenuLink, MenuNeed } from './menu-types';

function isAllowed(access: AccessContext, need: MenuNeed): boolean {
  if (need.right !== undefined) return access.rights[need.right];
  // A portal user's entry: one who may read nothing has no list to export either.
  if (need.area === undefined) return canAny(access, PERMISSION_AREAS, 'read');
  return typeof need.area === 'string'
    ? can(access, need.area, 'read')
    : canAny(access, need.area, 'read');
}

/** The menu as `access` may see it: entries without permission go, and so do emptied groups. */
export function visibleMenu(entries: readonly MenuEntry[], access: AccessContext): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (isAllowed(access, entry.need)) visible.push(entry);
      continue;
    }
    const children = visibleMenu(entry.children, access);
    if (children.length > 0) visible.push({ ...entry, children });
  }
  return visible;
}

/** Every link of a (filtered) menu, depth first: what the tests and the search read. */
export function menuLinks(entries: readonly MenuEntry[]): MenuLink[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : menuLinks(entry.children)));
}

/** Whether `pathname` is the link's screen or one under it (details, tabs). */
export function isActiveRoute(route: string, pathname: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

/** Whether the group holds the screen at `pathname`, at any depth. */
export function holdsRoute(entry: MenuEntry, pathname: string): boolean {
  return entry.kind === 'link'
    ? isActiveRoute(entry.route, pathname)
    : entry.children.some((child) => holdsRoute(child, pathname));
}
