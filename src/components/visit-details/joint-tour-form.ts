import { msg } from '@lingui/core/macro';
import type { JointTourCreate } from '#src/contracts/visits';
import { toMoment } from '#src/lib/dates';

/** Spec section 5: the same words as the server's refusal. */
const startAfterEndText = msg`Начало визита не может быть позже окончания`;

/** The modal's two pickers, as they hold a moment: `YYYY-MM-DD HH:mm:ss` in the browser's zone. */
export interface JointTourValues {
  start: string | null;
  end: string | null;
}

/** The call's body: each moment with the browser's offset; one not picked is left out. */
export const jointTourRequest = (values: JointTourValues): Partial<JointTourCreate> => ({
  ...(values.start ? { planned_start: toMoment(values.start) } : {}),
  ...(values.end ? { planned_end: toMoment(values.end) } : {}),
});

export const jointTourFields = { planned_start: 'start', planned_end: 'end' };

/** The contract takes each moment alone; their order is the form's rule, on the end. */
export const jointTourChecks = (values: JointTourValues) => {
  const { planned_start: from, planned_end: to } = jointTourRequest(values);
  return { end: from && to && Date.parse(from) > Date.parse(to) ? startAfterEndText : null };
};
