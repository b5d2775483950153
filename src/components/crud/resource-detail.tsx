import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Skeleton, Stack, Table, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { AccessRouterContext } from '#src/access/route-guards';
import { ScreenLoadFailed } from '../layout/route-error';
import { LoadPending } from '../ui/load-pending';
import type { RowLink } from '../ui/row-link';
import { cellText, columnValue } from './column-text';
import { ResourceForm } from './lazy-resource-form';
import { useResourceCan } from './resource-access';
import { detailQueryOptions } from './resource-api';
import { type AnyResource, type ResourceRow, rowTitle } from './resource-definition';

/** The main tab's value; the other tabs' values are their own. */
const MAIN_TAB = 'main';

/**
 * A tab after the main one. With `link` it is a route of its own (a child of the row's address,
 * so a reload, a link or the back button opens it): `start` is what its route's loader starts.
 * Without, it is only switched in place.
 */
export interface DetailTab {
  value: string;
  label: MessageDescriptor;
  content: (id: number) => ReactNode;
  link?: (id: number) => RowLink;
  start?: (id: number, context: AccessRouterContext) => void;
}

// The routes were checked where the links were made (`linkOptions`); the screen holds any row's.
const target = (link: RowLink) => ({ to: link.to as never, params: link.params as never });

interface ResourceDetailProps {
  resource: AnyResource;
  id: number;
  /** Tabs after the main one (nested lists of the row). */
  tabs?: DetailTab[];
  /** The row's own address, when its tabs have addresses of their own: the main tab's link. */
  link?: (id: number) => RowLink;
  /** The tab the address names (the main one by default). */
  active?: string;
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
  id,
  tabs = [],
  link,
  active = MAIN_TAB,
  below,
  row,
}: ResourceDetailProps & { row: ResourceRow }) {
  const { t, i18n } = useLingui();
  const canEdit = useResourceCan(resource, 'update') && Boolean(resource.paths.patch);
  const [editing, setEditing] = useState(false);
  const [localTab, setLocalTab] = useState(MAIN_TAB);
  const navigate = useNavigate();
  // Routed tabs follow the address (back and forward included); a tab switch is a navigation.
  const current = link ? active : localTab;
  const select = (value: string | null) => {
    if (!value || value === current) return;
    const tabLink = value === MAIN_TAB ? link : tabs.find((tab) => tab.value === value)?.link;
    if (link && tabLink) void navigate({ ...target(tabLink(id)), resetScroll: false });
    else setLocalTab(value);
  };

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
      <Tabs value={current} onChange={select} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value={MAIN_TAB}>{t`Основное`}</Tabs.Tab>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {i18n._(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={MAIN_TAB} pt="md">
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
            {tab.content(id)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
