import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Query keys are built by the key factories (`query-keys.ts` of a feature, `resourceKeys`,
 * `visitKeys`, …), never written out where they are used: a literal copy of a key drifts from
 * the factory's, and the invalidation it was meant for silently stops matching.
 */
const ROOTS = ['src', 'sw'];
const GENERATED = new Set(['src/routeTree.gen.ts']);

/** A key written as an array literal: in options or filters, or as a client method's key. */
const LITERAL_KEY = [
  /\bqueryKey\s*:\s*\[/g,
  /\.(?:setQueryData|getQueryData|getQueryState|setQueryDefaults|getQueryDefaults)\s*(?:<[^>]*>)?\(\s*\[/g,
];

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(root, file).replaceAll('\\', '/'))
      .filter((file) => !GENERATED.has(file)),
  );
}

/** `file:line` of every literal key in the text. */
function literalKeys(file: string, text: string): string[] {
  return LITERAL_KEY.flatMap((pattern) =>
    [...text.matchAll(pattern)].map(
      (match) => `${file}:${text.slice(0, match.index).split('\n').length}`,
    ),
  );
}

describe('query keys', () => {
  it('are recognised when written as literals', () => {
    const samples = [
      "useQuery({ queryKey: ['visits', id] })",
      'invalidateQueries({\n  queryKey: [...base, 1],\n})',
      "queryClient.setQueryData<Visit>(['visits'], visit)",
      "client.getQueryData(['feeds'])",
      "queryClient.setQueryDefaults(['files', 'content'], {})",
    ];
    for (const sample of samples) expect(literalKeys('sample', sample), sample).toHaveLength(1);
    expect(literalKeys('sample', 'useQuery({ queryKey: visitKeys.detail(id) })')).toEqual([]);
  });

  it('come from a key factory everywhere in the portal and the service worker', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => literalKeys(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
