import { describe, expect, it } from 'vitest';
import { type BuildGraph, routeFilesOf } from './route-preload';

/** A small build: the start chunk, the shell's route, a list route and the sign-in route. */
function graph(): BuildGraph {
  const modules: Record<string, { static?: string[]; dynamic?: string[]; routeId?: string }> = {
    '/p/src/main.tsx': { static: ['/p/src/routes/_authenticated.tsx', '/p/src/routes/login.tsx'] },
    '/p/src/routes/_authenticated.tsx': {
      routeId: '/_authenticated',
      dynamic: ['/p/src/routes/_authenticated.tsx?tsr-split=component'],
    },
    '/p/src/routes/_authenticated/products.tsx': {
      routeId: '/_authenticated/products',
      static: ['/p/src/crud/routes.ts', '/p/node_modules/router/index.js'],
      dynamic: ['/p/src/products/screens.tsx'],
    },
    '/p/src/crud/routes.ts': { dynamic: ['/p/src/crud/screens.tsx'] },
    '/p/node_modules/router/index.js': { dynamic: ['/p/node_modules/router/devtools.js'] },
    '/p/src/routes/login.tsx': { routeId: '/login' },
  };
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
    fileName,
    moduleIds,
    imports,
  });
  return {
    chunks: [
      chunk(
        'assets/startup.js',
        ['/p/src/main.tsx', '/p/src/routes/login.tsx'],
        ['assets/runtime.js'],
      ),
      chunk('assets/runtime.js', []),
      chunk(
        'assets/shell.js',
        ['/p/src/routes/_authenticated.tsx?tsr-split=component'],
        ['assets/menu.js', 'assets/runtime.js'],
      ),
      chunk('assets/menu.js', ['/p/src/menu.tsx'], ['assets/startup.js']),
      chunk('assets/products.js', ['/p/src/products/screens.tsx'], ['assets/table.js']),
      chunk('assets/screens.js', ['/p/src/crud/screens.tsx'], ['assets/table.js']),
      chunk('assets/table.js', ['/p/src/table.tsx'], ['assets/runtime.js']),
      chunk('assets/devtools.js', ['/p/node_modules/router/devtools.js']),
    ],
    startFiles: ['assets/runtime.js', 'assets/startup.js'],
    moduleIds: Object.keys(modules),
    staticImports: (id) => modules[id]?.static ?? [],
    dynamicImports: (id) => modules[id]?.dynamic ?? [],
    routeIdOf: (id) => modules[id]?.routeId,
  };
}

describe("the table of each route's files", () => {
  const table = routeFilesOf(graph());
  const filesOf = (routeId: string) => table.routes[routeId]?.map((index) => table.files[index]);

  it("lists the chunks of a route's lazy parts and all they import, less the start's files, imports first", () => {
    expect(filesOf('/_authenticated')).toEqual(['/assets/menu.js', '/assets/shell.js']);
  });

  it("takes in what the route's own helpers load lazily, not what a package does", () => {
    expect(filesOf('/_authenticated/products')).toEqual([
      '/assets/table.js',
      '/assets/products.js',
      '/assets/screens.js',
    ]);
    expect(table.files).not.toContain('/assets/devtools.js');
  });

  it('leaves out a route whose screen is in the start chunk, and lists a file once', () => {
    expect(table.routes['/login']).toBeUndefined();
    expect(new Set(table.files).size).toBe(table.files.length);
  });
});
