import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { AnchorLink } from '#src/components/ui/anchor-link';
import type { Export } from '#src/contracts/exports';
import { PHOTO_REPORT_KINDS } from '#src/contracts/photo-report-addresses';
import { formatDateTime } from '#src/lib/dates';
import { formatFileSize } from '#src/lib/file-size';
import { personName } from '#src/lib/person-name';
import { ExportRowActions } from './export-actions';
import { formatDuration } from './export-duration';
import { ExportStatus } from './export-status';

interface ExportTableProps {
  items: Export[];
  /** The journal's: whose export it is and how long it took. */
  withAuthor?: boolean;
}

const PHOTO_KINDS = new Set<string>(Object.values(PHOTO_REPORT_KINDS));

/** A photo report's export opens at its own address (spec section 2), the others at /reports. */
const detailRoute = (kind: string) =>
  PHOTO_KINDS.has(kind) ? ('/photo-report/$exportId' as const) : ('/reports/$exportId' as const);

/** Exports, newest first as the service sends them; a row's number opens its page. */
export function ExportTable({ items, withAuthor = false }: ExportTableProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={withAuthor ? 1000 : 800}>
      <Table striped verticalSpacing="xs" data-testid="export-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>
              <Trans>Выгрузка</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Статус</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Создана</Trans>
            </Table.Th>
            {withAuthor && (
              <>
                <Table.Th>
                  <Trans>Автор</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Длительность</Trans>
                </Table.Th>
              </>
            )}
            <Table.Th>
              <Trans>Размер</Trans>
            </Table.Th>
            <Table.Th aria-label={t`Действия`} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <AnchorLink
                  to={detailRoute(item.kind)}
                  params={{ exportId: String(item.id) }}
                  size="sm"
                  aria-label={t`Выгрузка №${item.id}`}
                >
                  {item.id}
                </AnchorLink>
              </Table.Td>
              <Table.Td maw={320}>
                <AnchorLink
                  to={detailRoute(item.kind)}
                  params={{ exportId: String(item.id) }}
                  size="sm"
                >
                  {item.label}
                </AnchorLink>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                  {item.file_name}
                </Text>
              </Table.Td>
              <Table.Td miw={180}>
                <ExportStatus job={item} withDetails />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(item.created_at)}
              </Table.Td>
              {withAuthor && (
                <>
                  <Table.Td>{personName(item.user)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDuration(item.duration_ms)}
                  </Table.Td>
                </>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {item.file_size === null ? '—' : formatFileSize(item.file_size)}
              </Table.Td>
              <Table.Td>
                <ExportRowActions job={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
