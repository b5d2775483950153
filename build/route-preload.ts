import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { ROUTE_FILES_ELEMENT_ID, type RouteFiles } from '#src/contracts/route-files';
import { moduleScriptsOf } from './prerender-login';

/** A route's own file (its definition, not a split-off part): `src/routes/….tsx`. */
const ROUTE_FILE = /\/src\/routes\/.+\.tsx$/;
const FILE_ROUTE_ID = /createFileRoute\(\s*'([^']+)'\s*\)/;

/** What the build tells of its output and its module graph. */
export interface BuildGraph {
  /** Output chunks: file name, the modules each holds, the files each imports statically. */
  chunks: ReadonlyArray<{
    fileName: string;
    moduleIds: readonly string[];
    imports: readonly string[];
  }>;
  /** The files index.html loads itself. */
  startFiles: readonly string[];
  moduleIds: Iterable<string>;
  staticImports(id: string): readonly string[];
  dynamicImports(id: string): readonly string[];
  /** The route id a route file declares (`createFileRoute('/…')`), if it is one. */
  routeIdOf(id: string): string | undefined;
}

/**
 * For each route, the files its screen loads beyond the start chunk's: the chunks of what the
 * route's file imports lazily (its component, the screens its loader asks for), what its own
 * helpers import lazily, and everything those chunks import. Files are listed once, routes name
 * them by index.
 */
export function routeFilesOf(graph: BuildGraph): RouteFiles {
  const chunkOf = new Map<string, (typeof graph.chunks)[number]>();
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const chunk of graph.chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
  // Dependencies before the files that import them: whatever part has arrived when the router
  // imports a chunk, it is the part the module loader would otherwise ask for first.
  const closure = (starts: readonly string[]) => {
    const ordered = new Set<string>();
    const visiting = new Set<string>();
    const visit = (file: string) => {
      if (ordered.has(file) || visiting.has(file)) return;
      visiting.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
      ordered.add(file);
    };
    for (const start of starts) visit(start);
    return ordered;
  };
  const atStart = closure(graph.startFiles);
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const routes: Record<string, number[]> = {};
  for (const id of graph.moduleIds) {
    const routeId = graph.routeIdOf(id);
    if (!routeId) continue;
    const helpers = graph.staticImports(id).filter((imported) => imported.includes('/src/'));
    const lazy = [id, ...helpers].flatMap((module) => graph.dynamicImports(module));
    const starts = lazy.flatMap((module) => chunkOf.get(module)?.fileName ?? []);
    const needed = [...closure(starts)].filter((file) => !atStart.has(file));
    if (needed.length === 0) continue;
    routes[routeId] = needed.map((file) => {
      let index = indexOf.get(file);
      if (index === undefined) {
        index = files.push(`/${file}`) - 1;
        indexOf.set(file, index);
      }
      return index;
    });
  }
  return { files, routes };
}

/**
 * Writes into index.html the files each route's screen loads (src/startup/route-preload.ts asks for
 * them a few a task). Left to the module loader, a route's chunk asked for its 15–26 imports in the
 * task that read it: with DevTools watching, as Lighthouse measures, each request costs the page's
 * thread one to three milliseconds, and that task was the longest of a signed-in start.
 */
export function routePreload(): Plugin {
  return {
    name: 'sfa:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') {
        this.error('index.html is missing from the build');
      }
      const info = (id: string) => this.getModuleInfo(id);
      const table = routeFilesOf({
        chunks: Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [{ fileName: output.fileName, moduleIds: output.moduleIds, imports: output.imports }]
            : [],
        ),
        startFiles: moduleScriptsOf(page.source).map((script) => script.src.replace(/^\//, '')),
        moduleIds: this.getModuleIds(),
        staticImports: (id) => info(id)?.importedIds ?? [],
        dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
        routeIdOf: (id) =>
          ROUTE_FILE.test(id) ? FILE_ROUTE_ID.exec(readFileSync(id, 'utf8'))?.[1] : undefined,
      });
      // JSON, not a script: nothing runs, and `<` cannot end the element early.
      const json = JSON.stringify(table).replaceAll('<', '\\u003c');
      const element = `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${json}</script>`;
      page.source = page.source.replace('</head>', `  ${element}\n  </head>`);
    },
  };
}
