import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { registerErrorHandling } from './errors';
import { serializerCompiler } from './response-serializer';

const itemSchema = z.object({ id: z.int(), name: z.string(), note: z.nullable(z.string()) });

async function appAnswering(reply: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/item', { schema: { response: { 200: itemSchema } } }, async () => reply);
  return app;
}

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
});
