import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AnyResource } from '../../../components/crud/resource-definition';
import { useResourceOptions } from '../../../components/crud/use-resource-options';
import { MultiSelectFilter } from '../../../components/list/filters/multi-select-filter';
import type { DecodedSearch } from '../../../components/list/search-codec';
import { VISIT_STATUSES } from '../../../contracts/enums';
import { branchesResource } from '../../../resources/branches';
import { citiesResource } from '../../../resources/cities';
import { projectRetailsResource } from '../../../resources/project-retails';
import { territoriesResource } from '../../../resources/territories';
import { peopleFilterQueryOptions } from '../api/list-people';
import { personName } from '../format';
import { visitStatusLabels } from '../visit-labels';
import type { scheduleSearch } from './schedule-search';

export type ScheduleFilters = DecodedSearch<typeof scheduleSearch.codecs>;

interface ScheduleFiltersProps {
  filters: ScheduleFilters;
  onChange: (patch: ScheduleFilters) => void;
  projectIds: readonly number[];
}

/** The schedule's filters (the period is in the toolbar): executors, org placement, statuses. */
export function ScheduleFilterFields({ filters, onChange, projectIds }: ScheduleFiltersProps) {
  const { t, i18n } = useLingui();
  const executors = useQuery(peopleFilterQueryOptions('executors', projectIds));
  return (
    <>
      <MultiSelectFilter
        label={t`Исполнители`}
        options={(executors.data?.items ?? []).map((person) => ({
          value: person.id,
          label: personName(person),
        }))}
        loading={executors.isPending}
        value={filters.user_ids}
        onChange={(user_ids) => onChange({ user_ids })}
      />
      <CatalogFilter
        resource={projectRetailsResource}
        label={t`Сеть проекта`}
        value={filters.project_retail_ids}
        onChange={(project_retail_ids) => onChange({ project_retail_ids })}
      />
      <CatalogFilter
        resource={branchesResource}
        label={t`Филиал`}
        value={filters.branch_ids}
        onChange={(branch_ids) => onChange({ branch_ids })}
      />
      <CatalogFilter
        resource={territoriesResource}
        label={t`Территория`}
        value={filters.territory_ids}
        onChange={(territory_ids) => onChange({ territory_ids })}
      />
      <CatalogFilter
        resource={citiesResource}
        label={t`Город`}
        value={filters.city_ids}
        onChange={(city_ids) => onChange({ city_ids })}
      />
      <MultiSelectFilter
        label={t`Статусы`}
        options={VISIT_STATUSES.map((status) => ({
          value: status,
          label: i18n._(visitStatusLabels[status]),
        }))}
        value={filters.statuses}
        onChange={(statuses) => onChange({ statuses })}
      />
    </>
  );
}

function CatalogFilter(props: {
  resource: AnyResource;
  label: string;
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
}) {
  const { options, loading } = useResourceOptions(props.resource);
  return (
    <MultiSelectFilter
      label={props.label}
      options={options}
      loading={loading}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
