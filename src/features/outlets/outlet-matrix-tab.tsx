import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCan } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { mainApi } from '#src/api/services';
import type { EffectiveMatrix } from '#src/contracts/catalog/matrices';
import { formatDate } from '#src/lib/dates';
import { outletMatrixKeys } from './query-keys';

/** GET {main}/project_outlets/{id}/matrix/: started by the tab's route, read by the tab. */
export const outletMatrixQuery = (projectOutletId: number) =>
  queryOptions({
    queryKey: outletMatrixKeys.of(projectOutletId),
    queryFn: ({ signal }) =>
      mainApi.get<EffectiveMatrix>(`/project_outlets/${projectOutletId}/matrix/`, { signal }),
  });

const productsCount = (count: number) =>
  plural(count, { one: '# товар', few: '# товара', many: '# товаров', other: '# товара' });

/**
 * The 'matrix' tab of a project outlet: the matrices in force today whose rules hit it and the
 * products they require together (must-have if any matrix says so, the largest minimum).
 */
export function OutletMatrixTab({ id }: { id: number }) {
  const { t } = useLingui();
  const canRead = useCan('matrix', 'read');
  const query = useQuery({ ...outletMatrixQuery(id), enabled: canRead });
  if (!canRead) {
    return (
      <Text c="dimmed">
        <Trans>Нет доступа к матрицам</Trans>
      </Text>
    );
  }
  if (query.isError) return <Alert color="red">{errorText(query.error)}</Alert>;
  if (!query.data) return <Skeleton height={160} maw={960} />;
  const { matrices, items } = query.data;
  if (matrices.length === 0) {
    return (
      <Text c="dimmed" data-testid="outlet-matrix-empty">
        <Trans>Сегодня на точку не назначена ни одна матрица</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm" maw={960} data-testid="outlet-matrix">
      <Group gap={6}>
        <Text fw={500}>
          <Trans>Матрицы:</Trans>
        </Text>
        {matrices.map((matrix) => (
          <Badge key={matrix.id} variant="light" tt="none">
            {matrix.name}
            {matrix.end_date ? ` (${t`до`} ${formatDate(matrix.end_date)})` : ''}
          </Badge>
        ))}
      </Group>
      <Text c="dimmed">{productsCount(items.length)}</Text>
      <Table withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Товар`}</Table.Th>
            <Table.Th>{t`Код`}</Table.Th>
            <Table.Th>{t`Обязательный`}</Table.Th>
            <Table.Th>{t`Мин. фейсинг`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.sku_id}>
              <Table.Td>{item.sku_name}</Table.Td>
              <Table.Td>{item.sku_code ?? '—'}</Table.Td>
              <Table.Td>{item.is_required ? t`Да (must-have)` : t`Нет`}</Table.Td>
              <Table.Td>{item.min_facing ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
