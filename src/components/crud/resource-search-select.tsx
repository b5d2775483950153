import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listQueryOptions } from './resource-api';
import { type ResourceDefinition, type ResourceRow, rowTitle } from './resource-definition';

const PAGE = 50;

interface ResourceSearchSelectProps<Row extends ResourceRow> {
  resource: ResourceDefinition<Row>;
  label: string;
  /** The list's filters (the matrix's project). */
  params?: Record<string, unknown>;
  value: Row | null;
  onChange: (row: Row | null) => void;
  required?: boolean;
  error?: string;
  placeholder?: string;
  /** An option's text where the row's title says too little (an outlet's address). */
  optionLabel?: (row: Row) => string;
}

/**
 * A row of a resource searched on the server (a project holds up to 100,000 products or
 * outlets, more than one list can carry): the first page, then what the typed words find.
 */
export function ResourceSearchSelect<Row extends ResourceRow>(
  props: ResourceSearchSelectProps<Row>,
) {
  const { resource, label, params, value, onChange, required, error, optionLabel } = props;
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const labelOf = optionLabel ?? ((row: Row) => rowTitle(resource, row));
  // The chosen row's label is the search text: searching it again would find only itself.
  const term = value && debounced === labelOf(value) ? '' : debounced;
  const query = useQuery({
    ...listQueryOptions(resource, {
      ...params,
      ...(term ? { search: term } : {}),
      sort: resource.sort,
      limit: PAGE,
      offset: 0,
    }),
    placeholderData: keepPreviousData,
  });
  const rows: Row[] = query.data?.items ?? [];
  const known = value && !rows.some((row) => row.id === value.id) ? [value, ...rows] : rows;
  return (
    <Select
      label={label}
      required={required}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the labels need not contain every typed word.
      filter={({ options }) => options}
      placeholder={props.placeholder ?? t`Начните вводить`}
      nothingFoundMessage={query.isFetching ? t`Загрузка…` : t`Ничего не найдено`}
      data={known.map((row) => ({ value: String(row.id), label: labelOf(row) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(known.find((row) => String(row.id) === id) ?? null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
