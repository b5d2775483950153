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
import { entityPermissions } from '#src/contracts/entity-permissions';
import { group, permittedLink } from './menu-entry-builders';

/**
 * The catalog tree of spec section 2 ("Side menu"), in its order, with the routes of the
 * catalog routes section. Who sees an entry is its entity's permission (section 6), the one its
 * endpoints take. The screens still to come (address program, questionnaires) join with their
 * routes.
 */
export const catalogMenu = group('catalog', msg`Справочники`, IconBooks, [
  permittedLink('clients', msg`Клиенты`, '/clients', IconBriefcase, entityPermissions.clients),
  permittedLink('projects', msg`Проекты`, '/projects', IconFolders, entityPermissions.projects),
  group('outlets', msg`Торговые точки`, IconBuildingStore, [
    permittedLink(
      'project-outlets',
      msg`Точки проекта`,
      '/catalog/outlets',
      IconMapPin,
      entityPermissions.project_outlets,
    ),
    permittedLink(
      'reference-outlets',
      msg`Эталонные точки`,
      '/catalog/reference-outlets',
      IconMapPinStar,
      entityPermissions.outlets,
    ),
  ]),
  permittedLink('team', msg`Команда`, '/team', IconUsers, entityPermissions.team),
  group('org-structure', msg`Оргструктура`, IconSitemap, [
    permittedLink(
      'cities',
      msg`Города`,
      '/catalog/cities',
      IconBuildingCommunity,
      entityPermissions.cities,
    ),
    permittedLink(
      'territories',
      msg`Территории`,
      '/catalog/territories',
      IconMap,
      entityPermissions.territories,
    ),
    permittedLink(
      'branches',
      msg`Филиалы`,
      '/catalog/branches',
      IconBuilding,
      entityPermissions.branches,
    ),
    permittedLink(
      'regions',
      msg`Регионы`,
      '/catalog/regions',
      IconWorld,
      entityPermissions.regions,
    ),
    permittedLink(
      'retails',
      msg`Сети`,
      '/catalog/retails',
      IconBuildingWarehouse,
      entityPermissions.retails,
    ),
    permittedLink(
      'outlet-types',
      msg`Типы точек`,
      '/catalog/types',
      IconCategory,
      entityPermissions.outlet_types,
    ),
    permittedLink(
      'networks',
      msg`Сети проекта`,
      '/networks',
      IconShoppingCart,
      entityPermissions.project_retails,
    ),
    permittedLink('positions', msg`Должности`, '/positions', IconId, entityPermissions.positions),
    permittedLink(
      'project-positions',
      msg`Должности проекта`,
      '/project-positions',
      IconIdBadge2,
      entityPermissions.project_positions,
    ),
  ]),
  permittedLink('users', msg`Пользователи`, '/users', IconUserCog, entityPermissions.users),
  permittedLink(
    'planograms',
    msg`Планограммы`,
    '/planograms',
    IconLayoutBoardSplit,
    entityPermissions.planograms,
  ),
  group('products', msg`Продукция`, IconPackage, [
    permittedLink('product-list', msg`Товары`, '/products', IconBarcode, entityPermissions.sku),
    permittedLink(
      'product-categories',
      msg`Категории товаров`,
      '/product-categories',
      IconCategory2,
      entityPermissions.sku_categories,
    ),
    permittedLink(
      'product-groups',
      msg`Группы товаров`,
      '/product-groups',
      IconStack2,
      entityPermissions.sku_groups,
    ),
    permittedLink('brands', msg`Бренды`, '/brands', IconTag, entityPermissions.sku_brands),
    permittedLink(
      'manufacturers',
      msg`Производители`,
      '/manufacturers',
      IconBuildingFactory2,
      entityPermissions.sku_manufacturers,
    ),
  ]),
  group('matrix', msg`Матрицы`, IconTable, [
    permittedLink(
      'matrixes',
      msg`Ассортиментные матрицы`,
      '/matrixes',
      IconTable,
      entityPermissions.matrices,
    ),
    permittedLink('workflows', msg`Процессы`, '/workflows', IconRoute, entityPermissions.workflows),
    permittedLink('actions', msg`Действия`, '/actions', IconListCheck, entityPermissions.actions),
  ]),
]);
