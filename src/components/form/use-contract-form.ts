import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type FormErrors, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { errorText } from '#src/api/api-error';
import {
  type ContractSchema,
  errorSummary,
  type FieldErrors,
  type FormChecks,
  serverFieldErrors,
  validateAgainstContract,
  withoutBlanks,
} from './contract-errors';

/** The contract itself, or a loader of it for a page that must not load zod up front. */
type SchemaSource<Output> = ContractSchema<Output> | (() => Promise<ContractSchema<Output>>);

export interface ContractFormOptions<Values, Output> {
  /** The contract of the request the form sends. */
  schema: SchemaSource<Output>;
  initialValues: Values;
  /** The request from the form's values (ids from text, times on a day); the values by default. */
  toRequest?: (values: Values) => Record<string, unknown>;
  /**
   * Request field → form field, where the form names it otherwise; a function where it depends
   * on the values (a moment's error belongs to the day while no day is picked).
   */
  fields?: Partial<Record<string, string>> | ((path: string, values: Values) => string);
  /** The form's own words for a field the contract refuses, an empty required one excepted. */
  messages?: Partial<Record<string, MessageDescriptor>>;
  /**
   * Rules the contract cannot express (a date order, a repeated password): an error per form
   * field. The contract's error on a field comes first.
   */
  checks?: (values: Values) => FormChecks;
  /** Field labels: a summary names the empty required fields when two or more are. */
  labels?: Partial<Record<string, MessageDescriptor>>;
  mode?: 'controlled' | 'uncontrolled';
  validateInputOnChange?: boolean;
}

/**
 * A @mantine/form form validated by the zod contract of the request it sends, with the spec's
 * messages (section 5) on the fields, plus the few rules of the form itself; a 400's field
 * errors land on the same fields.
 */
// biome-ignore lint/suspicious/noExplicitAny: @mantine/form's own bound on values; interfaces meet only this one.
export function useContractForm<Values extends Record<string, any>, Output = unknown>(
  options: ContractFormOptions<Values, Output>,
) {
  const { i18n } = useLingui();
  const { schema, toRequest = (values: Values) => values, fields = {} } = options;
  const loaded = useRef(typeof schema === 'function' ? null : schema);
  const [summary, setSummary] = useState<string | null>(null);
  const fieldIn = (values: Values) => (path: string) =>
    typeof fields === 'function' ? fields(path, values) : (fields[path] ?? path);

  const errorsOf = (contract: ContractSchema<Output>, values: Values): FieldErrors =>
    validateAgainstContract(i18n, contract, toRequest(values), {
      fieldOf: fieldIn(values),
      messages: options.messages,
      checks: options.checks?.(values),
    });
  const load = async () => {
    if (loaded.current) return loaded.current;
    const contract = await (schema as () => Promise<ContractSchema<Output>>)();
    loaded.current = contract;
    return contract;
  };

  const form = useForm<Values, Values, FormErrors | Promise<FormErrors>>({
    mode: options.mode ?? 'uncontrolled',
    initialValues: options.initialValues,
    validateInputOnChange: options.validateInputOnChange,
    validate: (values) =>
      loaded.current
        ? errorsOf(loaded.current, values)
        : load().then((contract) => errorsOf(contract, values)),
  });

  /**
   * The form's submit handler: `send` gets the request as the contract parsed it (defaults and
   * normalisations applied) and the values; a failed check puts the summary up instead.
   */
  const onSubmit = (send: (request: Output, values: Values) => void) =>
    form.onSubmit(
      async (values) => {
        setSummary(null);
        const parsed = (await load()).safeParse(withoutBlanks(toRequest(values)));
        if (parsed.success) send(parsed.data, values);
      },
      (errors) => setSummary(errorSummary(i18n, errors, options.labels)),
    );

  /**
   * A refused request: its field errors go onto the fields, its text (spec section 8) is the
   * summary and is returned for a toast.
   */
  const showServerError = (error: unknown): string => {
    const placed = serverFieldErrors(i18n, error, fieldIn(form.getValues()));
    if (Object.keys(placed).length) form.setErrors({ ...form.errors, ...placed });
    const text = errorText(error);
    setSummary(text);
    return text;
  };

  return { form, summary, onSubmit, showServerError, clearSummary: () => setSummary(null) };
}
