/** The keys of an object schema and their schemas (zod mini keeps them in its definition). */
export const shapeOf = (schema: unknown): Record<string, unknown> =>
  (schema as { _zod?: { def: { shape?: Record<string, unknown> } } })._zod?.def.shape ?? {};

const PAGING = new Set(['limit', 'offset']);

/** A list call's body keys a kind takes as its filter: paging is the engine's. */
export const filterKeysOf = (schema: unknown): string[] =>
  Object.keys(shapeOf(schema)).filter((key) => !PAGING.has(key));
