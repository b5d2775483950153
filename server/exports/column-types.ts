import type { ExportColumnType } from '#src/contracts/exports';
import type { ExportKindColumn } from './kind';

interface SchemaDef {
  type: string;
  format?: string;
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
}

const defOf = (schema: unknown): SchemaDef | undefined =>
  (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;

/** The value's own schema under nullable, optional, default and pipes. */
function innermost(schema: unknown): SchemaDef | undefined {
  let def = defOf(schema);
  for (let depth = 0; def && depth < 10; depth += 1) {
    const inner = def.innerType ?? def.in;
    if (!inner) break;
    def = inner._zod.def;
  }
  return def;
}

/**
 * What a row key's cells hold, by its schema; the contracts give dates and moments as plain text,
 * so those go by the project's naming: `*_date` (and `date`) a day, `*_at` a moment.
 */
function columnTypeOf(key: string, schema: unknown): ExportColumnType {
  const def = innermost(schema);
  if (def?.type === 'number' || def?.type === 'bigint') return 'number';
  if (def?.type === 'boolean') return 'boolean';
  if (def?.format === 'date' || key === 'date' || key.endsWith('_date')) return 'date';
  if (def?.format === 'datetime' || key.endsWith('_at')) return 'datetime';
  return 'text';
}

/** A list's row keys as the columns its export can write, headers left to its screen. */
export function rowColumns(shape: Record<string, unknown>): ExportKindColumn[] {
  return Object.entries(shape).map(([key, schema]) => ({
    key,
    header: null,
    type: columnTypeOf(key, schema),
  }));
}
