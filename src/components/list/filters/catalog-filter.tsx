import { useResourceCan } from '../../crud/resource-access';
import type { AnyResource } from '../../crud/resource-definition';
import { useResourceOptions } from '../../crud/use-resource-options';
import { MultiSelectFilter } from './multi-select-filter';

interface CatalogFilterProps {
  resource: AnyResource;
  label: string;
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
}

/**
 * Several records of a catalog resource (cities, branches…), its options loaded on demand.
 * Shown only to whom may read those records: a filter whose choices answer 403 offers nothing.
 */
export function CatalogFilter(props: CatalogFilterProps) {
  return useResourceCan(props.resource, 'read') ? <CatalogSelect {...props} /> : null;
}

function CatalogSelect(props: CatalogFilterProps) {
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
