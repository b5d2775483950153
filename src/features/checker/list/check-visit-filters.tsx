import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useProjectScope } from '#src/access/project-scope';
import { BooleanFilter } from '#src/components/list/filters/boolean-filter';
import { DateRangeFilter } from '#src/components/list/filters/date-range-filter';
import { MultiSelectFilter } from '#src/components/list/filters/multi-select-filter';
import { PeopleFilter } from '#src/components/list/filters/people-filter';
import type { CheckType } from '#src/contracts/checker';
import { CHECK_TYPES } from '#src/contracts/enums';
import { checkOutletsQueryOptions } from '../api/list-check-visits';
import { checkTypeLabels } from '../check-labels';
import type { CheckVisitsFilters } from './check-visits-search';

interface CheckVisitFiltersProps {
  filters: CheckVisitsFilters;
  onChange: (patch: CheckVisitsFilters) => void;
}

const ANY = 'any';

/** The checker screen's filters: period, checked sign, check type, executor, outlet. */
export function CheckVisitFilters({ filters, onChange }: CheckVisitFiltersProps) {
  const { t, i18n } = useLingui();
  const projectIds = useProjectScope();
  const outlets = useQuery(checkOutletsQueryOptions(projectIds));
  return (
    <>
      <DateRangeFilter
        label={t`Период`}
        from={filters.date_from}
        to={filters.date_to}
        onChange={(date_from, date_to) => onChange({ date_from, date_to })}
      />
      <BooleanFilter
        label={t`Проверен`}
        value={filters.is_checked}
        onChange={(is_checked) => onChange({ is_checked })}
      />
      <Select
        label={t`Тип проверки`}
        allowDeselect={false}
        data={[
          { value: ANY, label: t`Все` },
          ...CHECK_TYPES.map((type) => ({ value: type, label: i18n._(checkTypeLabels[type]) })),
        ]}
        value={filters.check_type ?? ANY}
        onChange={(value) =>
          onChange({ check_type: value && value !== ANY ? (value as CheckType) : undefined })
        }
        comboboxProps={{ withinPortal: true }}
      />
      <PeopleFilter
        people="executors"
        label={t`Исполнители`}
        value={filters.user_ids}
        onChange={(user_ids) => onChange({ user_ids })}
      />
      <MultiSelectFilter
        label={t`Торговые точки`}
        options={(outlets.data?.items ?? []).map((outlet) => ({
          value: outlet.id,
          label: `${outlet.name}, ${outlet.address}`,
        }))}
        loading={outlets.isPending}
        value={filters.project_outlet_ids}
        onChange={(project_outlet_ids) => onChange({ project_outlet_ids })}
      />
    </>
  );
}
