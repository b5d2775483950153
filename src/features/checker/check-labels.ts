import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckResultValue, CheckType } from '#src/contracts/checker';

/** Spec section 9: check types questionnaire, audit, audit manager. */
export const checkTypeLabels: Record<CheckType, MessageDescriptor> = {
  questionnaire: msg`Анкета`,
  audit: msg`Аудит`,
  audit_manager: msg`Аудит менеджера`,
};

export const checkResultLabels: Record<CheckResultValue, MessageDescriptor> = {
  accepted: msg`Принят`,
  rejected: msg`Не принят`,
};

/** The checked sign in words, keyed as the row's boolean reads (the export's labels too). */
export const checkedLabels = { true: msg`Проверен`, false: msg`Не проверен` } as const;

export const checkResultColors: Record<CheckResultValue, string> = {
  accepted: 'green',
  rejected: 'red',
};

/** The screen's title (side menu entry and page). */
export const checkerTitle = msg`Проверка визитов`;
