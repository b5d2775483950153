import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The screen's title: the browser tab shows "{title} — SFA Портал". Set it in the route's
     * `staticData`; the deepest route that has one wins. Every route that shows a screen has one
     * (screen-titles.test.ts).
     */
    title?: MessageDescriptor;
  }
}

/**
 * The browser tab's title of every screen, for the routes' `staticData.title`:
 * `staticData: { title: screenTitles.feed }`. Spec section 2 names some ("Screen titles seen");
 * the rest are the screens' headings or their menu entries.
 */
export const screenTitles = {
  signIn: msg`Вход в портал`,
  portalChoice: msg`Выбор портала`,
  accessDenied: msg`Нет доступа`,
  privacyPolicy: msg`Политика конфиденциальности`,
  home: msg`Главная`,
  profile: msg`Профиль`,
  feed: msg`Лента визитов`,
  visit: msg`Визит`,
  visitSchedule: msg`График визитов`,
  newTask: msg`Новое задание`,
  restoredVisits: msg`Восстановленные визиты`,
  restoredVisitCopy: msg`Восстановление визита`,
  downloadPhotos: msg`Скачать фото`,
  projectOutlet: msg`Торговая точка`,
  referenceOutlet: msg`Эталонная точка`,
  referenceOutletOutlets: msg`Торговые точки эталонной точки`,
  newReferenceOutlet: msg`Новая эталонная точка`,
  project: msg`Проект`,
  newProject: msg`Новый проект`,
  teamMember: msg`Сотрудник`,
  newTeamMember: msg`Новый сотрудник`,
  user: msg`Пользователь`,
  projectPosition: msg`Должность проекта`,
  projectPositionHistory: msg`История должности проекта`,
  newProjectPosition: msg`Новая должность проекта`,
  planogram: msg`Планограмма`,
  planogramOutlets: msg`Торговые точки планограммы`,
  newPlanogram: msg`Новая планограмма`,
  product: msg`Товар`,
  newProduct: msg`Новый товар`,
  workflow: msg`Процесс`,
  newWorkflow: msg`Новый процесс`,
  matrix: msg`Матрица`,
  matrixRules: msg`Правила назначения матрицы`,
  newMatrix: msg`Новая матрица`,
  projectOutletMatrix: msg`Матрица торговой точки`,
  notifications: msg`Уведомления`,
  supportRequests: msg`Обращения в поддержку`,
  importJournal: msg`Журнал импорта`,
  importProcess: msg`Импорт`,
  reports: msg`Отчёты`,
  exportDetail: msg`Выгрузка`,
  photoReport: msg`Фотоотчёт`,
  exportsJournal: msg`Журнал выгрузок`,
  outbox: msg`Неотправленные записи`,
} satisfies Record<string, MessageDescriptor>;
