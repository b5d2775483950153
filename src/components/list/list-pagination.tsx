import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { pageCount } from './list-search';

export interface ListPaginationProps {
  total: number;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** limit/offset paging of a list (spec section 3): the range shown, pages, page size. */
export function ListPagination({
  total,
  page,
  limit,
  pageSizes,
  onPage,
  onLimit,
}: ListPaginationProps) {
  const { t } = useLingui();
  const pages = pageCount(total, limit);
  const first = total === 0 ? 0 : Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        <Trans>
          {first}–{last} из {total}
        </Trans>
      </Text>
      <Group gap="sm">
        {/* A page past the end (rows deleted meanwhile) still offers the way back. */}
        {(pages > 1 || page > 1) && (
          <Pagination
            total={Math.max(pages, page)}
            value={page}
            onChange={onPage}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? t`Предыдущая страница`
                  : control === 'next'
                    ? t`Следующая страница`
                    : undefined,
            })}
          />
        )}
        <Select
          aria-label={t`Строк на странице`}
          size="xs"
          w={80}
          allowDeselect={false}
          data={pageSizes.map(String)}
          value={String(limit)}
          onChange={(value) => value && onLimit(Number(value))}
        />
      </Group>
    </Group>
  );
}
