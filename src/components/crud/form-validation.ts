import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ObjectSchema, ResourceField } from './resource-definition';

export const formMessages = {
  required: msg`Поле обязательно для заполнения`,
  fix: msg`Исправьте ошибки, допущенные при заполнении формы`,
  invalid: msg`Неверное значение`,
  tooLong: msg`Слишком длинное значение`,
  tooBig: msg`Слишком большое значение`,
  tooSmall: msg`Слишком маленькое значение`,
};

export type FormValues = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A field the contract does not let be absent. */
export function isRequired(schema: ObjectSchema, key: string): boolean {
  const field = schema.shape[key];
  return Boolean(field) && field._zod.optin !== 'optional';
}

/**
 * The payload the contract is asked with: only its keys, empty text as absent on create and as
 * null on edit (clearing the value), trimmed text (passwords excepted).
 */
export function payloadOf(schema: ObjectSchema, values: FormValues, mode: 'create' | 'edit') {
  const payload: FormValues = {};
  for (const key of Object.keys(schema.shape)) {
    if (!(key in values)) continue;
    const raw = values[key];
    // Passwords are taken exactly as typed: a space may be part of one.
    const value = typeof raw === 'string' && !key.includes('password') ? raw.trim() : raw;
    if (isEmpty(value)) {
      if (mode === 'edit' && !isRequired(schema, key)) payload[key] = null;
    } else payload[key] = value;
  }
  return payload;
}

export interface FormCheck {
  errors: Record<string, string>;
  /** Shown above the buttons when submitting fails. */
  summary: string | null;
}

/**
 * Spec section 5 on the contract: an empty required field is 'Поле обязательно для
 * заполнения'; two or more of them are also named together in the summary; any other error
 * gives 'Исправьте ошибки…'. The contract's own Russian rules (dates) keep their text.
 */
export function checkForm(
  i18n: I18n,
  formFields: readonly ResourceField[],
  schema: ObjectSchema,
  values: FormValues,
  mode: 'create' | 'edit',
  /** Which fields must be filled: the create contract's, also when editing. */
  requiredBy: ObjectSchema = schema,
): FormCheck {
  const errors: Record<string, string> = {};
  const missing: string[] = [];
  for (const field of formFields) {
    if (isRequired(requiredBy, field.key) && isEmpty(values[field.key])) {
      errors[field.key] = i18n._(formMessages.required);
      missing.push(i18n._(field.label));
    }
  }
  const parsed = schema.safeParse(payloadOf(schema, values, mode));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (!key || errors[key]) continue;
      errors[key] = issueText(i18n, issue);
    }
  }
  const fields = missing.join(', ');
  const summary =
    missing.length > 1
      ? i18n._(msg`Необходимо заполнить следующие поля: ${fields}`)
      : Object.keys(errors).length
        ? i18n._(formMessages.fix)
        : null;
  return { errors, summary };
}

interface Issue {
  code: string;
  message: string;
  origin?: string;
  minimum?: unknown;
}

function issueText(i18n: I18n, issue: Issue): string {
  switch (issue.code) {
    case 'too_big':
      return i18n._(issue.origin === 'string' ? formMessages.tooLong : formMessages.tooBig);
    case 'too_small': {
      if (issue.origin !== 'string') return i18n._(formMessages.tooSmall);
      const minimum = Number(issue.minimum ?? 1);
      // min(1) is how a contract says "not empty"; a longer minimum is a rule of its own.
      if (minimum <= 1) return i18n._(formMessages.required);
      return i18n._(
        msg({
          message: plural(minimum, {
            one: 'Не менее # символа',
            few: 'Не менее # символов',
            many: 'Не менее # символов',
            other: 'Не менее # символа',
          }),
        }),
      );
    }
    case 'custom':
    case 'invalid_format':
      return issue.message;
    default:
      return i18n._(formMessages.invalid);
  }
}
