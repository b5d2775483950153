import { useLingui } from '@lingui/react/macro';
import { CatalogFilter } from '#src/components/list/filters/catalog-filter';
import { MultiSelectFilter } from '#src/components/list/filters/multi-select-filter';
import { PeopleFilter } from '#src/components/list/filters/people-filter';
import type { DecodedSearch } from '#src/components/list/search-codec';
import { VISIT_STATUSES } from '#src/contracts/enums';
import { visitStatusLabels } from '#src/lib/visit-labels';
import { branchesResource } from '#src/resources/branches';
import { citiesResource } from '#src/resources/cities';
import { projectRetailsResource } from '#src/resources/project-retails';
import { territoriesResource } from '#src/resources/territories';
import type { scheduleSearch } from './schedule-search';

type ScheduleFilters = DecodedSearch<typeof scheduleSearch.codecs>;

interface ScheduleFiltersProps {
  filters: ScheduleFilters;
  onChange: (patch: ScheduleFilters) => void;
}

/** The schedule's filters (the period is in the toolbar): executors, org placement, statuses. */
export function ScheduleFilterFields({ filters, onChange }: ScheduleFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <PeopleFilter
        people="executors"
        label={t`Исполнители`}
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
