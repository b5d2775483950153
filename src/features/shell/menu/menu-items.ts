import { msg } from '@lingui/core/macro';
import {
  IconCalendarTime,
  IconClipboardCheck,
  IconFileExport,
  IconFileImport,
  IconListDetails,
  IconMessageQuestion,
  IconPhoto,
  IconReportAnalytics,
} from '@tabler/icons-react';
import type { CatalogScreenAt } from '#src/resources/catalog-screens';
import { catalogMenu } from './catalog-menu';
import { areaLink, everyoneLink, rightLink } from './menu-entry-builders';
import type { MenuEntry } from './menu-types';

/**
 * The side menu of spec section 2, as data: what each entry is called, where it leads, its icon
 * and what it needs. Filtered through the permission context by `visibleMenu`; the
 * notifications link, the support entry and the exit button are the shell's own.
 *
 * Only screens that exist have an entry (a `route` is a registered route, menu-routes.test.ts):
 * the spec's other entries (tasks, crowd feed, distributions, settings) join
 * the menu with their screens. The reports are every portal user's (what each may export is
 * checked per list by the export service); the exports journal is the administrator's
 * (spec section 6). The catalog's entries are the
 * screens its route files declare (`catalogScreensOf(router.routesById)`).
 */
export const portalMenu = (catalog: readonly CatalogScreenAt[]): readonly MenuEntry[] => [
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
  catalogMenu(catalog),
  everyoneLink('reports', msg`Отчёты`, '/reports/reports', IconReportAnalytics),
  areaLink('photo-report', msg`Фотоотчёт`, '/reports/photo-report', IconPhoto, 'photo_reports'),
  areaLink('import-journal', msg`Журнал импорта`, '/import-journal', IconFileImport, 'imports'),
  rightLink(
    'exports-journal',
    msg`Журнал выгрузок`,
    '/exports-journal',
    IconFileExport,
    'admin_only',
  ),
  areaLink(
    'support-requests',
    msg`Обращения в поддержку`,
    '/support-requests',
    IconMessageQuestion,
    'support_requests_list',
  ),
];
