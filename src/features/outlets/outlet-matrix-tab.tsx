import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCan } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { callApi } from '#src/api/call-api';
import { ChildRowsTable } from '#src/components/crud/child-rows-table';
import type { ResourceColumn } from '#src/components/crud/resource-definition';
import type { ListLoad } from '#src/components/list/list-load-state';
import { type EffectiveMatrix, matrixCalls } from '#src/contracts/catalog/matrices';
import { formatDate } from '#src/lib/dates';
import { matrixSkusResource } from '#src/resources/matrices';
import { outletMatrixKeys } from './query-keys';

/** GET {main}/project_outlets/{id}/matrix/: started by the tab's route, read by the tab. */
export const outletMatrixQuery = (projectOutletId: number) =>
  queryOptions({
    queryKey: outletMatrixKeys.of(projectOutletId),
    queryFn: ({ signal }) =>
      callApi(matrixCalls.effectiveMatrix, { params: { id: projectOutletId }, signal }),
  });

type Product = EffectiveMatrix['items'][number] & { id: number };

const columns: ResourceColumn<Product>[] = [
  { key: 'sku_name', label: msg`Товар` },
  { key: 'sku_code', label: msg`Код` },
  {
    key: 'is_required',
    label: msg`Обязательный`,
    text: (item) => (item.is_required ? i18n._(msg`Да (must-have)`) : i18n._(msg`Нет`)),
  },
  { key: 'min_facing', label: msg`Мин. фейсинг` },
];

/** The merged products, one a product: its id is the product's. */
const productsLoad = (items: EffectiveMatrix['items']): ListLoad<Product> => ({
  status: 'success',
  items: items.map((item) => ({ ...item, id: item.sku_id })),
  total: items.length,
  error: null,
  empty: items.length === 0,
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
      <ChildRowsTable resource={matrixSkusResource} columns={columns} load={productsLoad(items)} />
    </Stack>
  );
}
