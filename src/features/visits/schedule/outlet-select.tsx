import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { projectScopeFilter } from '#src/access/project-scope';
import { listQueryOptions } from '#src/components/crud/resource-api';
import type { ProjectOutlet } from '#src/contracts/catalog/project-outlets';
import { projectOutletsResource } from '#src/resources/project-outlets';

const PAGE = 50;
const labelOf = (row: ProjectOutlet) =>
  [row.name, row.address].filter(Boolean).join(', ') || String(row.id);

interface OutletSelectProps {
  projectIds: readonly number[];
  value: ProjectOutlet | null;
  onChange: (row: ProjectOutlet | null) => void;
  error?: string;
}

/**
 * A project outlet of the selected projects, searched on the server by name, address or
 * external code: a project may hold tens of thousands, more than one list can carry.
 */
export function OutletSelect({ projectIds, value, onChange, error }: OutletSelectProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // The chosen row's label is the search text: searching it again would find only itself.
  const term = value && debounced === labelOf(value) ? '' : debounced;
  const query = useQuery({
    ...listQueryOptions(projectOutletsResource, {
      ...projectScopeFilter(projectIds),
      ...(term ? { search: term } : {}),
      sort: projectOutletsResource.sort,
      limit: PAGE,
      offset: 0,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items ?? [];
  const known = value && !rows.some((row) => row.id === value.id) ? [value, ...rows] : rows;
  return (
    <Select
      label={t`Торговая точка`}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the labels need not contain every typed word.
      filter={({ options }) => options}
      placeholder={t`Название или адрес`}
      nothingFoundMessage={query.isFetching ? t`Загрузка…` : t`Ничего не найдено`}
      data={known.map((row) => ({ value: String(row.id), label: labelOf(row) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(known.find((row) => String(row.id) === id) ?? null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
