import type { MessageDescriptor } from '@lingui/core';
import type { Icon } from '@tabler/icons-react';
import type { DerivedRight } from '../../../access/derived-rights';
import type { PermissionArea } from '../../../access/permission-values';

/**
 * What an entry needs to be shown: read on an area (any of several), in the selected projects
 * (spec section 6: a screen is visible with READ, CREATE or UPDATE), or a role-derived right.
 */
export type MenuNeed =
  | { area: PermissionArea | readonly PermissionArea[]; right?: undefined }
  | { right: DerivedRight; area?: undefined };

export interface MenuLink {
  kind: 'link';
  /** Stable, for keys and tests. */
  id: string;
  label: MessageDescriptor;
  /**
   * The screen's path from spec section 2. A plain string on purpose: most screens have no route
   * file yet, and until they do the unknown-route rule sends these links to /sfa.
   */
  route: string;
  icon: Icon;
  need: MenuNeed;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: MessageDescriptor;
  icon: Icon;
  /** Shown when at least one child is. */
  children: readonly MenuEntry[];
}

export type MenuEntry = MenuLink | MenuGroup;
