import { isBlank } from '../form/contract-errors';
import type { ObjectSchema } from './resource-definition';

export type FormValues = Record<string, unknown>;

/** A field the contract does not let be absent. */
export function isRequired(schema: ObjectSchema, key: string): boolean {
  const field = schema.shape[key];
  return Boolean(field) && field._zod.optin !== 'optional';
}

/**
 * The values a new row starts with, as its create contract declares them (`z._default`): the
 * form shows what the server would take for a key left out.
 */
export function contractDefaults(schema: ObjectSchema): FormValues {
  const defaults: FormValues = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const def = (field as { _zod: { def: { type: string; defaultValue?: unknown } } })._zod.def;
    if (def.type === 'default') defaults[key] = def.defaultValue;
  }
  return defaults;
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
    if (isBlank(value)) {
      if (mode === 'edit' && !isRequired(schema, key)) payload[key] = null;
    } else payload[key] = value;
  }
  return payload;
}
