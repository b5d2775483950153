import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type Icon,
  IconBuildingStore,
  IconPackage,
  IconSitemap,
  IconTable,
} from '@tabler/icons-react';
import type { entityPermissions } from '#src/contracts/entity-permissions';

/** The folders of the catalog menu (spec section 2, "Side menu"), each shown where its first screen is. */
export const catalogMenuGroups = {
  outlets: { label: msg`Торговые точки`, icon: IconBuildingStore },
  'org-structure': { label: msg`Оргструктура`, icon: IconSitemap },
  products: { label: msg`Продукция`, icon: IconPackage },
  matrix: { label: msg`Матрицы`, icon: IconTable },
} as const satisfies Record<string, { label: MessageDescriptor; icon: Icon }>;

/**
 * A catalog list screen as the side menu and the browser tab know it, declared by its route file
 * (`staticData: catalogScreen({ … })`): the route tree is in the startup bundle anyway, and the
 * menu is drawn at every signed-in start and must not load some twenty resources and their
 * contracts to name its entries. The route's address is the entry's link.
 */
export interface CatalogScreen {
  /** Whose permission shows it: the name of its endpoints (src/contracts/entity-permissions). */
  entity: keyof typeof entityPermissions;
  /** The screen's name: its title, its menu entry and its list's heading. */
  label: MessageDescriptor;
  /** The menu's text where the title is too long for it. */
  menuLabel?: MessageDescriptor;
  /** Its menu entry's icon. */
  icon: Icon;
  /** The menu folder it sits in; none: directly under "Справочники". */
  group?: keyof typeof catalogMenuGroups;
  /** Its place in the catalog menu (spec section 2): entries go in ascending order. */
  order: number;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A catalog list screen's menu entry (src/resources/catalog-screens.ts). */
    catalog?: CatalogScreen;
  }
}

/** A catalog list route's `staticData`: its title, and its entry in the side menu. */
export const catalogScreen = (screen: CatalogScreen) => ({ title: screen.label, catalog: screen });

/** A catalog screen with the address of the route that declares it. */
export interface CatalogScreenAt extends CatalogScreen {
  path: `/${string}`;
}

interface RouteLike {
  fullPath: string;
  children?: unknown;
  options: { staticData?: { catalog?: CatalogScreen } };
}

/** The catalog screens the route tree declares, in the menu's order. */
export function catalogScreensOf(routes: Iterable<RouteLike>): CatalogScreenAt[] {
  const screens: CatalogScreenAt[] = [];
  for (const route of routes) {
    const screen = route.options.staticData?.catalog;
    if (!screen) continue;
    // The index route of /projects is '/projects/': a link writes '/projects'.
    const path = (route.fullPath.replace(/(.)\/$/, '$1') || '/') as `/${string}`;
    screens.push({ ...screen, path });
  }
  return screens.sort((a, b) => a.order - b.order);
}
