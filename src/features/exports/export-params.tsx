import { Trans } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Export } from '#src/contracts/exports';

/** A saved filter value as text: lists joined, objects (a date range) as their JSON. */
function paramText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(paramText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What the export was asked with: its filter as saved and its columns' headers in order. */
export function ExportParams({ job }: { job: Export }) {
  const params = Object.entries(job.params);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>
          <Trans>Параметры</Trans>
        </Title>
        {params.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Без фильтра: все строки списка</Trans>
          </Text>
        ) : (
          <Table withRowBorders={false} verticalSpacing={2} data-testid="export-params">
            <Table.Tbody>
              {params.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Td w={200}>
                    <Text size="sm" c="dimmed" ff="monospace">
                      {key}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ wordBreak: 'break-word' }}>
                      {paramText(value)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {/* An archive (a ZIP of photos) has no columns. */}
        {job.columns.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              <Trans>Колонки</Trans>
            </Text>
            <Group gap={6} data-testid="export-columns">
              {job.columns.map((column) => (
                <Badge key={column.key} variant="default" tt="none">
                  {column.header}
                </Badge>
              ))}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
