import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { entityPermissions } from '#src/contracts/entity-permissions';

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
}

/**
 * Every catalog list screen, by its menu entry's id: written once for the menu (which adds the
 * icon and the place in its tree), the route's title and the resource's label.
 */
export const catalogScreens = {
  clients: { path: '/clients', entity: 'clients', label: msg`Клиенты` },
  projects: { path: '/projects', entity: 'projects', label: msg`Проекты` },
  'project-outlets': {
    path: '/catalog/outlets',
    entity: 'project_outlets',
    label: msg`Торговые точки проекта`,
    menuLabel: msg`Точки проекта`,
  },
  'reference-outlets': {
    path: '/catalog/reference-outlets',
    entity: 'outlets',
    label: msg`Эталонные точки`,
  },
  team: { path: '/team', entity: 'team', label: msg`Команда` },
  cities: { path: '/catalog/cities', entity: 'cities', label: msg`Города` },
  territories: { path: '/catalog/territories', entity: 'territories', label: msg`Территории` },
  branches: { path: '/catalog/branches', entity: 'branches', label: msg`Филиалы` },
  regions: { path: '/catalog/regions', entity: 'regions', label: msg`Регионы` },
  retails: { path: '/catalog/retails', entity: 'retails', label: msg`Сети` },
  'outlet-types': { path: '/catalog/types', entity: 'outlet_types', label: msg`Типы точек` },
  networks: { path: '/networks', entity: 'project_retails', label: msg`Сети проекта` },
  positions: { path: '/positions', entity: 'positions', label: msg`Должности` },
  'project-positions': {
    path: '/project-positions',
    entity: 'project_positions',
    label: msg`Должности проекта`,
  },
  users: { path: '/users', entity: 'users', label: msg`Пользователи` },
  planograms: { path: '/planograms', entity: 'planograms', label: msg`Планограммы` },
  'product-list': { path: '/products', entity: 'sku', label: msg`Товары` },
  'product-categories': {
    path: '/product-categories',
    entity: 'sku_categories',
    label: msg`Категории товаров`,
  },
  'product-groups': {
    path: '/product-groups',
    entity: 'sku_groups',
    label: msg`Группы товаров`,
  },
  brands: { path: '/brands', entity: 'sku_brands', label: msg`Бренды` },
  manufacturers: {
    path: '/manufacturers',
    entity: 'sku_manufacturers',
    label: msg`Производители`,
  },
  matrixes: { path: '/matrixes', entity: 'matrices', label: msg`Ассортиментные матрицы` },
  workflows: { path: '/workflows', entity: 'workflows', label: msg`Процессы` },
  actions: { path: '/actions', entity: 'actions', label: msg`Действия` },
} as const satisfies Record<string, CatalogScreen>;

export type CatalogScreenId = keyof typeof catalogScreens;
