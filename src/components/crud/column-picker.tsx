import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Menu, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { DeferredMenu } from '#src/components/ui/deferred-menu';
import { useStoredValue } from '#src/lib/use-stored-value';
import type { AnyResource, ResourceColumn, ResourceRow } from './resource-definition';

const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The columns a user chose for a resource, remembered in this browser. */
export function useVisibleColumns(resource: AnyResource) {
  const defaults = useMemo(
    () => resource.columns.filter((column) => !column.hidden).map((column) => column.key),
    [resource],
  );
  const [keys, setKeys] = useStoredValue<string[]>(
    `sfa.columns.${resource.name}`,
    defaults,
    isStringList,
  );
  // The same array while the choice stands: the table's memoised rows compare it by identity.
  const columns = useMemo(() => {
    const chosen: ResourceColumn<ResourceRow>[] = resource.columns.filter((column) =>
      keys.includes(column.key),
    );
    return chosen.length ? chosen : resource.columns;
  }, [resource, keys]);
  return { columns, keys, setKeys };
}

interface ColumnPickerProps {
  resource: AnyResource;
  keys: string[];
  onChange: (keys: string[]) => void;
}

export function ColumnPicker({ resource, keys, onChange }: ColumnPickerProps) {
  const { i18n } = useLingui();
  return (
    <DeferredMenu
      closeOnItemClick={false}
      position="bottom-end"
      target={
        <Button variant="default" size="compact-sm">
          <Trans>Столбцы</Trans>
        </Button>
      }
    >
      <Menu.Dropdown>
        <Stack gap="xs" p="xs">
          {resource.columns.map((column) => (
            <Checkbox
              key={column.key}
              label={i18n._(column.label)}
              checked={keys.includes(column.key)}
              // The last column stays: a table without columns shows nothing to choose from.
              disabled={keys.length === 1 && keys.includes(column.key)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? resource.columns
                        .map((c) => c.key)
                        .filter((key) => key === column.key || keys.includes(key))
                    : keys.filter((key) => key !== column.key),
                )
              }
            />
          ))}
        </Stack>
      </Menu.Dropdown>
    </DeferredMenu>
  );
}
