import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Export } from '#src/contracts/exports';

/** The filter keys most exports share, by name; any other shows as its key. */
const PARAM_NAMES: Record<string, MessageDescriptor> = {
  project_ids: msg`Проекты`,
  date_range: msg`Период`,
  user_ids: msg`Исполнители`,
  statuses: msg`Статусы`,
  import_id: msg`Импорт`,
  search: msg`Поиск`,
};

const isRange = (value: object): value is { start: unknown; end: unknown } =>
  'start' in value && 'end' in value;

/** A saved filter value as text: lists joined, a period as its two days, other objects as JSON. */
function paramText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(paramText).join(', ');
  if (typeof value === 'object') {
    return isRange(value) ? `${String(value.start)} — ${String(value.end)}` : JSON.stringify(value);
  }
  return String(value);
}

/** What the export was asked with: its filter as saved and its columns' headers in order. */
export function ExportParams({ job }: { job: Export }) {
  const { i18n } = useLingui();
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
                    <Text size="sm" c="dimmed" ff={PARAM_NAMES[key] ? undefined : 'monospace'}>
                      {PARAM_NAMES[key] ? i18n._(PARAM_NAMES[key]) : key}
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
