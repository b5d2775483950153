import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PROCESS_STATUSES } from '#src/contracts/enums';

export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

/** The spec's generic statuses as a support ticket shows them. */
export const processStatusLabels: Record<ProcessStatus, MessageDescriptor> = {
  pending: msg`Ожидает`,
  in_progress: msg`В работе`,
  completed: msg`Завершено`,
  completed_with_errors: msg`Завершено с ошибками`,
  cancelled: msg`Отменено`,
  done: msg`Выполнено`,
  approved: msg`Одобрено`,
};
