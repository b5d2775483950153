import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CatalogFilter } from '#src/components/list/filters/catalog-filter';
import { DateRangeFilter } from '#src/components/list/filters/date-range-filter';
import { MultiSelectFilter } from '#src/components/list/filters/multi-select-filter';
import { PeopleFilter } from '#src/components/list/filters/people-filter';
import type { DecodedSearch } from '#src/components/list/search-codec';
import { projectOutletsResource } from '#src/resources/project-outlets';
import { projectsResource } from '#src/resources/projects';
import { photoQuestionsQueryOptions } from './photo-report-queries';
import type { photoReportSearch } from './photo-report-search';

type Filters = DecodedSearch<typeof photoReportSearch.codecs>;

interface PhotoReportFiltersProps {
  filters: Filters;
  onChange: (patch: Filters) => void;
  /** The projects the report is asked in: the question filter's choices. */
  projectIds: readonly number[];
}

/** The report's filters: project and period (both needed), outlets, executors, questions. */
export function PhotoReportFilters({ filters, onChange, projectIds }: PhotoReportFiltersProps) {
  const { t } = useLingui();
  const questions = useQuery(photoQuestionsQueryOptions(projectIds));
  return (
    <>
      <CatalogFilter
        resource={projectsResource}
        label={t`Проекты`}
        value={filters.project_ids}
        onChange={(project_ids) => onChange({ project_ids })}
      />
      <DateRangeFilter
        label={t`Период`}
        from={filters.date_from}
        to={filters.date_to}
        onChange={(date_from, date_to) => onChange({ date_from, date_to })}
      />
      <CatalogFilter
        resource={projectOutletsResource}
        label={t`Торговые точки`}
        value={filters.project_outlet_ids}
        onChange={(project_outlet_ids) => onChange({ project_outlet_ids })}
      />
      <PeopleFilter
        people="executors"
        label={t`Исполнители`}
        value={filters.user_ids}
        onChange={(user_ids) => onChange({ user_ids })}
      />
      <MultiSelectFilter
        label={t`Вопросы`}
        loading={questions.isFetching}
        options={(questions.data?.items ?? []).map((question) => ({
          value: question.id,
          label: `${question.name} (${question.questionnaire_name})`,
        }))}
        value={filters.question_ids}
        onChange={(question_ids) => onChange({ question_ids })}
      />
    </>
  );
}
