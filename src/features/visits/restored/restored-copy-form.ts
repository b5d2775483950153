import { msg } from '@lingui/core/macro';
import { RESTORED_VISIT_STATUSES, type RestoredVisitCreate } from '#src/contracts/restored-visits';
import { momentOf } from '#src/lib/dates';
import { validationMessages } from '#src/lib/validation-messages';

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
  startAfterEnd: msg`Начало визита не может быть позже окончания`,
  createFailed: msg`Ошибка при создании визита`,
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The request body: the times on the chosen day, in the browser's zone, with its offset. What is
 * not chosen yet is left out, for the contract to name.
 */
export function restoredCopyBody(values: RestoredCopyValues): Partial<RestoredVisitCreate> {
  const day = values.visit_date ?? '';
  const on = (time: string) => (day && TIME.test(time) ? momentOf(day, time) : undefined);
  return {
    visit_date: day,
    user_id: values.user_id ? Number(values.user_id) : undefined,
    planned_start: on(values.start),
    planned_end: on(values.end),
    status: values.status,
  };
}

/** The moments' errors are the time fields'; without a day, the day's error says it all. */
export function restoredCopyField(path: string, values: RestoredCopyValues): string {
  const field = { planned_start: 'start', planned_end: 'end' }[path];
  if (!field) return path;
  return values.visit_date ? field : 'visit_date';
}

/** What the contract cannot say: a time typed, and the start not after the end (spec section 5). */
export function restoredCopyChecks(values: RestoredCopyValues) {
  const start = TIME.test(values.start);
  const end = TIME.test(values.end);
  return {
    start: start ? null : validationMessages.required,
    end: !end
      ? validationMessages.required
      : start && values.start > values.end
        ? restoredCopyMessages.startAfterEnd
        : null,
  };
}

export const restoredStatusOrder: readonly RestoredStatus[] = RESTORED_VISIT_STATUSES;
