import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The floor of the Lighthouse table: a bare React 19 page (a heading and a paragraph rendered
 * by `createRoot`), built by the portal's own bundler for production and served gzipped. On a
 * host whose CPU is slower or faster than the one the budgets were set on, the floor moves with
 * it, so the portal's figures are read beside the floor's from the same run.
 */
const ENTRY = `import { createRoot } from 'react-dom/client';
import { createElement as h } from 'react';

function Page() {
  return h('main', null, h('h1', null, 'Полевая работа'), h('p', null, 'Страница без портала.'));
}
createRoot(document.getElementById('root')).render(h(Page));
`;

const HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A bare React page: the floor of the speed budgets." />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * Builds the floor page (under node_modules/.cache, where `react` resolves) and serves it on
 * 127.0.0.1. Returns its address and a function that stops the server.
 */
export async function serveFloorPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const root = join(process.cwd(), 'node_modules', '.cache', 'sfa-floor-page');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), HTML);
  writeFileSync(join(root, 'main.js'), ENTRY);
  const { build } = await import('vite');
  const outDir = join(root, 'dist');
  // Vite's production build sets NODE_ENV in this process, and the portal's server started after
  // it inherits the environment: a production server without its secrets refuses to start.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(outDir)) {
      response.writeHead(403).end();
      return;
    }
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
    });
    response.end(gzipSync(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => closeServer(server),
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
