import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '#src/router';

/**
 * One way to load a route (docs/decisions/018-loaders-start-screens-read.md): the loader starts
 * the screen's queries without waiting, the screen reads them with `useQuery` and draws its own
 * loading, empty, failure and not-found states. Awaiting a read in a loader (`ensureQueryData`)
 * and suspending on it in the screen (`useSuspenseQuery`) was a second way, and a screen
 * fetching only once rendered (no loader) a third; these checks keep them from coming back.
 */
const GENERATED = new Set(['src/routeTree.gen.ts']);

/**
 * Where awaiting a read is what a guard needs: the permissions and the project scope decide
 * whether a screen may open at all, before any of it renders; the remembered portal decides
 * where a sign-in lands.
 */
const GUARD_READS = new Set([
  'src/access/route-guards.ts',
  'src/features/auth/portal-landing.ts',
  'src/features/projects/ensure-project-scope.ts',
  'src/features/projects/use-change-project-scope.ts',
]);

/**
 * Screens that show no server data of their own: nothing for a loader to start. A creation
 * form's pickers load their options as they open.
 */
const NO_SERVER_DATA = new Set([
  '/login',
  '/access-denied',
  '/portal-choice',
  '/policies',
  '/ecp',
  '/outbox',
  '/projects/create',
  '/team/create',
  '/project-positions/create',
  '/catalog/reference-outlets/create',
  '/products/create',
  '/workflows/create',
  '/matrixes/create',
  '/planograms/create',
]);

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(root, file).replaceAll('\\', '/'))
    .filter((file) => !GENERATED.has(file));
}

/** `file:line` of every match of `pattern` in the files. */
function occurrences(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(new RegExp(pattern, 'g'))].map(
      (match) => `${file}:${text.slice(0, match.index).split('\n').length}`,
    );
  });
}

const router = createAppRouter(new QueryClient(), createMemoryHistory());

/** Every route that renders a screen (layouts and redirects left out), by its path. */
const screens = Object.values(router.routesById)
  .filter((route) => !route.isRoot && !route.children && route.options.component)
  .map((route) => ({
    path: route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, ''),
    loader: route.options.loader,
  }));

describe('route loading', () => {
  it('suspends no screen on a query', () => {
    const files = sourceFiles('src');
    expect(files.length).toBeGreaterThan(100);
    expect(occurrences(files, /\buseSuspense(?:Infinite)?Quer(?:y|ies)\b/)).toEqual([]);
  });

  it('awaits reads only where a guard needs them', () => {
    const files = sourceFiles('src').filter((file) => !GUARD_READS.has(file));
    expect(occurrences(files, /\bensure(?:Infinite)?QueryData\b/)).toEqual([]);
    for (const file of GUARD_READS) {
      expect(readFileSync(file, 'utf8'), file).toMatch(/\bensureQueryData\b/);
    }
  });

  it('has loaders that start their queries, never wait for them', () => {
    const files = [
      ...sourceFiles('src/routes'),
      'src/components/crud/resource-routes.ts',
      'src/components/crud/resource-screens.tsx',
    ];
    expect(occurrences(files, /\bfetch(?:Infinite)?Query\b|\bawait\s+[\w.]*prefetch/)).toEqual([]);
  });

  it('gives every screen that shows server data a loader', () => {
    expect(screens.length).toBeGreaterThan(30);
    const withoutLoader = screens
      .filter((screen) => !screen.loader && !NO_SERVER_DATA.has(screen.path))
      .map((screen) => screen.path);
    expect(withoutLoader).toEqual([]);
    // The list names no screen that is gone or has a loader by now.
    const listed = screens.filter((screen) => NO_SERVER_DATA.has(screen.path));
    expect(listed.map((screen) => screen.path).sort()).toEqual([...NO_SERVER_DATA].sort());
    expect(listed.filter((screen) => screen.loader).map((screen) => screen.path)).toEqual([]);
  });
});
