import type { OutboxPart, PartRef } from './outbox-types';

function isPartRef(value: unknown): value is PartRef {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    Object.keys(record).length === 2 &&
    typeof record.$fromPart === 'number' &&
    typeof record.path === 'string'
  );
}

/** A reference to a value of an earlier part's answer. */
export const fromPart = (part: number, path: string): PartRef => ({ $fromPart: part, path });

export class UnresolvedRefError extends Error {
  override readonly name = 'UnresolvedRefError';
}

/** The value a ref points at; throws when the part is not done or the path leads nowhere. */
function resolveRef(ref: PartRef, parts: readonly OutboxPart[], current: number): unknown {
  const source = parts[ref.$fromPart];
  if (ref.$fromPart >= current || !source?.done) {
    throw new UnresolvedRefError(`part ${ref.$fromPart} has not arrived before part ${current}`);
  }
  let value: unknown = source.response;
  for (const segment of ref.path.split('.')) {
    if (typeof value !== 'object' || value === null) {
      throw new UnresolvedRefError(`no ${ref.path} in the answer of part ${ref.$fromPart}`);
    }
    value = (value as Record<string, unknown>)[segment];
  }
  if (value === undefined) {
    throw new UnresolvedRefError(`no ${ref.path} in the answer of part ${ref.$fromPart}`);
  }
  return value;
}

/** A copy of a JSON value with every ref replaced by what it points at. */
export function substituteRefs(
  value: unknown,
  parts: readonly OutboxPart[],
  current: number,
): unknown {
  if (isPartRef(value)) return resolveRef(value, parts, current);
  if (Array.isArray(value)) return value.map((item) => substituteRefs(item, parts, current));
  if (typeof value === 'object' && value !== null && !(value instanceof Blob)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteRefs(item, parts, current)]),
    );
  }
  return value;
}
