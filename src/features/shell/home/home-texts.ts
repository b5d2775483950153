import { plural } from '@lingui/core/macro';

/** Sentences of the home screen's cards, with the Russian plural forms. */
export const visitsToday = (count: number) =>
  plural(count, {
    one: 'Сегодня # визит',
    few: 'Сегодня # визита',
    many: 'Сегодня # визитов',
    other: 'Сегодня # визита',
  });

export const openTasks = (count: number) =>
  plural(count, {
    one: '# открытое задание',
    few: '# открытых задания',
    many: '# открытых заданий',
    other: '# открытого задания',
  });

export const unreadNotifications = (count: number) =>
  plural(count, {
    0: 'Новых уведомлений нет',
    one: '# непрочитанное уведомление',
    few: '# непрочитанных уведомления',
    many: '# непрочитанных уведомлений',
    other: '# непрочитанного уведомления',
  });
