import { createHash } from 'node:crypto';
import type { Database } from './client';

/**
 * Statements built once per database and shape, then run with their values: a hot query whose
 * text depends on a few choices (which filters a list uses, which areas a route checks) is built
 * by the query builder on its first use in each shape only. Building a statement with joins and
 * subqueries cost more CPU than sending it; the values go in as placeholders
 * (`sql.placeholder`), so a shape's text never changes and the database keeps its plan.
 *
 * `keyOf` names the shape; two shapes with one key would share a statement, so it must tell
 * apart everything `build` looks at. `build` gets the name to prepare the statement under: short
 * (PostgreSQL cuts names at 63 bytes) and one per family and shape, or '' (unnamed) for a shape
 * past the cap, which is built anew for each call.
 */
/** Statements kept per family and database. */
const MAX_SHAPES = 500;

export function statementsByShape<Shape, Statement>(
  family: string,
  build: (db: Database, shape: Shape, name: string) => Statement,
  keyOf: (shape: Shape) => string,
): (db: Database, shape: Shape) => Statement {
  const built = new WeakMap<Database, Map<string, Statement>>();
  return (db, shape) => {
    let statements = built.get(db);
    if (!statements) {
      statements = new Map();
      built.set(db, statements);
    }
    const key = keyOf(shape);
    let statement = statements.get(key);
    // Past the cap (a fuzzer's every combination), a shape is built for its call and sent
    // unnamed: a database connection keeps each named statement for as long as it lives.
    if (!statement && statements.size >= MAX_SHAPES) return build(db, shape, '');
    if (!statement) {
      const name = `s${createHash('sha1').update(`${family}\n${key}`).digest('base64url')}`;
      statement = build(db, shape, name);
      statements.set(key, statement);
    }
    return statement;
  };
}
