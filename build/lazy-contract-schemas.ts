import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

const CONTRACT = /\/src\/contracts\/(?!lazy-schema\.ts$)[^?]+\.ts$/;
const LAZY_SCHEMA = '#src/contracts/lazy-schema';

// ESTree nodes, as far as this transform reads them.
interface Node {
  type: string;
  start: number;
  end: number;
}
interface Identifier extends Node {
  type: 'Identifier';
  name: string;
}
interface CallExpression extends Node {
  type: 'CallExpression';
  callee: Node;
}
interface MemberExpression extends Node {
  type: 'MemberExpression';
  object: Node;
}
interface VariableDeclaration extends Node {
  type: 'VariableDeclaration';
  kind: string;
  declarations: { id: Node; init: Node | null }[];
}
interface ObjectExpression extends Node {
  type: 'ObjectExpression';
  properties: (Node & { value?: Node; method?: boolean; kind?: string })[];
}
interface ExportNamedDeclaration extends Node {
  type: 'ExportNamedDeclaration';
  declaration: Node | null;
}

/** The identifier a call chain starts from: `z` for `z.string().check(z.trim())`. */
function rootOf(node: Node): Identifier | null {
  let current = node;
  for (;;) {
    if (current.type === 'CallExpression') current = (current as CallExpression).callee;
    else if (current.type === 'MemberExpression') current = (current as MemberExpression).object;
    else return current.type === 'Identifier' ? (current as Identifier) : null;
  }
}

/**
 * A schema built where it is declared: a call on zod (`z.object(…)`, `z.string().check(…)`) or of
 * a contract's schema builder (`paginatedSchema(…)`, `catalogListSchema(…)`: named `…Schema`).
 */
function buildsSchema(init: Node | null): init is CallExpression {
  if (init?.type !== 'CallExpression') return false;
  const callee = (init as CallExpression).callee;
  if (callee.type === 'Identifier') return (callee as Identifier).name.endsWith('Schema');
  return rootOf(callee)?.name === 'z';
}

/**
 * The contracts' helpers that build a schema without saying so in their name (`textSchema` and
 * the other `…Schema` builders are known by theirs, see buildsSchema).
 */
const SCHEMA_HELPERS = new Set(['isoDate', 'optionalText', 'requiredText']);

/**
 * `const dateSchema = isoDate()`, `const requiredDate = isoDate(REQUIRED_FIELD)`: a call whose
 * result the contract names a schema, or a call of a helper that builds one.
 */
function namedSchema(id: Node, init: Node | null): init is CallExpression {
  if (init?.type !== 'CallExpression') return false;
  const callee = (init as CallExpression).callee;
  return (
    (id.type === 'Identifier' && (id as Identifier).name.endsWith('Schema')) ||
    (callee.type === 'Identifier' && SCHEMA_HELPERS.has((callee as Identifier).name))
  );
}

/**
 * A shape of schemas (`{ limit: z._default(…), code: optionalText(), client_id: optionalId }`),
 * spread into the objects of other schemas: every property's value is a call or names another
 * binding, and at least one is a call.
 */
function shapeOfSchemas(init: Node | null): init is ObjectExpression {
  if (init?.type !== 'ObjectExpression') return false;
  const { properties } = init as ObjectExpression;
  const values = properties.map((property) =>
    property.type === 'Property' && property.kind === 'init' && !property.method
      ? property.value?.type
      : undefined,
  );
  return (
    values.includes('CallExpression') &&
    values.every((type) => type === 'CallExpression' || type === 'Identifier')
  );
}

/**
 * A contract module's top-level schemas, each wrapped in `lazySchema(() => …)` so that it is
 * built on its first use (see src/contracts/lazy-schema.ts). Returns null when there is none.
 */
export function lazyContractSchemas(code: string): MagicString | null {
  const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] };
  const inits: Node[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement as ExportNamedDeclaration).declaration
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    const variables = declaration as VariableDeclaration;
    if (variables.kind !== 'const') continue;
    for (const { id, init } of variables.declarations) {
      if (buildsSchema(init) || namedSchema(id, init) || shapeOfSchemas(init)) inits.push(init);
    }
  }
  if (inits.length === 0) return null;
  const out = new MagicString(code);
  for (const init of inits) {
    // An object literal is parenthesised: `() => {` would open a block.
    const object = init.type === 'ObjectExpression';
    out.appendLeft(init.start, object ? '__lazySchema(() => (' : '__lazySchema(() => ');
    out.prependRight(init.end, object ? '))' : ')');
  }
  out.prepend(`import { lazySchema as __lazySchema } from '${LAZY_SCHEMA}';\n`);
  return out;
}

/**
 * In the browser's build only: the contracts' schemas are built when first used, not as their
 * modules run. The server (and the unit tests, served rather than built) build them as declared.
 */
export function lazyContractSchemasPlugin(): Plugin {
  return {
    name: 'sfa:lazy-contract-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const out = lazyContractSchemas(code);
      return out && { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
