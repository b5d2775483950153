import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications as toasts } from '@mantine/notifications';
import { IconLink, IconLinkOff, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import {
  type ChildListOf,
  childListQueryOptions,
  useChildPages,
} from '#src/components/crud/child-list';
import { ChildRowsTable } from '#src/components/crud/child-rows-table';
import { useVisibleColumns } from '#src/components/crud/column-picker';
import { useResourceCan } from '#src/components/crud/resource-access';
import { detailQueryOptions, listQueryOptions } from '#src/components/crud/resource-api';
import { ResourceSearchSelect } from '#src/components/crud/resource-search-select';
import type { TableSelection } from '#src/components/crud/resource-table';
import { CatalogFilter } from '#src/components/list/filters/catalog-filter';
import { PAGE_SIZES } from '#src/components/list/list-search';
import { useListQuery } from '#src/components/list/use-list-query';
import { confirmAction } from '#src/components/ui/confirm-action';
import type { PlanogramOutlet, PlanogramOutletFilter } from '#src/contracts/catalog/planograms';
import type { ProjectOutlet } from '#src/contracts/catalog/project-outlets';
import { citiesResource } from '#src/resources/cities';
import { planogramOutletsResource } from '#src/resources/planogram-outlets';
import { planogramsResource } from '#src/resources/planograms';
import { projectOutletsResource } from '#src/resources/project-outlets';
import { projectRetailsResource } from '#src/resources/project-retails';
import { useLinkOutlets, useUnlinkOutlets } from './planogram-api';

const outletsOf = (id: number): ChildListOf<PlanogramOutlet> => ({
  parent: planogramsResource,
  parentId: id,
  child: planogramOutletsResource,
  filter: { planogram_id: id },
});

/** The largest page first: most planograms' outlets fit it; more are paged. */
const FIRST_PAGE = { limit: PAGE_SIZES.at(-1) ?? 100, offset: 0 };

/** The tab's read: its route's loader starts it as the tab opens (no search, the first page). */
export const planogramOutletsQuery = (
  id: number,
  search = '',
  sort = planogramOutletsResource.sort,
  page: { limit: number; offset: number } = FIRST_PAGE,
) => childListQueryOptions(outletsOf(id), { search, sort, ...page });

const outletLabel = (row: ProjectOutlet) =>
  [row.name, row.address].filter(Boolean).join(', ') || String(row.id);

/**
 * The outlets following a planogram: linked one by one or all those matching a filter (refused
 * as a whole, naming them, when some follow it already), unlinked one or several at a time
 * after a confirmation. Changing the links needs the planograms' UPDATE (spec section 6).
 */
export function PlanogramOutletsTab({ id }: { id: number }) {
  const planogram = useQuery(detailQueryOptions(planogramsResource, id));
  const canChange = useResourceCan(planogramsResource, 'update');
  const projectId = planogram.data?.project_id;
  return (
    <Stack>
      {canChange && projectId !== undefined && (
        <Group align="stretch" wrap="wrap">
          <LinkOne planogramId={id} projectId={projectId} />
          <LinkMatching planogramId={id} projectId={projectId} />
        </Group>
      )}
      <LinkedOutlets planogramId={id} canChange={canChange} />
    </Stack>
  );
}

interface LinkProps {
  planogramId: number;
  projectId: number;
}

/** One outlet of the planogram's project, searched on the server (a project has thousands). */
function LinkOne({ planogramId, projectId }: LinkProps) {
  const { t } = useLingui();
  const link = useLinkOutlets();
  const [value, setValue] = useState<ProjectOutlet | null>(null);

  const submit = () => {
    if (!value) return;
    link.mutate(
      { planogram_id: planogramId, project_outlet_ids: [value.id] },
      {
        onSuccess: () => {
          toasts.show({ color: 'green', message: t`Точка привязана к планограмме` });
          setValue(null);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" style={{ flex: '1 1 320px' }}>
      <Stack gap="sm">
        <Title order={5}>
          <Trans>Привязать точку</Trans>
        </Title>
        <ResourceSearchSelect
          resource={projectOutletsResource}
          label={t`Торговая точка`}
          params={{ project_ids: [projectId] }}
          placeholder={t`Название или адрес`}
          optionLabel={outletLabel}
          value={value}
          onChange={(next) => {
            link.reset();
            setValue(next);
          }}
        />
        {link.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="link-error">
            {errorText(link.error)}
          </Alert>
        )}
        <Group>
          <Button
            leftSection={<IconLink size={16} />}
            disabled={!value}
            loading={link.isPending}
            onClick={submit}
          >
            <Trans>Привязать</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** All the project's outlets matching a filter (city, project retail, a search), at once. */
function LinkMatching({ planogramId, projectId }: LinkProps) {
  const { t } = useLingui();
  const link = useLinkOutlets();
  const [cityIds, setCityIds] = useState<number[] | undefined>();
  const [retailIds, setRetailIds] = useState<number[] | undefined>();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const filter: PlanogramOutletFilter = {
    ...(cityIds?.length ? { city_ids: cityIds } : {}),
    ...(retailIds?.length ? { project_retail_ids: retailIds } : {}),
    ...(debounced ? { search: debounced } : {}),
  };
  // How many the filter finds: one row is enough to count them.
  const count = useQuery({
    ...listQueryOptions(projectOutletsResource, {
      project_ids: [projectId],
      ...filter,
      sort: projectOutletsResource.sort,
      limit: 1,
      offset: 0,
    }),
    placeholderData: keepPreviousData,
  });
  const total = count.data?.total;

  const submit = async () => {
    if (!total) return;
    const confirmed = await confirmAction({
      title: t`Привязать точки к планограмме?`,
      message: plural(total, {
        one: 'Будет привязана # точка',
        few: 'Будут привязаны # точки',
        many: 'Будут привязаны # точек',
        other: 'Будут привязаны # точки',
      }),
      confirmLabel: t`Привязать`,
      destructive: false,
    });
    if (!confirmed) return;
    link.mutate(
      { planogram_id: planogramId, filter },
      {
        onSuccess: ({ linked }) =>
          toasts.show({
            color: 'green',
            message: plural(linked, {
              one: 'Привязана # точка',
              few: 'Привязаны # точки',
              many: 'Привязаны # точек',
              other: 'Привязаны # точки',
            }),
          }),
      },
    );
  };

  return (
    <Paper withBorder p="md" style={{ flex: '1 1 320px' }}>
      <Stack gap="sm">
        <Title order={5}>
          <Trans>Привязать все точки по фильтру</Trans>
        </Title>
        <CatalogFilter
          resource={citiesResource}
          label={t`Город`}
          value={cityIds}
          onChange={setCityIds}
        />
        <CatalogFilter
          resource={projectRetailsResource}
          label={t`Сеть проекта`}
          value={retailIds}
          onChange={setRetailIds}
        />
        <TextInput
          label={t`Название, адрес или код`}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {link.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(link.error)}
          </Alert>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconLink size={16} />}
            disabled={!total}
            loading={link.isPending}
            onClick={() => void submit()}
          >
            {total === undefined
              ? t`Привязать все`
              : plural(total, {
                  one: 'Привязать # точку',
                  few: 'Привязать # точки',
                  many: 'Привязать # точек',
                  other: 'Привязать # точки',
                })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The linked outlets; one or the selected ones are unlinked after a confirmation. */
function LinkedOutlets({ planogramId, canChange }: { planogramId: number; canChange: boolean }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState(planogramOutletsResource.sort);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { columns } = useVisibleColumns(planogramOutletsResource);
  const pages = useChildPages(`${debounced}|${sort}`);
  const load = useListQuery(
    planogramOutletsQuery(planogramId, debounced, sort, {
      limit: pages.limit,
      offset: pages.offset,
    }),
  );
  const unlink = useUnlinkOutlets();
  const rows = load.items;

  const remove = async (targets: readonly PlanogramOutlet[]) => {
    if (targets.length === 0) return;
    const confirmed = await confirmAction({
      title:
        targets.length === 1
          ? t`Отвязать точку от планограммы?`
          : plural(targets.length, {
              one: 'Отвязать # точку от планограммы?',
              few: 'Отвязать # точки от планограммы?',
              many: 'Отвязать # точек от планограммы?',
              other: 'Отвязать # точки от планограммы?',
            }),
      message: targets
        .slice(0, 10)
        .map((row) => row.name)
        .join(', '),
      confirmLabel: t`Отвязать`,
    });
    if (!confirmed) return;
    unlink.mutate(
      { planogram_id: planogramId, ids: targets.map((row) => row.id) },
      {
        onSuccess: () => {
          toasts.show({ color: 'green', message: t`Точки отвязаны` });
          setSelected(new Set());
        },
        onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
      },
    );
  };

  const change = (next: (ids: Set<number>) => void) =>
    setSelected((current) => {
      const ids = new Set(current);
      next(ids);
      return ids;
    });
  const selection: TableSelection = {
    selected,
    onToggle: (row) => change((ids) => (ids.has(row.id) ? ids.delete(row.id) : ids.add(row.id))),
    onTogglePage: () =>
      change((ids) => {
        const all = rows.length > 0 && rows.every((row) => ids.has(row.id));
        for (const row of rows) {
          if (all) ids.delete(row.id);
          else ids.add(row.id);
        }
      }),
  };
  const chosen = rows.filter((row) => selected.has(row.id));

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          aria-label={t`Поиск по точкам планограммы`}
          placeholder={t`Поиск по точкам планограммы`}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          maw={420}
        />
        {canChange && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconLinkOff size={16} />}
            disabled={chosen.length === 0}
            loading={unlink.isPending}
            onClick={() => void remove(chosen)}
          >
            {plural(chosen.length, {
              one: 'Отвязать # выбранную',
              few: 'Отвязать # выбранные',
              many: 'Отвязать # выбранных',
              other: 'Отвязать # выбранные',
            })}
          </Button>
        )}
      </Group>
      <ChildRowsTable
        resource={planogramOutletsResource}
        columns={columns}
        load={load}
        sort={sort}
        onSort={setSort}
        selection={canChange ? selection : undefined}
        remove={
          canChange
            ? {
                label: (row) => t`Отвязать ${row.name}`,
                icon: <IconLinkOff size={18} />,
                run: (row) => void remove([row]),
              }
            : undefined
        }
        paging={{ ...pages, total: load.total }}
      />
    </Stack>
  );
}
