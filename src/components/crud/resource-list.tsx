import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Dialog } from '#src/components/ui/dialog';
import { FilterPanel } from '../list/filter-panel';
import { ListBody } from '../list/list-body';
import { ListPagination } from '../list/list-pagination';
import { useListQuery } from '../list/use-list-query';
import { useListSearch } from '../list/use-list-search';
import type { RowLink } from '../ui/row-link';
import { ColumnPicker, useVisibleColumns } from './column-picker';
import { ExportMenu } from './export-menu';
import { ExportProgress } from './export-progress';
import { ResourceForm } from './lazy-resource-form';
import { useCanExport, useResourceCan } from './resource-access';
import { listQueryOptions } from './resource-api';
import type { AnyResource, ResourceRow } from './resource-definition';
import { ResourceFilters } from './resource-filters';
import { type ResourceSearch, resourceListParams, resourceListSearch } from './resource-search';
import { ResourceTable, type TableSelection } from './resource-table';
import { RowActions } from './row-actions';
import { useListScope } from './scope-context';
import { useExport } from './use-export';
import { useDeleteRow } from './use-resource-mutations';

interface ResourceListProps {
  /** The list's heading and its workbook's sheet: the route's title. */
  title: MessageDescriptor;
  resource: AnyResource;
  search: ResourceSearch;
  navigate: (search: ResourceSearch) => void;
  /** A link to a creation page; without it, creation opens the form in a dialog. */
  createLink?: ReactNode;
  /** A row's own page (its first cell and "Открыть" lead there); else editing is a dialog. */
  rowLink?: (row: ResourceRow) => RowLink;
  /**
   * Actions on the rows the user picks (add to a category): with it and UPDATE on the resource,
   * rows get checkboxes and, once some are picked, a bar shows these actions. `clear` lets the
   * picked rows go (after the action succeeded).
   */
  bulkActions?: (rows: ResourceRow[], clear: () => void) => ReactNode;
  /** The screen's other actions, before "Создать". */
  toolbar?: ReactNode;
}

const NONE: ReadonlyMap<number, ResourceRow> = new Map();

/**
 * The rows picked for a bulk action, kept across pages of the same filters; another filter or
 * sort lets them go, since what was picked may no longer be in the list. The selection handed to
 * the table keeps its functions while the filters stay: the table's rows are memoised on them,
 * and new ones on every render of the list (a refetch starting, then ending) built every row in
 * view again.
 */
function useRowSelection(filterKey: string, rows: readonly ResourceRow[]) {
  const [picked, setPicked] = useState<{ key: string; rows: ReadonlyMap<number, ResourceRow> }>({
    key: filterKey,
    rows: NONE,
  });
  const current = picked.key === filterKey ? picked.rows : NONE;
  const change = useCallback(
    (next: (rows: Map<number, ResourceRow>) => void) =>
      setPicked((previous) => {
        const rows = new Map(previous.key === filterKey ? previous.rows : NONE);
        next(rows);
        return { key: filterKey, rows };
      }),
    [filterKey],
  );
  const onToggle = useCallback(
    (row: ResourceRow) =>
      change((rows) => {
        if (rows.has(row.id)) rows.delete(row.id);
        else rows.set(row.id, row);
      }),
    [change],
  );
  const onTogglePage = useCallback(
    () =>
      change((picked) => {
        const all = rows.length > 0 && rows.every((row) => picked.has(row.id));
        for (const row of rows) {
          if (all) picked.delete(row.id);
          else picked.set(row.id, row);
        }
      }),
    [change, rows],
  );
  const selection = useMemo<TableSelection>(
    () => ({ selected: new Set(current.keys()), onToggle, onTogglePage }),
    [current, onToggle, onTogglePage],
  );
  const clear = useCallback(() => change((rows) => rows.clear()), [change]);
  return { selection, rows: [...current.values()], clear };
}

