import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Badge, Stack, Table, Text } from '@mantine/core';
import type { SupportRequest } from '#src/contracts/support';
import { formatDateTime } from '#src/lib/dates';
import { formatFileSize } from '#src/lib/file-size';
import { personName } from '#src/lib/person-name';
import { processStatusLabels } from './process-status-labels';

/** The rows of /support-requests. */
export function SupportRequestsTable({ items }: { items: SupportRequest[] }) {
  const { i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>
              <Trans>Дата</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Автор</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Тип</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Описание</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Статус</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Вложения</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Td>{ticket.id}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(ticket.created_at)}
              </Table.Td>
              <Table.Td>{personName(ticket.user)}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm">{ticket.support_request_type.name}</Text>
                  {ticket.is_technical && (
                    <Badge size="xs" variant="light">
                      <Trans>Техническое</Trans>
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" lineClamp={3}>
                  {ticket.content}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
                  {i18n._(processStatusLabels[ticket.status])}
                </Badge>
              </Table.Td>
              <Table.Td>
                {ticket.attachments.map((file) => (
                  <Text key={file.file_link_id} size="xs">
                    {file.original_name} ({formatFileSize(file.size)})
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
