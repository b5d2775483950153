import { useQuery } from '@tanstack/react-query';
import { useProjectScope } from '#src/access/project-scope';
import { type PeopleRole, peopleFilterQueryOptions } from '#src/api/people';
import { personName } from '#src/lib/person-name';
import { MultiSelectFilter } from './multi-select-filter';

/** Executors or managers of the selected projects, for the visit screens' filters. */
export function PeopleFilter(props: {
  people: PeopleRole;
  label: string;
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
}) {
  const query = useQuery(peopleFilterQueryOptions(props.people, useProjectScope()));
  const options = (query.data?.items ?? []).map((person) => ({
    value: person.id,
    label: personName(person),
  }));
  return (
    <MultiSelectFilter
      label={props.label}
      options={options}
      loading={query.isPending}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
