import { useLingui } from '@lingui/react';
import { Stack, Title } from '@mantine/core';
import {
  useMatches,
  useNavigate,
  useParams,
  useRouteContext,
  useRouter,
  useSearch,
} from '@tanstack/react-router';
import { type ReactNode, useCallback } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import type { AccessRouterContext } from '#src/access/route-guards';
import type { TagEntityType } from '#src/contracts/catalog/tags';
import { EntityTags } from '../tags/entity-tags';
import type { RowLink } from '../ui/row-link';
import { ResourceForm } from './lazy-resource-form';
import { requireResource } from './resource-access';
import { detailQueryOptions, listQueryOptions } from './resource-api';
import type { AnyResource, ResourceRow } from './resource-definition';
import { type DetailTab, ResourceDetail } from './resource-detail';
import { ResourceList } from './resource-list';
import { type ResourceSearch, resourceListParams } from './resource-search';
import { ScopeContext } from './scope-context';

/**
 * The heavy half of the resource routes, loaded only when a resource screen opens
 * (resource-routes.ts is the light half the route tree holds).
 */

/** A list screen's resource, with links where its rows and creation have pages of their own. */
export interface ListScreenConfig {
  resource: AnyResource;
  createLink?: ReactNode;
  rowLink?: (row: ResourceRow) => RowLink;
  /** Actions on the rows the user picks (ResourceList's `bulkActions`). */
  bulkActions?: (rows: ResourceRow[], clear: () => void) => ReactNode;
  /** More of the list's own actions beside "Создать" (a route adds another feature's, as "Импорт"). */
  toolbar?: ReactNode;
}

export const guard = (resource: AnyResource, create: boolean) =>
  requireResource(resource, create ? 'create' : 'read');

/**
 * The loaders: they start the screen's read and return, so the call runs while the screen's
 * code loads; the screen reads the same options and shows its own loading and failure.
 */
export function startList(
  resource: AnyResource,
  context: AccessRouterContext,
  search: ResourceSearch,
): void {
  const params = resourceListParams(resource, search, context.projectIds ?? []);
  void context.queryClient.prefetchQuery(listQueryOptions(resource, params));
}

export function idOf(params: Record<string, string | undefined>, param: string): number {
  const id = Number(params[param]);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The row, and the tab's own reads when the address names a tab (the header shows the row). */
export function startDetail(
  config: Pick<DetailScreenConfig, 'resource' | 'tabs' | 'start'>,
  context: AccessRouterContext,
  id: number,
  tab?: string,
): void {
  void context.queryClient.prefetchQuery(detailQueryOptions(config.resource, id));
  if (tab === undefined) config.start?.(id, context);
  config.tabs?.find((each) => each.value === tab)?.start?.(id, context);
  if (!tab) config.start?.(id, context);
}

/** A row's page with tabs of its own after the main one. */
export interface DetailScreenConfig {
  resource: AnyResource;
  /**
   * With `link`, every tab has a `link` too and is a route of its own (a file beside the row's,
   * `$id_.<tab>.tsx`, whose factory names the tab); the main tab is the row's route itself.
   */
  tabs?: DetailTab[];
  link?: (id: number) => RowLink;
  /** The kind of entity its rows are, when they carry tags: shown under the row's fields. */
  tags?: TagEntityType;
  /** More of the row under its fields on the main tab (a workflow's actions and matrices). */
  below?: (row: ResourceRow) => ReactNode;
  /** What the main tab's route's loader starts besides the row (the reads of `below`). */
  start?: (id: number, context: AccessRouterContext) => void;
}

/** What a screen needs, put in the route context by the route's guard (resource-routes.ts). */
export interface ScreenContext {
  resourceScreen: ListScreenConfig & {
    tabs?: DetailScreenConfig['tabs'];
    link?: DetailScreenConfig['link'];
    tags?: TagEntityType;
    below?: DetailScreenConfig['below'];
    start?: DetailScreenConfig['start'];
    param?: string;
    /** The tab a tab's route shows. */
    tab?: string;
    pathOf?: (row: ResourceRow) => string;
  };
}

function useScreen() {
  return (useRouteContext({ strict: false }) as unknown as ScreenContext).resourceScreen;
}

export function ResourceListScreen() {
  const { resource, createLink, rowLink, bulkActions, toolbar } = useScreen();
  // The list route is the leaf of its matches: its title names the list.
  const title = useMatches({ select: (matches) => matches.at(-1)?.staticData.title });
  if (!title) throw new Error('A list route has a title (screen-titles.test.ts)');
  const search = useSearch({ strict: false }) as ResourceSearch;
  const navigate = useNavigate();
  const onNavigate = useCallback(
    (next: ResourceSearch) => void navigate({ to: '.', search: next as never }),
    [navigate],
  );
  return (
    <ScopeContext value={useProjectScope()}>
      <ResourceList
        title={title}
        resource={resource}
        search={search}
        navigate={onNavigate}
        createLink={createLink}
        rowLink={rowLink}
        bulkActions={bulkActions}
        toolbar={toolbar}
      />
    </ScopeContext>
  );
}

export function ResourceDetailScreen() {
  const { resource, tabs, link, tab, tags, below, param = 'id' } = useScreen();
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  const id = idOf(params, param);
  return (
    <ScopeContext value={useProjectScope()}>
      <ResourceDetail
        resource={resource}
        id={id}
        tabs={tabs}
        link={link}
        active={tab}
        below={
          (tags || below) &&
          ((row) => (
            <Stack>
              {below?.(row)}
              {tags && <EntityTags entityType={tags} row={row} />}
            </Stack>
          ))
        }
      />
    </ScopeContext>
  );
}

export function ResourceCreateScreen() {
  const { resource, pathOf } = useScreen();
  const { i18n } = useLingui();
  const router = useRouter();
  return (
    <ScopeContext value={useProjectScope()}>
      <Stack maw={720}>
        <Title order={2}>{i18n._(resource.label.one)}</Title>
        <ResourceForm
          resource={resource}
          onDone={(row) => (pathOf ? router.history.push(pathOf(row)) : router.history.back())}
          onCancel={() => router.history.back()}
        />
      </Stack>
    </ScopeContext>
  );
}
