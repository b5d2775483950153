import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { ImportKindInfo, ImportProcess } from '#src/contracts/imports';
import { columnsFree, initialMapping, missingColumns } from './import-steps';

interface ImportMappingStepProps {
  kind: ImportKindInfo | undefined;
  /** The dry run that did not find every required column. */
  dryRun: ImportProcess;
  pending: boolean;
  onCheck: (mapping: Record<string, string>) => void;
  onBack: () => void;
}

/** Each header of the file → one of the kind's columns, or left out; then checked again. */
export function ImportMappingStep({
  kind,
  dryRun,
  pending,
  onCheck,
  onBack,
}: ImportMappingStepProps) {
  const { t } = useLingui();
  const columns = kind?.columns ?? [];
  const [mapping, setMapping] = useState(() => initialMapping(dryRun));
  const missing = missingColumns(columns, mapping);
  const missingNames = missing.map((column) => column.header).join(', ');
  return (
    <Stack>
      <Text size="sm">
        <Trans>
          В файле не нашлись обязательные столбцы. Укажите, какой столбец файла чему соответствует:
          выбор запомнится для следующих файлов этого вида в проекте.
        </Trans>
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Столбец файла</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Поле</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.keys(mapping).map((header) => (
              <Table.Tr key={header}>
                <Table.Td>{header}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t`Поле для столбца «${header}»`}
                    comboboxProps={{ withinPortal: true }}
                    allowDeselect={false}
                    data={[
                      { value: '', label: t`Не загружать` },
                      ...columnsFree(columns, mapping, header).map((column) => ({
                        value: column.key,
                        label: column.required ? `${column.header} *` : column.header,
                      })),
                    ]}
                    value={mapping[header]}
                    onChange={(key) => setMapping({ ...mapping, [header]: key ?? '' })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {missing.length > 0 && (
        <Alert color="yellow" variant="light">
          <Trans>Не указаны обязательные поля: {missingNames}</Trans>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          <Trans>Назад</Trans>
        </Button>
        <Button disabled={missing.length > 0} loading={pending} onClick={() => onCheck(mapping)}>
          <Trans>Проверить</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
