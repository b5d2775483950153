import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorText } from '#src/api/api-error';
import {
  type ChildListOf,
  childListQueryOptions,
  useChildList,
} from '#src/components/crud/child-list';
import { ChildRowsTable } from '#src/components/crud/child-rows-table';
import { useResourceCan } from '#src/components/crud/resource-access';
import type { ResourceColumn, ResourceRow } from '#src/components/crud/resource-definition';
import { ResourceSearchSelect } from '#src/components/crud/resource-search-select';
import { TouchCheckbox } from '#src/components/crud/touch-checkbox';
import { useSaveRow } from '#src/components/crud/use-resource-mutations';
import { contractErrors } from '#src/components/form/contract-errors';
import { type MatrixSku, matrixSkuCreateSchema } from '#src/contracts/catalog/matrices';
import type { Sku } from '#src/contracts/catalog/sku';
import { matricesResource, matrixSkusResource } from '#src/resources/matrices';
import { skuResource } from '#src/resources/sku';

/** A matrix's products: a matrix holds hundreds at most, one page of the largest size. */
export const matrixSkusQuery = (matrixId: number) => childListQueryOptions(productsOf(matrixId));

const productsOf = (matrixId: number): ChildListOf<MatrixSku> => ({
  parent: matricesResource,
  parentId: matrixId,
  child: matrixSkusResource,
  filter: { matrix_id: matrixId },
});

const productsCount = (count: number) =>
  plural(count, { one: '# товар', few: '# товара', many: '# товаров', other: '# товара' });

interface MatrixRow extends ResourceRow {
  project_id: number;
}

/** The products of a matrix on its page: added through a search, must-have, minimum facings. */
export function MatrixProducts({ matrix }: { matrix: MatrixRow }) {
  const { t } = useLingui();
  const load = useChildList(productsOf(matrix.id));
  const canCreate = useResourceCan(matrixSkusResource, 'create');
  const columns = useProductColumns();
  return (
    <Stack gap="sm" maw={960} data-testid="matrix-products">
      <Group justify="space-between">
        <Title order={4}>
          <Trans>Товары матрицы</Trans>
        </Title>
        {load.status === 'success' && <Text c="dimmed">{productsCount(load.total)}</Text>}
      </Group>
      {canCreate && <AddProduct matrix={matrix} />}
      <ChildRowsTable
        resource={matrixSkusResource}
        parent={matricesResource}
        columns={columns}
        load={load}
        emptyText={<Trans>В матрице пока нет товаров</Trans>}
        remove={{ label: (row) => t`Убрать из матрицы: ${row.sku_name ?? row.sku_id}` }}
      />
    </Stack>
  );
}

function AddProduct({ matrix }: { matrix: MatrixRow }) {
  const { t, i18n } = useLingui();
  const save = useSaveRow(matrixSkusResource, matricesResource);
  const [product, setProduct] = useState<Sku | null>(null);
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

/** The products' columns; must-have is switched in its cell (with UPDATE on the products). */
function useProductColumns(): ResourceColumn<MatrixSku>[] {
  const { t } = useLingui();
  const canUpdate = useResourceCan(matrixSkusResource, 'update');
  const save = useSaveRow(matrixSkusResource, matricesResource);
  const saving = save.isPending;
  const { mutate } = save;
  return useMemo(
    () => [
      { key: 'sku_name', label: msg`Товар`, text: (row) => row.sku_name ?? String(row.sku_id) },
      { key: 'sku_code', label: msg`Код` },
      { key: 'brand_name', label: msg`Бренд` },
      {
        key: 'is_required',
        label: msg`Обязательный`,
        render: (row) => (
          <TouchCheckbox
            aria-label={t`Обязательный: ${row.sku_name ?? row.sku_id}`}
            checked={row.is_required}
            disabled={!canUpdate || saving}
            onChange={(event) =>
              mutate({ id: row.id, body: { is_required: event.currentTarget.checked } })
            }
          />
        ),
      },
      { key: 'min_facing', label: msg`Мин. фейсинг` },
    ],
    [t, canUpdate, saving, mutate],
  );
}
