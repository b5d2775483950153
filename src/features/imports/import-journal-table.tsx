import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { type ImportKindInfo, type ImportProcess, importErrorText } from '#src/contracts/imports';
import { formatDateTime } from '#src/lib/dates';
import { formatFileSize } from '#src/lib/file-size';
import { personName } from '#src/lib/person-name';
import { ImportProgress } from './import-progress';
import { isRunning } from './import-queries';
import { ImportStatusBadge } from './import-status-badge';

interface ImportJournalTableProps {
  items: ImportProcess[];
  kinds: readonly ImportKindInfo[] | undefined;
}

/** The rows of /import-journal, newest first as the service sends them. */
export function ImportJournalTable({ items, kinds }: ImportJournalTableProps) {
  const { t } = useLingui();
  const labelOf = (kind: string) => kinds?.find((each) => each.kind === kind)?.label ?? kind;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>
              <Trans>Дата</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Вид</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Проект</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Файл</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Автор</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Статус</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Результат</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const { created, updated, unchanged, refused } = item.counts;
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <AnchorLink
                    to="/import-journal/$importId/$projectId"
                    params={{ importId: String(item.id), projectId: String(item.project_id) }}
                    size="sm"
                    aria-label={t`Импорт №${item.id}`}
                  >
                    {item.id}
                  </AnchorLink>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(item.created_at)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{labelOf(item.kind)}</Text>
                    {item.dry_run && (
                      <Badge size="xs" variant="outline" tt="none">
                        <Trans>Проверка</Trans>
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{item.project_name ?? item.project_id}</Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {item.file_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(item.file_size)}
                  </Text>
                </Table.Td>
                <Table.Td>{personName(item.user)}</Table.Td>
                <Table.Td miw={160}>
                  <Stack gap={4}>
                    <ImportStatusBadge status={item.status} />
                    {isRunning(item.status) && <ImportProgress progress={item.progress} />}
                  </Stack>
                </Table.Td>
                <Table.Td maw={300}>
                  <Text size="xs">
                    <Trans>
                      Создано {created}, обновлено {updated}, без изменений {unchanged}, отклонено{' '}
                      {refused}
                    </Trans>
                  </Text>
                  {item.status === 'completed_with_errors' && (
                    <Text size="xs" c="red" lineClamp={2}>
                      {importErrorText(item.error_data)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
