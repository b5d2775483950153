import type { VISIT_STATUSES } from './enums';

/**
 * A visit status in Russian words, as the server writes it where no screen names it (reports,
 * the statuses catalog). The portal's screens name statuses through their translations.
 */
export const VISIT_STATUS_NAMES: Record<(typeof VISIT_STATUSES)[number], string> = {
  new: 'Новый',
  in_progress: 'В работе',
  completed: 'Выполнен',
  planned: 'Запланирован',
  not_completed: 'Не выполнен',
};
