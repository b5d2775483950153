import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type Icon,
  IconBarcode,
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
import type { entityPermissions } from '#src/contracts/entity-permissions';

/** The folders of the catalog menu (spec section 2, "Side menu"), each shown where its first screen is. */
export const catalogMenuGroups = {
  outlets: { label: msg`Торговые точки`, icon: IconBuildingStore },
  'org-structure': { label: msg`Оргструктура`, icon: IconSitemap },
  products: { label: msg`Продукция`, icon: IconPackage },
  matrix: { label: msg`Матрицы`, icon: IconTable },
} as const satisfies Record<string, { label: MessageDescriptor; icon: Icon }>;

/**
 * A catalog list screen as the side menu and the browser tab know it, before its resource has
 * loaded: the menu is drawn at every signed-in start and must not load some twenty resources and
 * their contracts to name its entries, so what it needs of each lives here, light.
 */
export interface CatalogScreen {
  /** The address its route file registers (the menu's type checks it is a registered route). */
  path: `/${string}`;
  /** Whose permission shows it: the name of its endpoints (src/contracts/entity-permissions). */
  entity: keyof typeof entityPermissions;
  /** The screen's name: its title, its menu entry and its resource's `label.many`. */
  label: MessageDescriptor;
  /** The menu's text where the title is too long for it. */
  menuLabel?: MessageDescriptor;
  /** Its menu entry's icon. */
  icon: Icon;
  /** The menu folder it sits in; none: directly under "Справочники". */
  group?: keyof typeof catalogMenuGroups;
}

/**
 * Every catalog list screen, by its menu entry's id, in the menu's order: written once for the
 * menu (the entry, its icon, its folder), the route's title and the resource's label. A new screen
 * is one entry here.
 */
export const catalogScreens = {
  clients: { path: '/clients', entity: 'clients', label: msg`Клиенты`, icon: IconBriefcase },
  projects: { path: '/projects', entity: 'projects', label: msg`Проекты`, icon: IconFolders },
  'project-outlets': {
    path: '/catalog/outlets',
    entity: 'project_outlets',
    label: msg`Торговые точки проекта`,
    icon: IconMapPin,
    group: 'outlets',
    menuLabel: msg`Точки проекта`,
  },
  'reference-outlets': {
    path: '/catalog/reference-outlets',
    entity: 'outlets',
    label: msg`Эталонные точки`,
    icon: IconMapPinStar,
    group: 'outlets',
  },
  team: { path: '/team', entity: 'team', label: msg`Команда`, icon: IconUsers },
  cities: {
    path: '/catalog/cities',
    entity: 'cities',
    label: msg`Города`,
    icon: IconBuildingCommunity,
    group: 'org-structure',
  },
  territories: {
    path: '/catalog/territories',
    entity: 'territories',
    label: msg`Территории`,
    icon: IconMap,
    group: 'org-structure',
  },
  branches: {
    path: '/catalog/branches',
    entity: 'branches',
    label: msg`Филиалы`,
    icon: IconBuilding,
    group: 'org-structure',
  },
  regions: {
    path: '/catalog/regions',
    entity: 'regions',
    label: msg`Регионы`,
    icon: IconWorld,
    group: 'org-structure',
  },
  retails: {
    path: '/catalog/retails',
    entity: 'retails',
    label: msg`Сети`,
    icon: IconBuildingWarehouse,
    group: 'org-structure',
  },
  'outlet-types': {
    path: '/catalog/types',
    entity: 'outlet_types',
    label: msg`Типы точек`,
    icon: IconCategory,
    group: 'org-structure',
  },
  networks: {
    path: '/networks',
    entity: 'project_retails',
    label: msg`Сети проекта`,
    icon: IconShoppingCart,
    group: 'org-structure',
  },
  positions: {
    path: '/positions',
    entity: 'positions',
    label: msg`Должности`,
    icon: IconId,
    group: 'org-structure',
  },
  'project-positions': {
    path: '/project-positions',
    entity: 'project_positions',
    label: msg`Должности проекта`,
    icon: IconIdBadge2,
    group: 'org-structure',
  },
  users: { path: '/users', entity: 'users', label: msg`Пользователи`, icon: IconUserCog },
  planograms: {
    path: '/planograms',
    entity: 'planograms',
    label: msg`Планограммы`,
    icon: IconLayoutBoardSplit,
  },
  'product-list': {
    path: '/products',
    entity: 'sku',
    label: msg`Товары`,
    icon: IconBarcode,
    group: 'products',
  },
  'product-categories': {
    path: '/product-categories',
    entity: 'sku_categories',
    label: msg`Категории товаров`,
    icon: IconCategory2,
    group: 'products',
  },
  'product-groups': {
    path: '/product-groups',
    entity: 'sku_groups',
    label: msg`Группы товаров`,
    icon: IconStack2,
    group: 'products',
  },
  brands: {
    path: '/brands',
    entity: 'sku_brands',
    label: msg`Бренды`,
    icon: IconTag,
    group: 'products',
  },
  manufacturers: {
    path: '/manufacturers',
    entity: 'sku_manufacturers',
    label: msg`Производители`,
    icon: IconBuildingFactory2,
    group: 'products',
  },
  matrixes: {
    path: '/matrixes',
    entity: 'matrices',
    label: msg`Ассортиментные матрицы`,
    icon: IconTable,
    group: 'matrix',
  },
  workflows: {
    path: '/workflows',
    entity: 'workflows',
    label: msg`Процессы`,
    icon: IconRoute,
    group: 'matrix',
  },
  actions: {
    path: '/actions',
    entity: 'actions',
    label: msg`Действия`,
    icon: IconListCheck,
    group: 'matrix',
  },
} as const satisfies Record<string, CatalogScreen>;

export type CatalogScreenId = keyof typeof catalogScreens;
