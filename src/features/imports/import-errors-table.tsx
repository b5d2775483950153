import { Trans } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { ImportRowError } from '#src/contracts/imports';

/** Refused rows as the file names them: row number, column header, the value, why. */
export function ImportErrorsTable({ rows }: { rows: readonly ImportRowError[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Строка</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Столбец</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Значение</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Ошибка</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // A row may be refused for several columns: its number alone is not unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the errors never reorder.
            <Table.Tr key={index}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{row.column ?? '—'}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{row.value ?? '—'}</Table.Td>
              <Table.Td>{row.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
