import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportMode, ImportStatus } from '#src/contracts/imports';

/** The generic statuses of spec section 4 as the journal shows an import's. */
export const importStatusLabels: Record<ImportStatus, MessageDescriptor> = {
  pending: msg`Ожидает`,
  in_progress: msg`Выполняется`,
  completed: msg`Завершён`,
  completed_with_errors: msg`Завершён с ошибками`,
  cancelled: msg`Отменён`,
};

export const importStatusColors: Record<ImportStatus, string> = {
  pending: 'gray',
  in_progress: 'blue',
  completed: 'green',
  completed_with_errors: 'orange',
  cancelled: 'dark',
};

export const importModeLabels: Record<ImportMode, MessageDescriptor> = {
  all_or_nothing: msg`Всё или ничего`,
  valid_rows: msg`Только верные строки`,
};

export const importModeDescriptions: Record<ImportMode, MessageDescriptor> = {
  all_or_nothing: msg`Хотя бы одна ошибка — ничего не записывается`,
  valid_rows: msg`Верные строки записываются, остальные возвращаются файлом ошибок`,
};
