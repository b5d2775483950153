import { msg } from '@lingui/core/macro';
import { IconBooks } from '@tabler/icons-react';
import { type CatalogScreenAt, catalogMenuGroups } from '#src/resources/catalog-screens';
import { group, screenLink } from './menu-entry-builders';
import type { MenuEntry, MenuLink } from './menu-types';

type GroupId = keyof typeof catalogMenuGroups;

/**
 * The catalog tree of spec section 2 ("Side menu"), built from the catalog screens the route files
 * declare, in their order (src/resources/catalog-screens.ts): a screen's entry sits in its folder,
 * and a folder where its first screen is. The screens still to come (address program,
 * questionnaires) join with their routes.
 */
function catalogTree(screens: readonly CatalogScreenAt[]): MenuEntry[] {
  const tree: (MenuEntry | GroupId)[] = [];
  const folders = new Map<GroupId, MenuLink[]>();
  for (const screen of screens) {
    const link = screenLink(screen);
    if (!screen.group) {
      tree.push(link);
      continue;
    }
    const folder = folders.get(screen.group);
    if (folder) folder.push(link);
    else {
      folders.set(screen.group, [link]);
      tree.push(screen.group);
    }
  }
  return tree.map((entry) => {
    if (typeof entry !== 'string') return entry;
    const { label, icon } = catalogMenuGroups[entry];
    return group(entry, label, icon, folders.get(entry) ?? []);
  });
}

export const catalogMenu = (screens: readonly CatalogScreenAt[]) =>
  group('catalog', msg`Справочники`, IconBooks, catalogTree(screens));
