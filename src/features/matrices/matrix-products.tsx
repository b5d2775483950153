import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { resourceKeys } from '#src/api/resource-keys';
import { useResourceCan } from '#src/components/crud/resource-access';
import { listQueryOptions } from '#src/components/crud/resource-api';
import type { ResourceRow } from '#src/components/crud/resource-definition';
import { useDeleteRow, useSaveRow } from '#src/components/crud/use-resource-mutations';
import { contractErrors } from '#src/components/form/contract-errors';
import { type MatrixSku, matrixSkuCreateSchema } from '#src/contracts/catalog/matrices';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { matricesResource, matrixSkusResource } from '#src/resources/matrices';
import { skuResource } from '#src/resources/sku';
import { ResourceSearchSelect } from './resource-search-select';

/** A matrix's products: a matrix holds hundreds at most, one page of the largest size. */
export const matrixSkusQuery = (matrixId: number) =>
  listQueryOptions<MatrixSku>(matrixSkusResource, {
    matrix_id: matrixId,
    sort: matrixSkusResource.sort,
    limit: MAX_PAGE_SIZE,
    offset: 0,
  });

export const productsCount = (count: number) =>
  plural(count, { one: '# товар', few: '# товара', many: '# товаров', other: '# товара' });

interface MatrixRow extends ResourceRow {
  project_id: number;
}

/** The products of a matrix on its page: added through a search, must-have, minimum facings. */
export function MatrixProducts({ matrix }: { matrix: MatrixRow }) {
  const query = useQuery(matrixSkusQuery(matrix.id));
  const canCreate = useResourceCan(matrixSkusResource, 'create');
  const rows = query.data?.items ?? [];
  return (
    <Stack gap="sm" maw={960} data-testid="matrix-products">
      <Group justify="space-between">
        <Title order={4}>
          <Trans>Товары матрицы</Trans>
        </Title>
        {query.data && <Text c="dimmed">{productsCount(query.data.total)}</Text>}
      </Group>
      {canCreate && <AddProduct matrix={matrix} />}
      {query.isError ? (
        <Alert color="red">{errorText(query.error)}</Alert>
      ) : !query.isPending && rows.length === 0 ? (
        <Text c="dimmed">
          <Trans>В матрице пока нет товаров</Trans>
        </Text>
      ) : (
        <ProductsTable rows={rows} />
      )}
    </Stack>
  );
}

function useInvalidateMatrix() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys(matricesResource).all });
}

function AddProduct({ matrix }: { matrix: MatrixRow }) {
  const { t, i18n } = useLingui();
  const save = useSaveRow(matrixSkusResource);
  const invalidateMatrix = useInvalidateMatrix();
  const [product, setProduct] = useState<ResourceRow | null>(null);
  const [required, setRequired] = useState(true);
  const [facings, setFacings] = useState<number | string>('');
  const [error, setError] = useState<string | undefined>();
  const [facingsError, setFacingsError] = useState<string | undefined>();
  const add = () => {
    if (!product) {
      setError(t`Выберите товар`);
      return;
    }
    setError(undefined);
    const body = {
      matrix_id: matrix.id,
      sku_id: product.id,
      is_required: required,
      ...(typeof facings === 'number' ? { min_facing: facings } : {}),
    };
    // The contract's range, said on the field: -3 is refused, not quietly made 1.
    const refused = contractErrors(i18n, matrixSkuCreateSchema, body).min_facing;
    setFacingsError(refused);
    if (refused) return;
    save.mutate(
      { body },
      {
        onSuccess: () => {
          setProduct(null);
          setFacings('');
          void invalidateMatrix();
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <ResourceSearchSelect
        resource={skuResource}
        label={t`Товар`}
        params={{ project_ids: [matrix.project_id] }}
        value={product}
        onChange={setProduct}
        error={error}
        required
      />
      <Checkbox
        size="md"
        mb={8}
        label={t`Обязательный (must-have)`}
        checked={required}
        onChange={(event) => setRequired(event.currentTarget.checked)}
      />
      <NumberInput
        w={160}
        label={t`Мин. фейсинг`}
        clampBehavior="none"
        allowDecimal={false}
        value={facings}
        onChange={setFacings}
        error={facingsError}
      />
      <Button leftSection={<IconPlus size={18} />} loading={save.isPending} onClick={add}>
        <Trans>Добавить товар</Trans>
      </Button>
    </Group>
  );
}

function ProductsTable({ rows }: { rows: MatrixSku[] }) {
  const { t } = useLingui();
  const canUpdate = useResourceCan(matrixSkusResource, 'update');
  const canDelete = useResourceCan(matrixSkusResource, 'delete');
  const save = useSaveRow(matrixSkusResource);
  const remove = useDeleteRow(matrixSkusResource);
  const invalidateMatrix = useInvalidateMatrix();
  return (
    <Table withTableBorder verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Товар`}</Table.Th>
          <Table.Th>{t`Код`}</Table.Th>
          <Table.Th>{t`Бренд`}</Table.Th>
          <Table.Th>{t`Обязательный`}</Table.Th>
          <Table.Th>{t`Мин. фейсинг`}</Table.Th>
          <Table.Th w={56} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.sku_name}</Table.Td>
            <Table.Td>{row.sku_code ?? '—'}</Table.Td>
            <Table.Td>{row.brand_name ?? '—'}</Table.Td>
            <Table.Td>
              <Checkbox
                size="md"
                aria-label={t`Обязательный: ${row.sku_name ?? row.sku_id}`}
                checked={row.is_required}
                disabled={!canUpdate || save.isPending}
                onChange={(event) =>
                  save.mutate({
                    id: row.id,
                    body: { is_required: event.currentTarget.checked },
                  })
                }
              />
            </Table.Td>
            <Table.Td>{row.min_facing ?? '—'}</Table.Td>
            <Table.Td>
              {canDelete && (
                <ActionIcon
                  size="lg"
                  variant="subtle"
                  color="red"
                  aria-label={t`Убрать из матрицы: ${row.sku_name ?? row.sku_id}`}
                  onClick={() =>
                    void remove(row).then((removed) => {
                      if (removed) void invalidateMatrix();
                    })
                  }
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
