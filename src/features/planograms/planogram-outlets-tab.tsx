import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications as toasts } from '@mantine/notifications';
import { IconLink, IconLinkOff, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { useVisibleColumns } from '#src/components/crud/column-picker';
import { useResourceCan } from '#src/components/crud/resource-access';
import { detailQueryOptions, listQueryOptions } from '#src/components/crud/resource-api';
import { ResourceSearchSelect } from '#src/components/crud/resource-search-select';
import { ResourceTable } from '#src/components/crud/resource-table';
import { CatalogFilter } from '#src/components/list/filters/catalog-filter';
import { ListBody } from '#src/components/list/list-body';
import { useListQuery } from '#src/components/list/use-list-query';
import { confirmAction } from '#src/components/ui/confirm-action';
import type { PlanogramOutlet, PlanogramOutletFilter } from '#src/contracts/catalog/planograms';
import type { ProjectOutlet } from '#src/contracts/catalog/project-outlets';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { citiesResource } from '#src/resources/cities';
import { planogramOutletsResource } from '#src/resources/planogram-outlets';
import { planogramsResource } from '#src/resources/planograms';
import { projectOutletsResource } from '#src/resources/project-outlets';
import { projectRetailsResource } from '#src/resources/project-retails';
import { useLinkOutlets, useUnlinkOutlets } from './planogram-api';

/**
 * The tab's read: its route's loader starts it as the tab opens (no search, the default sort).
 * A planogram's outlets fit one page of the contract's largest size; more are counted.
 */
export const planogramOutletsQuery = (
  id: number,
  search = '',
  sort = planogramOutletsResource.sort,
) =>
  listQueryOptions<PlanogramOutlet>(planogramOutletsResource, {
    planogram_id: id,
    ...(search ? { search } : {}),
    sort,
    limit: MAX_PAGE_SIZE,
    offset: 0,
  });

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
  const load = useListQuery(planogramOutletsQuery(planogramId, debounced, sort));
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

  const toggle = (rowId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(rowId);
      else next.delete(rowId);
      return next;
    });
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
      {load.status === 'success' && load.total > load.items.length && (
        <Text size="sm" c="dimmed">
          {t`Показаны первые ${load.items.length} из ${load.total}: уточните поиск`}
        </Text>
      )}
      <ListBody load={load} onRetry={load.retry} skeletonRows={3} skeletonHeight={36}>
        {(items) => (
          <ResourceTable
            columns={columns}
            rows={items}
            sort={sort}
            onSort={setSort}
            actions={
              canChange
                ? (row) => (
                    <Group gap={4} wrap="nowrap">
                      <Checkbox
                        aria-label={t`Выбрать ${row.name}`}
                        checked={selected.has(row.id)}
                        onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                        size="md"
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t`Отвязать ${row.name}`}
                        onClick={() => void remove([row])}
                      >
                        <IconLinkOff size={18} />
                      </ActionIcon>
                    </Group>
                  )
                : undefined
            }
          />
        )}
      </ListBody>
    </Stack>
  );
}
