import {
  setting_categories,
  setting_options,
  setting_values,
  settings,
  user_settings,
} from '#server/db/schema/index';
import { SETTING_RIGHTS } from '#src/contracts/enums';
import { insertAll, insertIds, type SeedContext } from './context';
import type { OrgRefs } from './seed-org';
import type { UserRefs } from './seed-users';

const CATEGORIES = [
  { code: 'visits', name: 'Визиты' },
  { code: 'photo', name: 'Фото' },
  { code: 'access', name: 'Доступ' },
  { code: 'client', name: 'Клиентский доступ' },
  { code: 'interface', name: 'Интерфейс' },
];
const RIGHT_NAMES = ['Нет доступа', 'Чтение', 'Изменение', 'Удаление', 'Создание'];

type SettingSeed = Omit<typeof settings.$inferInsert, 'category_id'> & {
  category: string;
  /** Per-project values, by project index. */
  perProject?: string[];
};

const SETTINGS: SettingSeed[] = [
  {
    code: 'allowed_distance_to_outlet',
    name: 'Допустимое расстояние до точки при начале визита',
    category: 'visits',
    value_type: 'number',
    unit: 'м',
    default_value: '500',
    perProject: ['300', '500', '1000', '500'],
  },
  {
    code: 'days_past_available_client',
    name: 'Количество прошедших дней, доступных клиенту',
    category: 'client',
    value_type: 'number',
    unit: 'дн.',
    default_value: '30',
    perProject: ['14', '30', '7', '14'],
  },
  {
    code: 'min_visit_duration',
    name: 'Минимальная длительность визита',
    category: 'visits',
    value_type: 'number',
    unit: 'мин',
    default_value: '10',
  },
  {
    code: 'allow_visit_without_geo',
    name: 'Разрешить визиты без геопроверки',
    category: 'visits',
    value_type: 'boolean',
    default_value: 'false',
  },
  {
    code: 'photo_from_gallery',
    name: 'Разрешить загрузку фото из галереи',
    category: 'photo',
    value_type: 'boolean',
    default_value: 'false',
    perProject: ['false', 'true', 'false', 'false'],
  },
  {
    code: 'photo_min_count',
    name: 'Минимальное число фото за визит',
    category: 'photo',
    value_type: 'number',
    unit: 'шт.',
    default_value: '1',
  },
  {
    code: 'photo_max_side',
    name: 'Наибольшая сторона фото при отправке с устройства',
    category: 'photo',
    value_type: 'number',
    unit: 'px',
    default_value: '1600',
    perProject: ['1600', '1600', '1280', '1600'],
  },
  {
    code: 'photo_quality',
    name: 'Качество JPEG фото при отправке с устройства',
    category: 'photo',
    value_type: 'number',
    unit: '%',
    default_value: '80',
  },
  {
    code: 'restored_visits_access',
    name: 'Доступ к восстановленным визитам',
    category: 'access',
    value_type: 'rights',
    default_value: 'read',
  },
  {
    code: 'visit_delete_access',
    name: 'Удаление визитов',
    category: 'access',
    value_type: 'rights',
    default_value: 'no_access',
  },
  {
    code: 'feed_page_size',
    name: 'Визитов на странице ленты',
    category: 'interface',
    value_type: 'number',
    default_value: '50',
    is_user_level: true,
  },
  {
    code: 'show_manager_filter',
    name: 'Показывать фильтр по менеджерам',
    category: 'interface',
    value_type: 'boolean',
    default_value: 'true',
    is_user_level: true,
  },
];

export async function seedSettings(
  ctx: SeedContext,
  org: OrgRefs,
  people: UserRefs,
): Promise<number> {
  const { db } = ctx;
  const categoryIds = await insertIds(
    db,
    setting_categories,
    CATEGORIES.map((c, sort) => ({ ...c, sort })),
  );
  const categoryOf = (code: string) => categoryIds[CATEGORIES.findIndex((c) => c.code === code)];
  const settingIds = await insertIds(
    db,
    settings,
    SETTINGS.map(({ category, perProject: _values, ...s }, sort) => ({
      ...s,
      category_id: categoryOf(category),
      sort,
    })),
  );
  const options = SETTINGS.flatMap((s, i) =>
    s.value_type === 'rights'
      ? SETTING_RIGHTS.map((code, sort) => ({
          setting_id: settingIds[i],
          code,
          name: RIGHT_NAMES[sort],
          sort,
        }))
      : [],
  );
  await insertAll(db, setting_options, options);
  const values = SETTINGS.flatMap((s, i) => [
    { setting_id: settingIds[i], project_id: null, val: s.default_value },
    ...(s.perProject ?? []).map((val, pi) => ({
      setting_id: settingIds[i],
      project_id: org.projects[pi].id,
      val,
    })),
  ]);
  await insertAll(db, setting_values, values);
  const pageSize = settingIds[SETTINGS.findIndex((s) => s.code === 'feed_page_size')];
  const managerFilter = settingIds[SETTINGS.findIndex((s) => s.code === 'show_manager_filter')];
  await insertAll(db, user_settings, [
    { user_id: people.byLogin.get('administrator') ?? 0, setting_id: pageSize, val: '100' },
    { user_id: people.byLogin.get('analyst') ?? 0, setting_id: pageSize, val: '25' },
    { user_id: people.byLogin.get('client') ?? 0, setting_id: managerFilter, val: 'false' },
  ]);
  return settingIds.length;
}
