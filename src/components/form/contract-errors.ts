import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ApiError, isRecord } from '#src/api/api-error';
import { REQUIRED_FIELD } from '#src/contracts/field-constants';
import { validationMessages } from '#src/lib/validation-messages';

const formMessages = {
  fix: msg`Исправьте ошибки, допущенные при заполнении формы`,
  invalid: msg`Неверное значение`,
  tooLong: msg`Слишком длинное значение`,
  tooBig: msg`Слишком большое значение`,
  tooSmall: msg`Слишком маленькое значение`,
};

/** The parts of a zod issue a form reads; zod's own issue types all fit it. */
interface ContractIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
}

/**
 * A contract schema as a form uses it: only `safeParse`, typed structurally so that this module
 * (on the login page) imports nothing of zod.
 */
export interface ContractSchema<Output = unknown> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly ContractIssue[] } };
}

/** Field path (`name`, `answers.0.comment`) → message, as @mantine/form keeps errors. */
export type FieldErrors = Record<string, string>;

export interface IssueOptions {
  /** Request path → form field, where the form names a field otherwise (`planned_start` → `start`). */
  fieldOf?: (path: string) => string;
  /** The form's own words for a field the contract refuses, an empty required one excepted. */
  messages?: Partial<Record<string, MessageDescriptor>>;
  /**
   * The form's own words for an empty required field, where 'Поле обязательно для заполнения'
   * would not say what to do (a choice the form deliberately leaves unmade).
   */
  requiredMessages?: Partial<Record<string, MessageDescriptor>>;
}

const sameField = (path: string) => path;

/** Nothing typed: no value, or text that is only spaces. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value at a path of the request (`answers.0.comment`). */
function valueAt(request: unknown, path: readonly PropertyKey[]): unknown {
  let value = request;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * An empty required field, however the contract puts it: no value where it needs one, of any
 * kind (zod does not report the input, so the request is looked at: an empty choice of an enum
 * is `invalid_value`, an empty number or id `invalid_type`), an empty text or list where it wants
 * at least one, or its own required text. A rule of the contract's own (`custom`, on a path
 * that may be no field at all) keeps its text.
 */
function isMissing(issue: ContractIssue, value: unknown): boolean {
  if (issue.message === REQUIRED_FIELD) return true;
  if (issue.code !== 'custom' && isBlank(value)) return true;
  if (issue.code === 'too_small' && (issue.origin === 'string' || issue.origin === 'array')) {
    // min(1) is how a contract says "not empty"; a longer minimum is a rule of its own.
    return Number(issue.minimum ?? 1) <= 1;
  }
  return false;
}

/** The Russian message (spec section 5) a user sees for one issue, in the active language. */
function issueText(
  i18n: I18n,
  issue: ContractIssue,
  value: unknown,
  own?: MessageDescriptor,
): string {
  if (isMissing(issue, value)) return i18n._(validationMessages.required);
  if (own) return i18n._(own);
  switch (issue.code) {
    case 'too_big':
      return i18n._(issue.origin === 'string' ? formMessages.tooLong : formMessages.tooBig);
    case 'too_small': {
      if (issue.origin !== 'string') return i18n._(formMessages.tooSmall);
      const minimum = Number(issue.minimum);
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
    // The contract's own rules carry the spec's Russian text (formats, date order).
    case 'custom':
    case 'invalid_format':
      return issue.message;
    default:
      return i18n._(formMessages.invalid);
  }
}

/** The first issue of each field of `request`, as form errors. */
function issueErrors(
  i18n: I18n,
  issues: readonly ContractIssue[],
  request: unknown,
  options: IssueOptions = {},
): FieldErrors {
  const fieldOf = options.fieldOf ?? sameField;
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = fieldOf(path);
    if (errors[field] !== undefined) continue;
    const value = valueAt(request, issue.path);
    const required = options.requiredMessages?.[field];
    errors[field] =
      required && (isMissing(issue, value) || isBlank(value))
        ? i18n._(required)
        : issueText(i18n, issue, value, options.messages?.[field]);
  }
  return errors;
}

/** The request as the contract is asked: top-level text left blank counts as not given. */
export function withoutBlanks(request: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(request).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

/** Contract errors of a request, or none. */
export function contractErrors(
  i18n: I18n,
  schema: ContractSchema,
  request: Record<string, unknown>,
  options: IssueOptions = {},
): FieldErrors {
  const asked = withoutBlanks(request);
  const parsed = schema.safeParse(asked);
  return parsed.success ? {} : issueErrors(i18n, parsed.error.issues, asked, options);
}

/** The form's own rules (a date order, a repeated password), applied: an error per form field. */
export type FormChecks = Partial<Record<string, MessageDescriptor | null | undefined>>;

export interface ValidationOptions extends IssueOptions {
  /** Checked after the contract: the contract's error on a field comes first. */
  checks?: FormChecks;
}

/**
 * The one validation of every form: the request against its contract, then the form's own
 * rules. useContractForm runs it; an editor that keeps its state outside @mantine/form (a tree
 * of answers) calls it itself, so both say the same things the same way.
 */
export function validateAgainstContract(
  i18n: I18n,
  schema: ContractSchema,
  request: Record<string, unknown>,
  options: ValidationOptions = {},
): FieldErrors {
  const errors = contractErrors(i18n, schema, request, options);
  for (const [field, message] of Object.entries(options.checks ?? {})) {
    if (message && errors[field] === undefined) errors[field] = i18n._(message);
  }
  return errors;
}

/**
 * The field errors of a refused request (400 with `errors: [{ field, message }]`, spec
 * section 8), put on the form's fields; the required text is shown in the user's language.
 */
export function serverFieldErrors(
  i18n: I18n,
  error: unknown,
  fieldOf: (path: string) => string = sameField,
): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400 || !isRecord(error.data)) return {};
  const items = Array.isArray(error.data.errors) ? error.data.errors : [];
  const errors: FieldErrors = {};
  for (const item of items) {
    if (!isRecord(item) || typeof item.field !== 'string' || typeof item.message !== 'string') {
      continue;
    }
    const field = fieldOf(item.field);
    errors[field] ??=
      item.message === REQUIRED_FIELD ? i18n._(validationMessages.required) : item.message;
  }
  return errors;
}

/**
 * What a failed submit says above the buttons: the empty required fields named together when
 * there are two or more ('Необходимо заполнить следующие поля: …'), else 'Исправьте ошибки…'.
 */
export function errorSummary(
  i18n: I18n,
  errors: Record<string, unknown>,
  labels: Partial<Record<string, MessageDescriptor>> = {},
): string | null {
  const required = i18n._(validationMessages.required);
  const missing = Object.entries(labels)
    .filter(([field, label]) => label && errors[field] === required)
    .map(([, label]) => i18n._(label as MessageDescriptor));
  if (missing.length > 1) {
    const fields = missing.join(', ');
    return i18n._(msg`Необходимо заполнить следующие поля: ${fields}`);
  }
  return Object.values(errors).some(Boolean) ? i18n._(formMessages.fix) : null;
}
