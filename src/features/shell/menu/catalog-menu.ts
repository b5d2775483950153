import { msg } from '@lingui/core/macro';
import {
  IconBooks,
  IconBriefcase,
  IconBuilding,
  IconBuildingCommunity,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCategory,
  IconFolders,
  IconId,
  IconIdBadge2,
  IconMap,
  IconMapPin,
  IconMapPinStar,
  IconShoppingCart,
  IconSitemap,
  IconUserCog,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { areaLink, group, rightLink } from './menu-entry-builders';

/**
 * The catalog tree of spec section 2 ("Side menu"), in its order, with the routes of the
 * catalog routes section and the permission areas of section 6. Its screens still to come
 * (address program, planograms, questionnaires, products, matrices) join with their routes.
 */
export const catalogMenu = group('catalog', msg`Справочники`, IconBooks, [
  rightLink('clients', msg`Клиенты`, '/clients', IconBriefcase, 'admin_only'),
  areaLink('projects', msg`Проекты`, '/projects', IconFolders, 'projects'),
  group('outlets', msg`Торговые точки`, IconBuildingStore, [
    areaLink(
      'project-outlets',
      msg`Точки проекта`,
      '/catalog/outlets',
      IconMapPin,
      'project_outlets',
    ),
    areaLink(
      'reference-outlets',
      msg`Эталонные точки`,
      '/catalog/reference-outlets',
      IconMapPinStar,
      'outlets',
    ),
  ]),
  areaLink('team', msg`Команда`, '/team', IconUsers, 'team'),
  group('org-structure', msg`Оргструктура`, IconSitemap, [
    areaLink('cities', msg`Города`, '/catalog/cities', IconBuildingCommunity, 'cities'),
    areaLink('territories', msg`Территории`, '/catalog/territories', IconMap, 'territories'),
    areaLink('branches', msg`Филиалы`, '/catalog/branches', IconBuilding, 'branches'),
    areaLink('regions', msg`Регионы`, '/catalog/regions', IconWorld, 'regions'),
    areaLink('retails', msg`Сети`, '/catalog/retails', IconBuildingWarehouse, 'retails'),
    areaLink('outlet-types', msg`Типы точек`, '/catalog/types', IconCategory, 'outlet_types'),
    areaLink('networks', msg`Сети проекта`, '/networks', IconShoppingCart, 'project_retails'),
    areaLink('positions', msg`Должности`, '/positions', IconId, 'positions'),
    areaLink(
      'project-positions',
      msg`Должности проекта`,
      '/project-positions',
      IconIdBadge2,
      'project_positions',
    ),
  ]),
  areaLink('users', msg`Пользователи`, '/users', IconUserCog, 'users'),
]);
