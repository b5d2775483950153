import { useLingui } from '@lingui/react/macro';
import { Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { BooleanFilter } from '#src/components/list/filters/boolean-filter';
import { CatalogFilter } from '#src/components/list/filters/catalog-filter';
import { DateRangeFilter } from '#src/components/list/filters/date-range-filter';
import { MultiSelectFilter } from '#src/components/list/filters/multi-select-filter';
import { PeopleFilter } from '#src/components/list/filters/people-filter';
import { VISIT_STATUSES, VISIT_TYPES } from '#src/contracts/enums';
import { type VisitType, visitStatusLabels, visitTypeLabels } from '#src/lib/visit-labels';
import { branchesResource } from '#src/resources/branches';
import { citiesResource } from '#src/resources/cities';
import { projectRetailsResource } from '#src/resources/project-retails';
import { territoriesResource } from '#src/resources/territories';
import type { FeedFilterRights, FeedFilters } from './feed-search';

interface FeedFilterFieldsProps {
  filters: FeedFilters;
  onChange: (patch: FeedFilters) => void;
  rights: FeedFilterRights;
}

/** Every filter of the visit feed (spec section 3), managers and restored only where allowed. */
export function FeedFilterFields({ filters, onChange, rights }: FeedFilterFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <DateRangeFilter
        label={t`Период`}
        from={filters.date_from}
        to={filters.date_to}
        onChange={(date_from, date_to) => onChange({ date_from, date_to })}
      />
      <PeopleFilter
        people="executors"
        label={t`Исполнители`}
        value={filters.user_ids}
        onChange={(user_ids) => onChange({ user_ids })}
      />
      {rights.managers && (
        <PeopleFilter
          people="managers"
          label={t`Менеджеры`}
          value={filters.manager_ids}
          onChange={(manager_ids) => onChange({ manager_ids })}
        />
      )}
      <CatalogFilter
        resource={projectRetailsResource}
        label={t`Сеть проекта`}
        value={filters.project_retail_id}
        onChange={(project_retail_id) => onChange({ project_retail_id })}
      />
      <CatalogFilter
        resource={branchesResource}
        label={t`Филиал`}
        value={filters.branch_id}
        onChange={(branch_id) => onChange({ branch_id })}
      />
      <CatalogFilter
        resource={territoriesResource}
        label={t`Территория`}
        value={filters.territory_id}
        onChange={(territory_id) => onChange({ territory_id })}
      />
      <CatalogFilter
        resource={citiesResource}
        label={t`Город`}
        value={filters.city_id}
        onChange={(city_id) => onChange({ city_id })}
      />
      <TextFilter
        label={t`Внешний код`}
        value={filters.external_code}
        onChange={(external_code) => onChange({ external_code })}
      />
      <TextFilter
        label={t`Номер визита`}
        description={t`Несколько номеров — через «|»`}
        value={filters.number}
        onChange={(number) => onChange({ number })}
      />
      <Select
        label={t`Тип визита`}
        allowDeselect={false}
        data={VISIT_TYPES.map((type) => ({ value: type, label: i18n._(visitTypeLabels[type]) }))}
        value={filters.visit_type ?? 'visit'}
        onChange={(value) => value && onChange({ visit_type: value as VisitType })}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelectFilter
        label={t`Статусы`}
        options={VISIT_STATUSES.map((status) => ({
          value: status,
          label: i18n._(visitStatusLabels[status]),
        }))}
        value={filters.statuses}
        // Nothing chosen is every status, not the default.
        onChange={(statuses) => onChange({ statuses: statuses ?? [] })}
      />
      {rights.restored && (
        <BooleanFilter
          label={t`Восстановленные`}
          value={filters.is_restored}
          onChange={(is_restored) => onChange({ is_restored })}
        />
      )}
    </>
  );
}

/** Typed text, applied after a pause so that each keystroke does not load the feed. */
function TextFilter(props: {
  label: string;
  description?: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(props.value ?? '');
  // Back/forward and links change the address under the box.
  useEffect(() => setText(props.value ?? ''), [props.value]);
  const commit = useDebouncedCallback(
    (value: string) => props.onChange(value.trim() || undefined),
    500,
  );
  return (
    <TextInput
      label={props.label}
      description={props.description}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}