/** A resource's list: filters in the address, server-side pages and sort, create/edit/delete. */
export function ResourceList({
  title,
  resource,
  search,
  navigate,
  createLink,
  rowLink,
  bulkActions,
  toolbar,
}: ResourceListProps) {
  const { t, i18n } = useLingui();
  const projectIds = useListScope();
  const listSearch = resourceListSearch(resource);
  const list = useListSearch(listSearch, search, navigate);
  const params = resourceListParams(resource, search, projectIds);
  const load = useListQuery(listQueryOptions(resource, params));
  const { columns, keys, setKeys } = useVisibleColumns(resource);
  const canCreate = useResourceCan(resource, 'create') && Boolean(resource.paths.create);
  const canEdit = useResourceCan(resource, 'update') && Boolean(resource.paths.patch);
  const canDelete = useResourceCan(resource, 'delete') && Boolean(resource.paths.delete);
  const canExport = useCanExport();
  const exporter = useExport(resource, columns, title);
  const remove = useDeleteRow(resource);
  const [editing, setEditing] = useState<ResourceRow | 'new' | null>(null);
  const { limit: _limit, offset: _offset, ...filters } = params;
  const hasActions = Boolean(rowLink) || canEdit || canDelete;
  // Stable while nothing it shows changes: the table's rows are memoised on it.
  const actions = useCallback(
    (row: ResourceRow) => (
      <RowActions
        link={rowLink?.(row)}
        onEdit={canEdit && !rowLink ? () => setEditing(row) : undefined}
        onRemove={canDelete ? () => remove(row) : undefined}
      />
    ),
    [rowLink, canEdit, canDelete, remove],
  );
  const filterKey = JSON.stringify(filters);
  const picked = useRowSelection(filterKey, load.items as ResourceRow[]);
  const selectable = Boolean(bulkActions) && canEdit;

  return (
    <Stack>
      <Title order={2}>{i18n._(title)}</Title>
      <FilterPanel
        activeCount={Object.keys(list.filters).filter((key) => key !== 'sort').length}
        onReset={list.reset}
        actions={
          <Group gap="xs">
            <ColumnPicker resource={resource} keys={keys} onChange={setKeys} />
            {canExport && (
              <ExportMenu
                pending={Boolean(exporter.pending)}
                onExport={(format) => void exporter.run(filters, format)}
              />
            )}
            {toolbar}
            {canCreate &&
              (createLink ?? (
                <Button size="compact-sm" onClick={() => setEditing('new')}>
                  <Trans>Создать</Trans>
                </Button>
              ))}
          </Group>
        }
      >
        <ResourceFilters resource={resource} values={list.filters} onChange={list.setFilters} />
      </FilterPanel>
      {exporter.job && (
        <ExportProgress progress={exporter.job.progress} onCancel={() => void exporter.cancel()} />
      )}
      {selectable && picked.rows.length > 0 && (
        <Paper withBorder p="xs" data-testid="bulk-actions">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={500}>
              {plural(picked.rows.length, {
                one: 'Выбрана # запись',
                few: 'Выбрано # записи',
                many: 'Выбрано # записей',
                other: 'Выбрано # записи',
              })}
            </Text>
            <Group gap="xs" wrap="wrap">
              {bulkActions?.(picked.rows, picked.clear)}
              <Button variant="subtle" onClick={picked.clear}>
                <Trans>Снять выбор</Trans>
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <ListBody load={load} onRetry={load.retry} skeletonHeight={36}>
        {(rows) => (
          <ResourceTable
            columns={columns}
            rows={rows}
            sort={typeof params.sort === 'string' ? params.sort : undefined}
            onSort={(sort) => list.setFilters({ sort })}
            rowLink={rowLink}
            selection={selectable ? picked.selection : undefined}
            actions={hasActions ? actions : undefined}
          />
        )}
      </ListBody>
      {load.status === 'success' && (
        <ListPagination
          total={load.total}
          page={list.page}
          limit={list.limit}
          pageSizes={listSearch.pageSizes}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t`Создание` : t`Редактирование`}
      >
        {editing !== null && (
          <ResourceForm
            resource={resource}
            row={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
    </Stack>
  );
}
