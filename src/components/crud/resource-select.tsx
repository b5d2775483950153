import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import type { AnyResource } from './resource-definition';
import { useResourceOptions } from './use-resource-options';

type ResourceSelectProps = Pick<
  SelectProps,
  | 'label'
  | 'value'
  | 'onChange'
  | 'error'
  | 'required'
  | 'withAsterisk'
  | 'clearable'
  | 'placeholder'
  | 'onBlur'
  | 'onFocus'
> & { resource: AnyResource };

/** One row of a resource, by id (as text, as Mantine's select has it), searchable by name. */
export function ResourceSelect({ resource, placeholder, ...props }: ResourceSelectProps) {
  const { t } = useLingui();
  const { options, loading } = useResourceOptions(resource);
  return (
    <Select
      searchable
      placeholder={loading ? t`Загрузка…` : placeholder}
      nothingFoundMessage={t`Ничего не найдено`}
      comboboxProps={{ withinPortal: true }}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      {...props}
    />
  );
}
