import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A service path is written once, in its call's descriptor in `src/contracts`; the portal makes
 * the call through `callApi`, which fills the path. A path written out where it is used drifts
 * from the server's, and its reply type is whatever the caller claims.
 */
const ROOTS = ['src', 'sw'];
const SKIPPED = [/^src\/contracts\//, /^src\/routeTree\.gen\.ts$/, /\.test\.tsx?$/];

/**
 * A string or template literal that looks like a path of a service: `/api/…`, `/v2/…`, a
 * snake_case segment followed by more path (`/planogram_outlets/link/`), or any path handed to a
 * service client (`mainApi.post('/tasks/', …)`); service paths end with a slash. Router paths
 * (`/visit_feed/$visitId`, `/get_photos_by_visit_id/${id}`) have none of these shapes.
 */
const SERVICE_PATH = [
  /['"`]\/(?:api|v\d)\/[^'"`\s]*['"`]/g,
  /['"`]\/[a-z]+_[a-z_]+\/(?:[^'"`\s$]|\$\{[^}]*\})*\/['"`]/g,
  /Api\.(?:get|post|put|patch|delete|upload)\s*(?:<[^>]*>)?\(\s*['"`]\//g,
];

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(root, file).replaceAll('\\', '/'))
      .filter((file) => !SKIPPED.some((pattern) => pattern.test(file))),
  );
}

/** `file:line` of every service path literal in the text, comments left out. */
function pathLiterals(file: string, text: string): string[] {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(
      /(^|[^:'"`])(\/\/.*)$/gm,
      (_, before: string, comment: string) => before + blank(comment),
    );
  const lines = SERVICE_PATH.flatMap((pattern) =>
    [...code.matchAll(pattern)].map((match) => code.slice(0, match.index).split('\n').length),
  );
  return [...new Set(lines)].sort((a, b) => a - b).map((line) => `${file}:${line}`);
}

describe('service paths', () => {
  it('are recognised when written as literals', () => {
    // Source text to scan, not templates: the `${…}` are the scanned code's own.
    const samples = [
      "mainApi.post<PlanogramLink>('/planogram_outlets/link/', body)",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: scanned source text
      'authApi.get<User>(`/api/v1/users/${id}/`)',
      "mainApi.post('/v2/support_requests/list/', filter)",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: scanned source text
      'mainApi.patch(`/visits/${visitId}/`, patch)',
      "mainApi.post<Task>('/tasks/', body)",
    ];
    for (const sample of samples) expect(pathLiterals('sample', sample), sample).toHaveLength(1);
    const harmless = [
      'callApi(planogramCalls.linkOutlets, { body })',
      "createFileRoute('/_authenticated/catalog/outlets')",
      "router.navigate({ to: '/catalog/cities' })",
      'to="/visit_feed/$visitId"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: scanned source text
      '`/get_photos_by_visit_id/${visitId}`',
      '// POST {main}/planogram_outlets/link/',
    ];
    for (const sample of harmless) expect(pathLiterals('sample', sample), sample).toEqual([]);
  });

  it('are written only in the contracts', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => pathLiterals(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
