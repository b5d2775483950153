import type { MessageDescriptor } from '@lingui/core';
import type { Icon } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import type { DerivedRight } from '#src/access/derived-rights';
import type { PermissionArea } from '#src/access/permission-values';

/**
 * What an entry needs to be shown: read on an area (any of several), in the selected projects
 * (spec section 6: a screen is visible with READ, CREATE or UPDATE), a role-derived right, or
 * read on any area: a portal user's (the screen checks its rows itself, as the reports do).
 */
export type MenuNeed =
  | { area: PermissionArea | readonly PermissionArea[]; right?: undefined }
  | { right: DerivedRight; area?: undefined }
  | { everyone: true; area?: undefined; right?: undefined };

/** A screen's path as registered in the router, without parameters: what a menu entry opens. */
export type ScreenPath = Exclude<NonNullable<LinkProps['to']>, '.' | '..' | `${string}$${string}`>;

export interface MenuLink {
  kind: 'link';
  /** Stable, for keys and tests. */
  id: string;
  label: MessageDescriptor;
  /**
   * The screen's path from spec section 2, typed as a registered route: a screen that does not
   * exist yet cannot have an entry (the unknown-route rule would send it to /sfa without a word).
   */
  route: ScreenPath;
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
