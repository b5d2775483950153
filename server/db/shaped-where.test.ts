import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { visits } from './schema/index';
import { anyOf, atLeast, equalTo, inList, shapedFilter } from './shaped-where';
import { statementsByShape } from './statements';

const filter = shapedFilter({
  from: atLeast(visits.visit_date),
  projects: anyOf(visits.project_id),
  statuses: inList(visits.status),
  type: equalTo(visits.visit_type),
});
const text = (shape: string[]) => {
  const where = filter.where(shape);
  return where ? new PgDialect().sqlToQuery(where).sql : '';
};

describe('shapedFilter', () => {
  it('shapes a filter by the conditions it uses, not by their values', () => {
    const today = filter.shape({ from: '2026-11-26', projects: [1, 2], type: 'visit' });
    const other = filter.shape({ from: '2026-01-01', projects: [7, 8, 9], type: 'audit' });
    expect(today).toEqual(['from', 'projects', 'type']);
    expect(other).toEqual(today);
    expect(filter.shape({ projects: [1], type: undefined })).toEqual(['projects']);
  });

  it('counts the values of a short list, each once', () => {
    expect(filter.shape({ statuses: ['completed', 'planned', 'completed'] })).toEqual([
      'statuses:2',
    ]);
    expect(text(['statuses:2'])).toBe('"visits"."status" in ($1, $2)');
    expect(filter.placeholders({ statuses: ['completed', 'planned', 'completed'] })).toEqual({
      statuses_0: 'completed',
      statuses_1: 'planned',
    });
  });

  it('writes one placeholder per condition, the values beside it', () => {
    const values = { from: '2026-11-26', projects: [1, 2, 3], type: 'visit' };
    expect(text(filter.shape(values))).toBe(
      '("visits"."visit_date" >= $1 and "visits"."project_id" = any($2) and "visits"."visit_type" = $3)',
    );
    expect(filter.placeholders(values)).toEqual(values);
  });
});

describe('statementsByShape', () => {
  it('builds a statement once per database and shape, under a short name of its own', () => {
    const built: Array<{ shape: string; name: string }> = [];
    const statement = statementsByShape(
      'family',
      (_db, shape: string, name) => {
        built.push({ shape, name });
        return { shape, name };
      },
      (shape) => shape,
    );
    const one = {} as Database;
    const two = {} as Database;
    expect(statement(one, 'a')).toBe(statement(one, 'a'));
    statement(one, 'b');
    statement(two, 'a');
    expect(built.map(({ shape }) => shape)).toEqual(['a', 'b', 'a']);
    expect(built[0].name).not.toBe(built[1].name);
    expect(built[0].name).toBe(built[2].name);
    expect(built[0].name.length).toBeLessThan(64);
  });
});
