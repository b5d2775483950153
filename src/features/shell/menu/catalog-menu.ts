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
import { actionEndpoints } from '#src/contracts/catalog/actions';
import { branchEndpoints } from '#src/contracts/catalog/branches';
import { cityEndpoints } from '#src/contracts/catalog/cities';
import { clientEndpoints } from '#src/contracts/catalog/clients';
import { matrixEndpoints } from '#src/contracts/catalog/matrices';
import { outletTypeEndpoints } from '#src/contracts/catalog/outlet-types';
import { outletEndpoints } from '#src/contracts/catalog/outlets';
import { planogramEndpoints } from '#src/contracts/catalog/planograms';
import { positionEndpoints } from '#src/contracts/catalog/positions';
import { projectOutletEndpoints } from '#src/contracts/catalog/project-outlets';
import { projectPositionEndpoints } from '#src/contracts/catalog/project-positions';
import { projectRetailEndpoints } from '#src/contracts/catalog/project-retails';
import { projectEndpoints } from '#src/contracts/catalog/projects';
import { regionEndpoints } from '#src/contracts/catalog/regions';
import { retailEndpoints } from '#src/contracts/catalog/retails';
import { skuEndpoints } from '#src/contracts/catalog/sku';
import { skuBrandEndpoints } from '#src/contracts/catalog/sku-brands';
import { skuCategoryEndpoints } from '#src/contracts/catalog/sku-categories';
import { skuGroupEndpoints } from '#src/contracts/catalog/sku-groups';
import { skuManufacturerEndpoints } from '#src/contracts/catalog/sku-manufacturers';
import { territoryEndpoints } from '#src/contracts/catalog/territories';
import { workflowEndpoints } from '#src/contracts/catalog/workflows';
import { teamEndpoints, userEndpoints } from '#src/contracts/users';
import { endpointsLink, group } from './menu-entry-builders';

/**
 * The catalog tree of spec section 2 ("Side menu"), in its order, with the routes of the
 * catalog routes section. Who sees an entry is its entity's endpoints' permission (section 6).
 * The screens still to come (address program, questionnaires) join with their routes.
 */
export const catalogMenu = group('catalog', msg`Справочники`, IconBooks, [
  endpointsLink('clients', msg`Клиенты`, '/clients', IconBriefcase, clientEndpoints),
  endpointsLink('projects', msg`Проекты`, '/projects', IconFolders, projectEndpoints),
  group('outlets', msg`Торговые точки`, IconBuildingStore, [
    endpointsLink(
      'project-outlets',
      msg`Точки проекта`,
      '/catalog/outlets',
      IconMapPin,
      projectOutletEndpoints,
    ),
    endpointsLink(
      'reference-outlets',
      msg`Эталонные точки`,
      '/catalog/reference-outlets',
      IconMapPinStar,
      outletEndpoints,
    ),
  ]),
  endpointsLink('team', msg`Команда`, '/team', IconUsers, teamEndpoints),
  group('org-structure', msg`Оргструктура`, IconSitemap, [
    endpointsLink('cities', msg`Города`, '/catalog/cities', IconBuildingCommunity, cityEndpoints),
    endpointsLink(
      'territories',
      msg`Территории`,
      '/catalog/territories',
      IconMap,
      territoryEndpoints,
    ),
    endpointsLink('branches', msg`Филиалы`, '/catalog/branches', IconBuilding, branchEndpoints),
    endpointsLink('regions', msg`Регионы`, '/catalog/regions', IconWorld, regionEndpoints),
    endpointsLink('retails', msg`Сети`, '/catalog/retails', IconBuildingWarehouse, retailEndpoints),
    endpointsLink(
      'outlet-types',
      msg`Типы точек`,
      '/catalog/types',
      IconCategory,
      outletTypeEndpoints,
    ),
    endpointsLink(
      'networks',
      msg`Сети проекта`,
      '/networks',
      IconShoppingCart,
      projectRetailEndpoints,
    ),
    endpointsLink('positions', msg`Должности`, '/positions', IconId, positionEndpoints),
    endpointsLink(
      'project-positions',
      msg`Должности проекта`,
      '/project-positions',
      IconIdBadge2,
      projectPositionEndpoints,
    ),
  ]),
  endpointsLink('users', msg`Пользователи`, '/users', IconUserCog, userEndpoints),
  endpointsLink(
    'planograms',
    msg`Планограммы`,
    '/planograms',
    IconLayoutBoardSplit,
    planogramEndpoints,
  ),
  group('products', msg`Продукция`, IconPackage, [
    endpointsLink('product-list', msg`Товары`, '/products', IconBarcode, skuEndpoints),
    endpointsLink(
      'product-categories',
      msg`Категории товаров`,
      '/product-categories',
      IconCategory2,
      skuCategoryEndpoints,
    ),
    endpointsLink(
      'product-groups',
      msg`Группы товаров`,
      '/product-groups',
      IconStack2,
      skuGroupEndpoints,
    ),
    endpointsLink('brands', msg`Бренды`, '/brands', IconTag, skuBrandEndpoints),
    endpointsLink(
      'manufacturers',
      msg`Производители`,
      '/manufacturers',
      IconBuildingFactory2,
      skuManufacturerEndpoints,
    ),
  ]),
  group('matrix', msg`Матрицы`, IconTable, [
    endpointsLink('matrixes', msg`Ассортиментные матрицы`, '/matrixes', IconTable, matrixEndpoints),
    endpointsLink('workflows', msg`Процессы`, '/workflows', IconRoute, workflowEndpoints),
    endpointsLink('actions', msg`Действия`, '/actions', IconListCheck, actionEndpoints),
  ]),
]);
