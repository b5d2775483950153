import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps, Text } from '@mantine/core';
import type { ImportKindInfo } from '#src/contracts/imports';

type ImportKindSelectProps = Omit<SelectProps, 'data'> & {
  kinds: readonly ImportKindInfo[] | undefined;
};

/**
 * The catalogue in its groups (spec section 9), the kinds still to come shown but not
 * choosable, and what a row of the chosen kind means under the field.
 */
export function ImportKindSelect({ kinds = [], value, ...props }: ImportKindSelectProps) {
  const { t } = useLingui();
  const groups = new Map<string, { value: string; label: string; disabled: boolean }[]>();
  for (const kind of kinds) {
    const items = groups.get(kind.group_label) ?? [];
    items.push({
      value: kind.kind,
      label: kind.available ? kind.label : t`${kind.label} (пока недоступен)`,
      disabled: !kind.available,
    });
    groups.set(kind.group_label, items);
  }
  const chosen = kinds.find((kind) => kind.kind === value);
  return (
    <div>
      <Select
        label={t`Вид импорта`}
        withAsterisk
        searchable
        placeholder={t`Выберите вид`}
        nothingFoundMessage={t`Ничего не найдено`}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={360}
        data={[...groups].map(([group, items]) => ({ group, items }))}
        value={value}
        {...props}
      />
      {chosen && (
        <Text size="sm" c="dimmed" mt={4} data-testid="import-kind-description">
          {chosen.description}
        </Text>
      )}
    </div>
  );
}
