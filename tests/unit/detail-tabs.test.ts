import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AccessRouterContext } from '#src/access/route-guards';
import { detailQueryOptions } from '#src/components/crud/resource-api';
import { startDetail } from '#src/components/crud/resource-screens';
import { referenceOutletDetail } from '#src/features/outlets/outlets-screens';
import { referenceOutletOutletsQuery } from '#src/features/outlets/reference-outlet-outlets-tab';
import { positionHistoryQuery } from '#src/features/project-positions/position-history-tab';
import { projectPositionDetail } from '#src/features/project-positions/project-positions-screens';
import { projectOutletsResource } from '#src/resources/project-outlets';

/** The reads a loader started, by their keys. */
function started(run: (context: AccessRouterContext) => void, projectIds?: number[]) {
  const queryClient = new QueryClient();
  const keys: unknown[] = [];
  queryClient.prefetchQuery = (options) => {
    keys.push(options.queryKey);
    return Promise.resolve();
  };
  run({ queryClient, projectIds } as AccessRouterContext);
  return keys;
}

/**
 * A nested tab is a route of its own (docs/decisions/019-nested-tabs-are-addresses.md): its
 * loader starts the row the header shows and the tab's own read, with the keys the screen then
 * reads (docs/decisions/018-loaders-start-screens-read.md).
 */
describe('a detail screen with tabs of their own address', () => {
  it('starts only the row on the main tab', () => {
    const keys = started((context) => startDetail(projectPositionDetail, context, 7));
    expect(keys).toEqual([detailQueryOptions(projectPositionDetail.resource, 7).queryKey]);
  });

  it("starts a project position's history on its 'history' tab", () => {
    const keys = started((context) => startDetail(projectPositionDetail, context, 7, 'history'));
    expect(keys).toEqual([
      detailQueryOptions(projectPositionDetail.resource, 7).queryKey,
      positionHistoryQuery(7).queryKey,
    ]);
  });

  it("starts a reference outlet's project outlets in the selected projects", () => {
    const keys = started(
      (context) => startDetail(referenceOutletDetail, context, 3, 'outlets'),
      [11, 12],
    );
    expect(keys).toEqual([
      detailQueryOptions(referenceOutletDetail.resource, 3).queryKey,
      referenceOutletOutletsQuery(3, [11, 12], projectOutletsResource.sort).queryKey,
    ]);
  });

  it('gives every tab of a routed detail an address of its own', () => {
    for (const config of [projectPositionDetail, referenceOutletDetail]) {
      expect(config.link?.(5).params).toBeDefined();
      for (const tab of config.tabs ?? []) {
        const link = tab.link?.(5);
        expect(link?.to).toBe(`${config.link?.(5).to}/${tab.value}`);
        expect(tab.start).toBeDefined();
      }
    }
  });
});
