import { describe, expect, it } from 'vitest';
import { MANTINE_REACT_IDS_SOURCE, mantineReactIds } from './mantine-react-ids';

type Load = (id: string) => string | null;

describe("Mantine's useId as React's", () => {
  const load = mantineReactIds().load as unknown as Load;

  it("replaces Mantine's hook module, and nothing else", () => {
    expect(load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe(
      MANTINE_REACT_IDS_SOURCE,
    );
    expect(load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs?v=1')).toBe(
      MANTINE_REACT_IDS_SOURCE,
    );
    expect(load('/app/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs')).toBeNull();
    expect(load('/app/src/lib/use-id.ts')).toBeNull();
  });

  it('sets no state after mounting: one hook, no effect', () => {
    expect(MANTINE_REACT_IDS_SOURCE).not.toMatch(/useState|Effect/);
    expect(MANTINE_REACT_IDS_SOURCE).toContain('export function useId(staticId)');
  });
});
