import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EXPORT_STATUSES } from '#src/contracts/enums';

export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Spec section 4's export statuses as the reports screen and the journal say them. */
export const exportStatusLabels: Record<ExportStatus, MessageDescriptor> = {
  new: msg`Формируется`,
  completed: msg`Готово`,
  not_performed: msg`Не выполнено`,
};

export const exportStatusColors: Record<ExportStatus, string> = {
  new: 'blue',
  completed: 'green',
  not_performed: 'red',
};
