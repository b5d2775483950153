import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Skeleton, Stack, Table, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ScreenLoadFailed } from '../layout/route-error';
import { LoadPending } from '../ui/load-pending';
import { cellText, columnValue } from './column-text';
import { useResourceCan } from './resource-access';
import { detailQueryOptions } from './resource-api';
import { type AnyResource, type ResourceRow, rowTitle } from './resource-definition';
import { ResourceForm } from './resource-form';

export interface DetailTab {
  value: string;
  label: string;
  content: ReactNode;
}

interface ResourceDetailProps {
  resource: AnyResource;
  id: number;
  /** Tabs after the main one (nested lists of the row). */
  tabs?: DetailTab[];
  /** More of the row under its fields on the main tab (its tags). */
  below?: (row: ResourceRow) => ReactNode;
}

/**
 * One row: its fields on the main tab, edited in place with UPDATE, then the nested tabs. The
 * route's loader has started the read; until it answers, skeletons (offline with nothing kept,
 * saying so); a row the API does not know, the not-found state; another failure, its text and
 * a retry.
 */
export function ResourceDetail(props: ResourceDetailProps) {
  const query = useQuery(detailQueryOptions(props.resource, props.id));
  if (query.data) return <LoadedDetail {...props} row={query.data} />;
  if (query.isError) {
    return <ScreenLoadFailed error={query.error} onRetry={() => query.refetch()} />;
  }
  return (
    <LoadPending query={query}>
      <Stack aria-busy="true" data-testid="detail-loading">
        <Skeleton height={36} maw={480} />
        <Skeleton height={320} maw={720} />
      </Stack>
    </LoadPending>
  );
}

function LoadedDetail({
  resource,
  tabs = [],
  below,
  row,
}: ResourceDetailProps & { row: ResourceRow }) {
  const { t, i18n } = useLingui();
  const canEdit = useResourceCan(resource, 'update') && Boolean(resource.paths.patch);
  const [editing, setEditing] = useState(false);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{rowTitle(resource, row)}</Title>
        {canEdit && !editing && (
          <Button variant="default" onClick={() => setEditing(true)}>
            <Trans>Изменить</Trans>
          </Button>
        )}
      </Group>
      <Tabs defaultValue="main" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="main">{t`Основное`}</Tabs.Tab>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="main" pt="md">
          {editing ? (
            <ResourceForm
              resource={resource}
              row={row}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <Table variant="vertical" withTableBorder maw={720}>
              <Table.Tbody>
                {resource.columns.map((column) => (
                  <Table.Tr key={column.key}>
                    <Table.Th w={240}>{i18n._(column.label)}</Table.Th>
                    <Table.Td>
                      {column.render ? column.render(row) : cellText(columnValue(column, row))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {below && <Box mt="lg">{below(row)}</Box>}
        </Tabs.Panel>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
