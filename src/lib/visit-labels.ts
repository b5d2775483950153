import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VISIT_STATUSES, VISIT_TYPES } from '#src/contracts/enums';

export type VisitStatus = (typeof VISIT_STATUSES)[number];
export type VisitType = (typeof VISIT_TYPES)[number];

/** Spec section 4, "Visit status". */
export const visitStatusLabels: Record<VisitStatus, MessageDescriptor> = {
  new: msg`Новый`,
  in_progress: msg`В работе`,
  completed: msg`Выполнен`,
  planned: msg`Запланирован`,
  not_completed: msg`Не выполнен`,
};

/** Badge colours: done green, failed red, under way blue, not started grey. */
export const visitStatusColors: Record<VisitStatus, string> = {
  new: 'gray',
  in_progress: 'blue',
  completed: 'green',
  planned: 'violet',
  not_completed: 'red',
};

export const visitTypeLabels: Record<VisitType, MessageDescriptor> = {
  visit: msg`Визит`,
  joint_tour: msg`Совместный объезд`,
  audit: msg`Аудит`,
  instant_merch: msg`Мгновенный мерчандайзинг`,
};
