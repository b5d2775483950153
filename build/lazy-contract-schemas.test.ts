import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyContractSchemas, lazyContractSchemasPlugin } from './lazy-contract-schemas';

const SAMPLE = `import * as z from 'zod/mini';
import { defineEndpoints } from '../endpoints';
import { catalogListSchema, optionalText } from './catalog-list';
const kindSchema = z.enum(['a', 'b']);
export const rowSchema = z.object({ id: z.int(), kind: kindSchema });
export const textSchema2 = z.string().check(z.trim(), z.maxLength(10));
export const listSchema = catalogListSchema({ kind: z.optional(kindSchema) }, ['id']);
const fields = { code: optionalText(), kind: kindSchema };
const constants = { size: 10, name: optionalText() };
const references = { kind: kindSchema };
export const dateSchema = isoDate();
const requiredDate = isoDate(REQUIRED_FIELD);
export const KEYS = Object.keys(rowSchema.shape);
export const label = optionalText();
export const other = describe(rowSchema);
let mutable = z.string();
export function build() {
  return z.object({ inner: z.string() });
}
export const endpoints = defineEndpoints({ name: 'rows', contract: { row: rowSchema, list: listSchema } });
`;

describe("the contracts' schemas, built on first use in the browser", () => {
  const out = lazyContractSchemas(SAMPLE)?.toString() ?? '';

  it('wraps each top-level schema built by zod, by a schema builder, or named a schema', () => {
    expect(out).toMatch(
      /^import \{ lazySchema as __lazySchema \} from '#src\/contracts\/lazy-schema';/,
    );
    expect(out).toContain("const kindSchema = __lazySchema(() => z.enum(['a', 'b']));");
    expect(out).toContain(
      'export const rowSchema = __lazySchema(() => z.object({ id: z.int(), kind: kindSchema }));',
    );
    expect(out).toContain(
      'export const textSchema2 = __lazySchema(() => z.string().check(z.trim(), z.maxLength(10)));',
    );
    expect(out).toContain(
      "export const listSchema = __lazySchema(() => catalogListSchema({ kind: z.optional(kindSchema) }, ['id']));",
    );
    expect(out).toContain('export const dateSchema = __lazySchema(() => isoDate());');
    expect(out).toContain('const requiredDate = __lazySchema(() => isoDate(REQUIRED_FIELD));');
    expect(out).toContain('export const label = __lazySchema(() => optionalText());');
  });

  it('wraps a shape of schemas (every value a call or a binding, one a call), in parentheses', () => {
    expect(out).toContain(
      'const fields = __lazySchema(() => ({ code: optionalText(), kind: kindSchema }));',
    );
  });

  it('leaves everything else as it is: other objects, other calls, mutable bindings, functions', () => {
    expect(out).toContain('const constants = { size: 10, name: optionalText() };');
    expect(out).toContain('const references = { kind: kindSchema };');
    expect(out).toContain('export const other = describe(rowSchema);');
    expect(out).toContain('export const KEYS = Object.keys(rowSchema.shape);');
    expect(out).toContain('let mutable = z.string();');
    expect(out).toContain('  return z.object({ inner: z.string() });');
    expect(out).toContain("export const endpoints = defineEndpoints({ name: 'rows'");
    expect(out.match(/__lazySchema\(/g)).toHaveLength(8);
  });

  it('leaves a module without schemas, and modules outside the contracts, untouched', () => {
    expect(
      lazyContractSchemas("export const A = 1;\nexport const B = ['x'] as const;\n"),
    ).toBeNull();
    const transform = lazyContractSchemasPlugin().transform as unknown as (
      code: string,
      id: string,
    ) => { code: string } | null;
    expect(transform(SAMPLE, '/app/src/features/rows.ts')).toBeNull();
    expect(transform(SAMPLE, '/app/src/contracts/lazy-schema.ts')).toBeNull();
    expect(transform(SAMPLE, '/app/src/contracts/rows.ts')?.code).toContain('__lazySchema(');
  });

  it("reads every contract module of the portal, wrapping no endpoints' definition", () => {
    const root = join(process.cwd(), 'src/contracts');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    let wrapped = 0;
    for (const file of files) {
      const code = lazyContractSchemas(readFileSync(join(root, file), 'utf8'))?.toString();
      wrapped += code?.match(/__lazySchema\(/g)?.length ?? 0;
      expect(code ?? '', file).not.toMatch(/__lazySchema\(\(\) => defineEndpoints/);
    }
    expect(wrapped).toBeGreaterThan(200);
  });
});
