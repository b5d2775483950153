import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';

interface FilterOption<T extends string | number> {
  value: T;
  label: string;
}

interface MultiSelectFilterProps<T extends string | number> {
  label: string;
  options: readonly FilterOption<T>[];
  value: readonly T[] | undefined;
  /** undefined: the filter is cleared. */
  onChange: (value: T[] | undefined) => void;
  loading?: boolean;
}

/** Several values of a list (ids or codes); nothing chosen is no filter. */
export function MultiSelectFilter<T extends string | number>({
  label,
  options,
  value,
  onChange,
  loading = false,
}: MultiSelectFilterProps<T>) {
  const { t } = useLingui();
  const byKey = new Map(options.map((option) => [String(option.value), option.value]));
  const selected = (value ?? []).map(String);
  // Chosen values whose labels have not arrived yet still show, as their raw value.
  const data = [
    ...options.map((option) => ({ value: String(option.value), label: option.label })),
    ...selected.filter((key) => !byKey.has(key)).map((key) => ({ value: key, label: key })),
  ];
  return (
    <MultiSelect
      label={label}
      data={data}
      value={selected}
      onChange={(keys) => {
        const next = keys.flatMap((key) => {
          const known = byKey.get(key);
          return known === undefined ? [] : [known];
        });
        onChange(next.length ? next : undefined);
      }}
      placeholder={loading ? t`Загрузка…` : selected.length ? undefined : t`Все`}
      searchable
      clearable
      nothingFoundMessage={t`Ничего не найдено`}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
