import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RESTORED_VISIT_STATUSES, type RestoredVisitCreate } from '#src/contracts/restored-visits';
import { momentOf } from '#src/lib/dates';

export type RestoredStatus = (typeof RESTORED_VISIT_STATUSES)[number];

export interface RestoredCopyValues {
  /** `YYYY-MM-DD`. */
  visit_date: string | null;
  user_id: string | null;
  /** `HH:mm` on that day. */
  start: string;
  end: string;
  status: RestoredStatus;
}

export const restoredCopyMessages = {
  required: msg`Поле обязательно для заполнения`,
  startAfterEnd: msg`Начало визита не может быть позже окончания`,
  createFailed: msg`Ошибка при создании визита`,
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's errors by field (spec section 5), empty when it may be sent. */
export function restoredCopyErrors(
  values: RestoredCopyValues,
): Partial<Record<keyof RestoredCopyValues, MessageDescriptor>> {
  const errors: Partial<Record<keyof RestoredCopyValues, MessageDescriptor>> = {};
  if (!values.visit_date) errors.visit_date = restoredCopyMessages.required;
  if (!values.user_id) errors.user_id = restoredCopyMessages.required;
  if (!TIME.test(values.start)) errors.start = restoredCopyMessages.required;
  if (!TIME.test(values.end)) errors.end = restoredCopyMessages.required;
  if (!errors.start && !errors.end && values.start > values.end) {
    errors.end = restoredCopyMessages.startAfterEnd;
  }
  return errors;
}

/** The request body: the times on the chosen day, in the browser's zone, with its offset. */
export function restoredCopyBody(values: RestoredCopyValues): RestoredVisitCreate {
  const day = values.visit_date ?? '';
  return {
    visit_date: day,
    user_id: Number(values.user_id),
    planned_start: momentOf(day, values.start),
    planned_end: momentOf(day, values.end),
    status: values.status,
  };
}

export const restoredStatusOrder: readonly RestoredStatus[] = RESTORED_VISIT_STATUSES;
