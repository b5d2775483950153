import { msg } from '@lingui/core/macro';
import {
  IconBarcode,
  IconBooks,
  IconBriefcase,
  IconBuilding,
  IconBuildingCommunity,
  IconBuildingFactory2,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCategory,
  IconCategory2,
  IconFolders,
  IconId,
  IconIdBadge2,
  IconLayoutBoardSplit,
  IconListCheck,
  IconMap,
  IconMapPin,
  IconMapPinStar,
  IconPackage,
  IconRoute,
  IconShoppingCart,
  IconSitemap,
  IconStack2,
  IconTable,
  IconTag,
  IconUserCog,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { group, screenLink } from './menu-entry-builders';

/**
 * The catalog tree of spec section 2 ("Side menu"), in its order, with the routes of the
 * catalog routes section. Each entry's path, label and permission are its screen's
 * (src/resources/catalog-screens.ts); the tree adds the icons and the order. The screens still
 * to come (address program, questionnaires) join with their routes.
 */
export const catalogMenu = group('catalog', msg`Справочники`, IconBooks, [
  screenLink('clients', IconBriefcase),
  screenLink('projects', IconFolders),
  group('outlets', msg`Торговые точки`, IconBuildingStore, [
    screenLink('project-outlets', IconMapPin),
    screenLink('reference-outlets', IconMapPinStar),
  ]),
  screenLink('team', IconUsers),
  group('org-structure', msg`Оргструктура`, IconSitemap, [
    screenLink('cities', IconBuildingCommunity),
    screenLink('territories', IconMap),
    screenLink('branches', IconBuilding),
    screenLink('regions', IconWorld),
    screenLink('retails', IconBuildingWarehouse),
    screenLink('outlet-types', IconCategory),
    screenLink('networks', IconShoppingCart),
    screenLink('positions', IconId),
    screenLink('project-positions', IconIdBadge2),
  ]),
  screenLink('users', IconUserCog),
  screenLink('planograms', IconLayoutBoardSplit),
  group('products', msg`Продукция`, IconPackage, [
    screenLink('product-list', IconBarcode),
    screenLink('product-categories', IconCategory2),
    screenLink('product-groups', IconStack2),
    screenLink('brands', IconTag),
    screenLink('manufacturers', IconBuildingFactory2),
  ]),
  group('matrix', msg`Матрицы`, IconTable, [
    screenLink('matrixes', IconTable),
    screenLink('workflows', IconRoute),
    screenLink('actions', IconListCheck),
  ]),
]);
