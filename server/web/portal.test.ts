import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerPortal } from './portal';

const dir = mkdtempSync(join(tmpdir(), 'sfa-portal-web-'));
writeFileSync(join(dir, 'index.html'), '<p>shell</p>');
writeFileSync(join(dir, 'login.html'), '<h1>Вход в портал</h1>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function portal(portalDir: string) {
  const app = Fastify();
  await registerPortal(app, portalDir);
  return app;
}

describe('the built portal as served', () => {
  it('answers /login with the prerendered sign-in screen, search or not', async () => {
    const app = await portal(dir);
    for (const url of ['/login', '/login?redirect=%2Fsfa']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('Вход в портал');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers every other client-side route with the shell', async () => {
    const app = await portal(dir);
    for (const url of ['/', '/sfa', '/login/other', '/visit-feed?page=2']) {
      expect((await app.inject({ url })).body).toBe('<p>shell</p>');
    }
  });

  it('answers HEAD of a page as its GET, without the body', async () => {
    const app = await portal(dir);
    for (const url of ['/login', '/sfa', '/visit-feed?page=2']) {
      const get = await app.inject({ url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.body).toBe('');
    }
    // An unknown API address stays a 404 either way.
    expect((await app.inject({ method: 'HEAD', url: '/svc/main/nothing/' })).statusCode).toBe(404);
  });

  it('falls back to the shell for /login when the build wrote no prerendered page', async () => {
    const older = mkdtempSync(join(tmpdir(), 'sfa-portal-web-'));
    writeFileSync(join(older, 'index.html'), '<p>shell</p>');
    try {
      expect((await (await portal(older)).inject({ url: '/login' })).body).toBe('<p>shell</p>');
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });
});
