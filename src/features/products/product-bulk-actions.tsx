import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { resourceKeys } from '#src/api/resource-keys';
import type { ResourceRow } from '#src/components/crud/resource-definition';
import { skuResource } from '#src/resources/sku';
import { allCategoriesQueryOptions, linkProducts, type RelateKind } from './products-api';
import { skuRelateKeys } from './query-keys';
import { skuGroupsQueryOptions } from './sku-groups-options';

interface Props {
  rows: ResourceRow[];
  clear: () => void;
}

function addedText(kind: RelateKind, count: number, name: string): string {
  return kind === 'category'
    ? plural(count, {
        one: `# товар добавлен в категорию «${name}»`,
        few: `# товара добавлены в категорию «${name}»`,
        many: `# товаров добавлены в категорию «${name}»`,
        other: `# товара добавлены в категорию «${name}»`,
      })
    : plural(count, {
        one: `# товар добавлен в группу «${name}»`,
        few: `# товара добавлены в группу «${name}»`,
        many: `# товаров добавлены в группу «${name}»`,
        other: `# товара добавлены в группу «${name}»`,
      });
}

/**
 * The list's action bar for picked products: choose "Добавить в категорию" or "Добавить в
 * группу", then the category or group; the products already there stay once.
 */
export function ProductBulkActions({ rows, clear }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<RelateKind | null>(null);
  const categories = useQuery({ ...allCategoriesQueryOptions(), enabled: kind === 'category' });
  const groups = useQuery({ ...skuGroupsQueryOptions(), enabled: kind === 'group' });
  const options =
    kind === 'category'
      ? (categories.data?.items ?? []).map((row) => ({ value: String(row.id), label: row.name }))
      : (groups.data?.items ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  const link = useMutation({
    mutationFn: (input: { target: { id: number; name: string }; kind: RelateKind }) =>
      linkProducts(
        input.kind,
        rows.map((row) => row.id),
        input.target.id,
      ),
    onSuccess: async (_result, { target, kind: done }) => {
      toasts.show({ color: 'green', message: addedText(done, rows.length, target.name) });
      setKind(null);
      clear();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: skuRelateKeys.category.all }),
        queryClient.invalidateQueries({ queryKey: skuRelateKeys.group.all }),
        queryClient.invalidateQueries({ queryKey: resourceKeys(skuResource).all }),
      ]);
    },
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });

  if (kind === null) {
    return (
      <Group gap="xs">
        <Button variant="light" onClick={() => setKind('category')}>
          <Trans>Добавить в категорию</Trans>
        </Button>
        <Button variant="light" onClick={() => setKind('group')}>
          <Trans>Добавить в группу</Trans>
        </Button>
      </Group>
    );
  }
  const label = kind === 'category' ? t`Категория` : t`Группа`;
  const loading = kind === 'category' ? categories.isPending : groups.isPending;
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={label}
        placeholder={kind === 'category' ? t`Выберите категорию` : t`Выберите группу`}
        data={options}
        searchable
        value={null}
        disabled={loading || link.isPending}
        nothingFoundMessage={t`Ничего не найдено`}
        onChange={(value, option) =>
          value &&
          option &&
          link.mutate({ kind, target: { id: Number(value), name: option.label } })
        }
        miw={240}
      />
      <Button variant="default" onClick={() => setKind(null)} disabled={link.isPending}>
        <Trans>Отмена</Trans>
      </Button>
    </Group>
  );
}
