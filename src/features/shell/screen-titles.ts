import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The screen's title: the browser tab shows "{title} — SFA Портал". Set it in the route's
     * `staticData`; the deepest route that has one wins.
     */
    title?: MessageDescriptor;
  }
}

/**
 * Screen titles of spec section 2 ("Screen titles seen"), for the routes' `staticData.title`:
 * `staticData: { title: screenTitles.feed }`.
 */
export const screenTitles = {
  home: msg`Главная`,
  feed: msg`Лента`,
  visitSchedule: msg`График визитов`,
  tasks: msg`Задания`,
  questionnaires: msg`Анкеты`,
  projectOutlets: msg`Торговые точки проекта`,
  projects: msg`Проекты`,
  team: msg`Команда`,
  planograms: msg`Планограммы`,
  reports: msg`Отчёты`,
  downloadPhotos: msg`Скачать фото`,
  restoredVisits: msg`Восстановленные визиты`,
  restoredVisitCopy: msg`Восстановление визита`,
  profile: msg`Профиль`,
} satisfies Record<string, MessageDescriptor>;
