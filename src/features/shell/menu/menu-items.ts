import { msg } from '@lingui/core/macro';
import {
  IconAdjustments,
  IconCalendarTime,
  IconCategory2,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardList,
  IconFileAnalytics,
  IconFileExport,
  IconFileImport,
  IconListDetails,
  IconMessageQuestion,
  IconPhoto,
  IconSend,
  IconSettings,
  IconUserCog,
  IconUsersGroup,
} from '@tabler/icons-react';
import { catalogMenu } from './catalog-menu';
import { areaLink, group, rightLink } from './menu-entry-builders';
import type { MenuEntry } from './menu-types';

/**
 * The side menu of spec section 2, as data: what each entry is called, where it leads, its icon
 * and what it needs. Filtered through the permission context by `visibleMenu`; the
 * notifications link, the support entry and the exit button are the shell's own.
 */
export const MENU: readonly MenuEntry[] = [
  areaLink('visit-feed', msg`Лента визитов`, '/visit-feed', IconListDetails, 'feeds'),
  // The checker's own screen (spec section 2: checker, head checker or admin).
  rightLink(
    'visit-check',
    msg`Проверка визитов`,
    '/visit-check',
    IconClipboardCheck,
    'checker_screen',
  ),
  areaLink(
    'visit-schedule',
    msg`График визитов`,
    '/visit-schedule',
    IconCalendarTime,
    'visiting_schedule',
  ),
  areaLink('tasks', msg`Задания`, '/tasks', IconClipboardList, 'tasks'),
  areaLink('crowd-feed', msg`Лента краудсорсинга`, '/crowd-feed', IconUsersGroup, 'crowd_feeds'),
  catalogMenu,
  group('reports', msg`Отчётность`, IconChartBar, [
    areaLink('report-list', msg`Отчёты`, '/reports/reports', IconFileAnalytics, 'reports'),
    areaLink('photo-report', msg`Фотоотчёт`, '/reports/photo-report', IconPhoto, 'photo_reports'),
  ]),
  areaLink('import-journal', msg`Журнал импорта`, '/import-journal', IconFileImport, 'imports'),
  rightLink(
    'exports-journal',
    msg`Журнал выгрузок`,
    '/exports-journal',
    IconFileExport,
    'admin_only',
  ),
  areaLink('distributions', msg`Рассылки`, '/distributions', IconSend, 'notifications'),
  areaLink(
    'support-requests',
    msg`Обращения в поддержку`,
    '/support-requests',
    IconMessageQuestion,
    'support_requests_list',
  ),
  group('settings', msg`Настройки`, IconSettings, [
    areaLink('project-settings', msg`Настройки проектов`, '/settings', IconAdjustments, 'settings'),
    areaLink(
      'settings-categories',
      msg`Категории настроек`,
      '/settings-categories',
      IconCategory2,
      'setting_categories',
    ),
    areaLink(
      'user-settings',
      msg`Пользовательские настройки`,
      '/user-settings',
      IconUserCog,
      'user_settings',
    ),
  ]),
];
