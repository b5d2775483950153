import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { registerErrorHandling } from './errors';
import { serializerCompiler } from './response-serializer';

const itemSchema = z.object({ id: z.int(), name: z.string(), note: z.nullable(z.string()) });

async function appAnswering(reply: unknown, schema: z.ZodMiniType = itemSchema) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/item', { schema: { response: { 200: schema } } }, async () => reply);
  return app;
}

afterEach(() => vi.unstubAllEnvs());

describe('replies as written', () => {
  it('are cut to the response schema: a field it does not name never leaves', async () => {
    const app = await appAnswering({ id: 1, name: 'Магазин', note: null, password_hash: 'x' });
    const reply = await app.inject({ url: '/item' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ id: 1, name: 'Магазин', note: null });
  });

  it('that break the schema are a 500 with the generic message, not a wrong answer', async () => {
    const app = await appAnswering({ id: 'one', name: 'Магазин', note: null });
    const reply = await app.inject({ url: '/item' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ detail: 'Внутренняя ошибка сервера' });
  });

  it('are the JSON zod’s parse gives, written by JSON.stringify', async () => {
    const schema = z.object({
      items: z.array(
        z.object({
          id: z.int(),
          status: z.enum(['new', 'completed']),
          name: z.string(),
          at: z.nullable(z.string()),
          share: z.number(),
          done: z.boolean(),
          tags: z.array(z.string()),
          extra: z.optional(z.string()),
          owner: z.nullable(z.object({ id: z.int(), last_name: z.string() })),
          counts: z.record(z.string(), z.int()),
        }),
      ),
      total: z.int(),
    });
    const data = {
      items: [
        {
          id: 1,
          status: 'new',
          name: 'Кафе «Ромашка» \\ "угол" \n\t\u0001 😀',
          at: null,
          share: 0.25,
          done: false,
          tags: ['a', 'б'],
          owner: { id: 3, last_name: 'Иванов', secret: 'x' },
          counts: { photos: 2 },
          hidden: true,
        },
        {
          id: 2,
          status: 'completed',
          name: '',
          at: '2026-11-27T09:00:00.000Z',
          share: -1e-7,
          done: true,
          tags: [],
          extra: 'есть',
          owner: null,
          counts: {},
        },
      ],
      total: 2,
    };
    const app = await appAnswering(data, schema);
    const reply = await app.inject({ url: '/item' });
    expect(reply.statusCode).toBe(200);
    expect(JSON.parse(reply.body)).toStrictEqual(JSON.parse(JSON.stringify(z.parse(schema, data))));
  });

  it('are checked against the schema when REPLY_SCHEMA_CHECK is set (the API tests)', async () => {
    vi.stubEnv('REPLY_SCHEMA_CHECK', 'true');
    // A number where the schema says text: the compiled serializer alone would write it quoted.
    const app = await appAnswering({ id: 1, name: 5, note: null });
    const reply = await app.inject({ url: '/item' });
    expect(reply.statusCode).toBe(500);
  });
});
