import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useAccess } from '#src/access/access-provider';
import { BooleanFilter } from '../list/filters/boolean-filter';
import { MultiSelectFilter } from '../list/filters/multi-select-filter';
import { resourceCan } from './resource-access';
import type { AnyResource, ResourceFilter } from './resource-definition';
import { useResourceOptions } from './use-resource-options';

type Values = Record<string, unknown>;

interface ResourceFiltersProps {
  resource: AnyResource;
  values: Values;
  onChange: (patch: Record<string, unknown>) => void;
}

const searchLabel = msg`Поиск`;

/** The search box and the resource's own filters, inside the list's FilterPanel. */
export function ResourceFilters({ resource, values, onChange }: ResourceFiltersProps) {
  const { i18n } = useLingui();
  return (
    <>
      <SearchBox
        label={i18n._(searchLabel)}
        value={typeof values.search === 'string' ? values.search : ''}
        onChange={(search) => onChange({ search: search || undefined })}
      />
      {(resource.filters ?? []).map((filter) => (
        <FilterControl
          key={filter.key}
          filter={filter}
          value={values[filter.key]}
          onChange={(value) => onChange({ [filter.key]: value })}
        />
      ))}
    </>
  );
}

function SearchBox(props: { label: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(props.value);
  // Back/forward and links change the address under the box.
  useEffect(() => setText(props.value), [props.value]);
  const commit = useDebouncedCallback((value: string) => props.onChange(value.trim()), 400);
  return (
    <TextInput
      label={props.label}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}

interface FilterControlProps {
  filter: ResourceFilter;
  value: unknown;
  onChange: (value: unknown) => void;
}

function FilterControl({ filter, value, onChange }: FilterControlProps) {
  const { i18n } = useLingui();
  const access = useAccess();
  // A filter of another resource's rows only for whom may read them (their list answers 403).
  if (
    (filter.kind === 'ids' || filter.kind === 'codes') &&
    !resourceCan(access, filter.options, 'read')
  ) {
    return null;
  }
  if (filter.kind === 'boolean') {
    return (
      <BooleanFilter
        label={i18n._(filter.label)}
        value={typeof value === 'boolean' ? value : undefined}
        onChange={onChange}
      />
    );
  }
  if (filter.kind === 'choice') {
    return (
      <MultiSelectFilter
        label={i18n._(filter.label)}
        options={filter.choices.map((choice) => ({
          value: choice.value,
          label: i18n._(choice.label),
        }))}
        value={Array.isArray(value) ? (value as string[]) : undefined}
        onChange={onChange}
      />
    );
  }
  if (filter.kind === 'codes') {
    return (
      <CodesFilter
        label={i18n._(filter.label)}
        resource={filter.options}
        code={filter.code}
        value={value}
        onChange={onChange}
      />
    );
  }
  return (
    <IdsFilter
      label={i18n._(filter.label)}
      resource={filter.options}
      value={value}
      onChange={onChange}
    />
  );
}

function IdsFilter(props: {
  label: string;
  resource: AnyResource;
  value: unknown;
  onChange: (value: number[] | undefined) => void;
}) {
  const { options, loading } = useResourceOptions(props.resource);
  return (
    <MultiSelectFilter
      label={props.label}
      options={options}
      loading={loading}
      value={Array.isArray(props.value) ? (props.value as number[]) : undefined}
      onChange={props.onChange}
    />
  );
}

function CodesFilter(props: {
  label: string;
  resource: AnyResource;
  code: string;
  value: unknown;
  onChange: (value: string[] | undefined) => void;
}) {
  const { options, loading } = useResourceOptions(props.resource, props.code);
  return (
    <MultiSelectFilter
      label={props.label}
      options={options}
      loading={loading}
      value={Array.isArray(props.value) ? (props.value as string[]) : undefined}
      onChange={props.onChange}
    />
  );
}
