import type { AnyResource } from '../../crud/resource-definition';
import { useResourceOptions } from '../../crud/use-resource-options';
import { MultiSelectFilter } from './multi-select-filter';

/** Several records of a catalog resource (cities, branches…), its options loaded on demand. */
export function CatalogFilter(props: {
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
