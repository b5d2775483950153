import { lazyRouteComponent } from '@tanstack/react-router';
import type { AccessRouterContext } from '#src/access/route-guards';
import type { AnyResource, ResourceRow } from './resource-definition';
import type { DetailScreenConfig, ListScreenConfig, ScreenContext } from './resource-screens';
import type { ResourceSearch } from './resource-search';

/**
 * Route factories: a catalog route file is `createFileRoute('/literal/path')(factory(load))`.
 * The route tree is in the startup bundle (the login page's too), so a factory holds nothing
 * heavy: `load` imports the resource definition (contracts, zod, labels) and resource-screens
 * brings the guard, the loader and the screens. The guard puts what the screen needs in the
 * route context; the loader starts the screen's read without waiting for it (the guard has
 * loaded resource-screens already, so nothing is awaited but a module in hand).
 */
type Load<T> = () => Promise<T>;
type Ctx = { context: AccessRouterContext };
const screens = () => import('./resource-screens');

/**
 * The address is kept as it came (plain values only); the screen and the loader decode it with
 * the resource's codecs, which drop whatever is invalid.
 */
function passSearch(search: Record<string, unknown>): ResourceSearch {
  const kept: ResourceSearch = {};
  for (const [key, value] of Object.entries(search)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      kept[key] = value as string | number | boolean;
    }
  }
  return kept;
}

/** The guard: the resource's permission (CREATE for a creation page), then the screen's data. */
function guarded(
  load: Load<AnyResource | ListScreenConfig | DetailScreenConfig>,
  extra: Omit<ScreenContext['resourceScreen'], 'resource'> = {},
  create = false,
) {
  return async (ctx: Ctx): Promise<ScreenContext> => {
    const [loaded, s] = await Promise.all([load(), screens()]);
    const config = 'resource' in loaded ? loaded : { resource: loaded };
    await s.guard(config.resource, create)(ctx);
    return { resourceScreen: { ...config, ...extra } };
  };
}

export function resourceListRoute(load: Load<AnyResource | ListScreenConfig>) {
  return {
    validateSearch: passSearch,
    beforeLoad: guarded(load),
    loaderDeps: ({ search }: { search: ResourceSearch }) => search,
    loader: async ({
      context,
      deps,
    }: {
      context: AccessRouterContext & ScreenContext;
      deps: ResourceSearch;
    }) => (await screens()).startList(context.resourceScreen.resource, context, deps),
    component: lazyRouteComponent(screens, 'ResourceListScreen'),
  };
}

/**
 * A row's page: `param` is the route's id parameter (`projectId` of /projects/$projectId);
 * `tab`, on a tab's own route (/catalog/reference-outlets/$outletId/outlets), the tab it opens.
 * A tab's route is its row's sibling in the route tree (`$outletId_.outlets.tsx`), so it has
 * the same guard, the row's read and its own, and draws the same screen with its tab selected.
 */
export function resourceDetailRoute(
  load: Load<AnyResource | DetailScreenConfig>,
  param: string,
  tab?: string,
) {
  return {
    beforeLoad: guarded(load, { param, tab }),
    loader: async ({
      context,
      params,
    }: {
      context: AccessRouterContext & ScreenContext;
      params: Record<string, string>;
    }) => {
      const s = await screens();
      const { resourceScreen } = context;
      s.startDetail(resourceScreen, context, s.idOf(params, param), resourceScreen.tab);
    },
    component: lazyRouteComponent(screens, 'ResourceDetailScreen'),
  };
}

/** A creation page (CREATE needed); once created, the new row's `pathOf` is shown. */
export function resourceCreateRoute(load: Load<AnyResource>, pathOf: (row: ResourceRow) => string) {
  return {
    beforeLoad: guarded(load, { pathOf }, true),
    component: lazyRouteComponent(screens, 'ResourceCreateScreen'),
  };
}
