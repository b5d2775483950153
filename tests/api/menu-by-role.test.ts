import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '#src/access/can';
import { toAccessContext } from '#src/access/get-my-permissions';
import type { MyPermissions } from '#src/contracts/access';
import { visibleMenu } from '#src/features/shell/menu/filter-menu';
import { portalMenu } from '#src/features/shell/menu/menu-items';
import type { MenuEntry } from '#src/features/shell/menu/menu-types';
import { catalogScreens } from '#src/test-support/route-table';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

const MENU = portalMenu(catalogScreens());

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** The role's access as the portal builds it from the server's answer (all their projects). */
async function accessOf(login: string) {
  const reply = await test.app.inject({
    method: 'POST',
    url: '/svc/main/settings/my_permissions/',
    headers: await bearerFor(test, login),
    payload: { project_ids: [] },
  });
  expect(reply.statusCode).toBe(200);
  return toAccessContext(reply.json<MyPermissions>());
}

/** Every entry's Russian label, groups before their children, in menu order. */
const labelsOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => [
    entry.label.message ?? entry.label.id,
    ...(entry.kind === 'group' ? labelsOf(entry.children) : []),
  ]);

// The seed's grants (server/seed/data/permissions.ts), the same in every project; every staff
// role also has user_notifications and support_requests_list.
// biome-ignore format: one line per menu group reads like the menu
const ADMINISTRATOR = [
  'Лента визитов', 'Проверка визитов', 'График визитов',
  'Справочники', 'Клиенты', 'Проекты',
  'Торговые точки', 'Точки проекта', 'Эталонные точки',
  'Команда',
  'Оргструктура', 'Города', 'Территории', 'Филиалы', 'Регионы', 'Сети', 'Типы точек',
  'Сети проекта', 'Должности', 'Должности проекта',
  'Пользователи', 'Планограммы',
  'Продукция', 'Товары', 'Категории товаров', 'Группы товаров', 'Бренды', 'Производители',
  'Матрицы', 'Ассортиментные матрицы', 'Процессы', 'Действия',
  'Отчёты', 'Фотоотчёт', 'Журнал импорта', 'Журнал выгрузок',
  'Обращения в поддержку',
];
/** client: feeds read, their reports and photo reports; no catalog at all. */
const CLIENT = ['Лента визитов', 'Отчёты', 'Фотоотчёт', 'Обращения в поддержку'];
/** check_manager: the checker screen by role; feeds and photo reports by settings; reports. */
const CHECK_MANAGER = [
  'Лента визитов',
  'Проверка визитов',
  'Отчёты',
  'Фотоотчёт',
  'Обращения в поддержку',
];

describe('the side menu of each demo role, by the rights the server gives', () => {
  it.each([
    ['administrator', ADMINISTRATOR],
    ['client', CLIENT],
    ['check_manager', CHECK_MANAGER],
  ])('shows %s exactly the entries their rights allow', async (login, expected) => {
    const access = await accessOf(login);
    expect(labelsOf(visibleMenu(MENU, access))).toEqual(expected);
    // The notifications link beside the menu is theirs too (support and sign-out are everyone's).
    expect(can(access, 'user_notifications', 'read')).toBe(true);
  });

  it('shows the administrator the whole menu', async () => {
    expect(visibleMenu(MENU, await accessOf('administrator'))).toEqual(MENU);
  });
});
