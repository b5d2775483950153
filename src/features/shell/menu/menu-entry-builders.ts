import type { MessageDescriptor } from '@lingui/core';
import type { Icon } from '@tabler/icons-react';
import type { DerivedRight } from '#src/access/derived-rights';
import type { PermissionArea } from '#src/access/permission-values';
import type { MenuEntry, MenuGroup, MenuLink, ScreenPath } from './menu-types';

/** A link shown with read on `area` (or on any of several areas). */
export const areaLink = (
  id: string,
  label: MessageDescriptor,
  route: ScreenPath,
  icon: Icon,
  area: PermissionArea | readonly PermissionArea[],
): MenuLink => ({ kind: 'link', id, label, route, icon, need: { area } });

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
