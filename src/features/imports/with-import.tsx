import type { AnyResource } from '#src/components/crud/resource-definition';
import type { ListScreenConfig } from '#src/components/crud/resource-screens';
import type { ImportKindName } from '#src/contracts/imports';

/**
 * A list route's screen with "Импорт" of `kind` among its actions. Route files hold this (the
 * route tree is in the start bundle): the button and its dialog load with the screen.
 */
export function withImport(
  load: () => Promise<AnyResource | ListScreenConfig>,
  kind: ImportKindName,
): () => Promise<ListScreenConfig> {
  return async () => {
    const [loaded, { ImportButton }] = await Promise.all([load(), import('./import-button')]);
    const config = 'resource' in loaded ? loaded : { resource: loaded };
    return { ...config, toolbar: <ImportButton kind={kind} /> };
  };
}
