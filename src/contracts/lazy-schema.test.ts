import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on its first use, once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.strictObject({ name: z.string().check(z.minLength(1)) });
    });
    expect(builds).toBe(0);
    expect(schema.safeParse({ name: 'Москва' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(schema.safeParse({ name: 'Москва', extra: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('reads as the schema it stands for: fields, keys, instanceof', () => {
    const schema = lazySchema(() => z.object({ project_ids: z.optional(z.array(z.int())) }));
    expect('project_ids' in schema.shape).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['project_ids']);
    expect(schema instanceof z.ZodMiniObject).toBe(true);
    expect(schema._zod.def.type).toBe('object');
    expect({ ...schema.shape }).toHaveProperty('project_ids');
  });

  it('composes: a schema of stand-ins reads them only when it is used', () => {
    let builds = 0;
    const id = lazySchema(() => {
      builds += 1;
      return z.int().check(z.positive());
    });
    const row = lazySchema(() => z.object({ id, parent_id: z.optional(z.nullable(id)) }));
    const list = lazySchema(() => z.object({ items: z.array(row) }));
    const checked = lazySchema(() => list.check(z.refine((value) => value.items.length < 3)));
    expect(builds).toBe(0);
    expect(checked.safeParse({ items: [{ id: 1 }, { id: 2, parent_id: null }] }).success).toBe(
      true,
    );
    expect(checked.safeParse({ items: [{ id: -1 }] }).success).toBe(false);
    expect(checked.safeParse({ items: [{ id: 1 }, { id: 2 }, { id: 3 }] }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('reports the issues a form shows, with their paths', () => {
    const schema = lazySchema(() =>
      z.object({ name: z.string().check(z.minLength(1, 'Обязательное поле')) }),
    );
    const parsed = schema.safeParse({ name: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Обязательное поле' });
  });
});
