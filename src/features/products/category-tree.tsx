import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import type { AccessRouterContext } from '#src/access/route-guards';
import { ResourceForm } from '#src/components/crud/lazy-resource-form';
import { useResourceCan } from '#src/components/crud/resource-access';
import { useDeleteRow } from '#src/components/crud/use-resource-mutations';
import { Dialog } from '#src/components/ui/dialog';
import { LoadFailedAlert } from '#src/components/ui/load-failed-alert';
import { LoadPending } from '#src/components/ui/load-pending';
import type { SkuCategory } from '#src/contracts/catalog/sku-categories';
import { skuCategoriesResource } from '#src/resources/sku-categories';
import { allCategoriesQueryOptions, categoryCountsQueryOptions } from './products-api';

/** What the /product-categories loader starts: every category and the products per category. */
export function startCategoryTree(context: AccessRouterContext): void {
  void context.queryClient.prefetchQuery(allCategoriesQueryOptions());
  void context.queryClient.prefetchQuery(categoryCountsQueryOptions(context.projectIds ?? []));
}

interface Node {
  category: SkuCategory;
  children: Node[];
  level: number;
}

/**
 * The categories as a tree by `parent_id`, children by name. A category whose parent is not in
 * the list (it cannot be: the server refuses loops and a deleted parent leaves its children at
 * the top) stands at the top rather than being lost.
 */
function buildTree(categories: readonly SkuCategory[]): Node[] {
  const known = new Set(categories.map((category) => category.id));
  const byParent = new Map<number | null, SkuCategory[]>();
  for (const category of categories) {
    const parent =
      category.parent_id !== null && known.has(category.parent_id) ? category.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const seen = new Set<number>();
  const grow = (parent: number | null, level: number): Node[] =>
    (byParent.get(parent) ?? [])
      .filter((category) => !seen.has(category.id) && seen.add(category.id))
      .map((category) => ({ category, level, children: grow(category.id, level + 1) }));
  return grow(null, 1);
}

/** The nodes shown, in order: a collapsed node hides its subtree. */
function visibleNodes(nodes: Node[], expanded: ReadonlySet<number>): Node[] {
  return nodes.flatMap((node) => [
    node,
    ...(expanded.has(node.category.id) ? visibleNodes(node.children, expanded) : []),
  ]);
}

type Editing = { row?: SkuCategory; parent?: SkuCategory } | null;

/**
 * /product-categories: the categories as an expandable tree, each with the number of products
 * in it (of the selected projects and the shared catalog). Keyboard: up and down move between
 * the rows shown, right opens a category (or goes to its first child), left closes it (or goes
 * to its parent), Enter and Space open or close; Home and End jump to the ends (the WAI-ARIA
 * tree pattern). Create, edit and delete act on the row.
 */
export function CategoryTree({ projectIds }: { projectIds: readonly number[] }) {
  const { t } = useLingui();
  const categories = useQuery(allCategoriesQueryOptions());
  const counts = useQuery(categoryCountsQueryOptions(projectIds));
  const canCreate = useResourceCan(skuCategoriesResource, 'create');
  const canEdit = useResourceCan(skuCategoriesResource, 'update');
  const canDelete = useResourceCan(skuCategoriesResource, 'delete');
  const remove = useDeleteRow(skuCategoriesResource);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [focused, setFocused] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const items = useRef(new Map<number, HTMLElement>());

  const tree = useMemo(() => buildTree(categories.data?.items ?? []), [categories.data]);
  const countOf = useMemo(
    () => new Map((counts.data?.items ?? []).map((row) => [row.sku_category_id, row.count])),
    [counts.data],
  );
  const shown = visibleNodes(tree, expanded);
  const current = shown.find((node) => node.category.id === focused) ?? shown[0];
  const withChildren = useMemo(() => {
    const ids: number[] = [];
    const walk = (nodes: Node[]) => {
      for (const node of nodes) {
        if (node.children.length) ids.push(node.category.id);
        walk(node.children);
      }
    };
    walk(tree);
    return ids;
  }, [tree]);

  const toggle = (id: number, open?: boolean) =>
    setExpanded((before) => {
      const next = new Set(before);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  const focus = (node: Node | undefined) => {
    if (!node) return;
    setFocused(node.category.id);
    items.current.get(node.category.id)?.focus();
  };
  const parentOf = (node: Node) => shown.find((candidate) => candidate.children.includes(node));

  const onKeyDown = (event: KeyboardEvent, node: Node) => {
    if (event.target !== event.currentTarget) return;
    const at = shown.indexOf(node);
    const open = expanded.has(node.category.id);
    const hasChildren = node.children.length > 0;
    switch (event.key) {
      case 'ArrowDown':
        focus(shown[at + 1]);
        break;
      case 'ArrowUp':
        focus(shown[at - 1]);
        break;
      case 'Home':
        focus(shown[0]);
        break;
      case 'End':
        focus(shown.at(-1));
        break;
      case 'ArrowRight':
        if (open) focus(node.children[0]);
        else if (hasChildren) toggle(node.category.id, true);
        break;
      case 'ArrowLeft':
        if (open && hasChildren) toggle(node.category.id, false);
        else focus(parentOf(node));
        break;
      case 'Enter':
      case ' ':
        if (hasChildren) toggle(node.category.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const countText = (count: number) =>
    plural(count, {
      one: '# товар',
      few: '# товара',
      many: '# товаров',
      other: '# товара',
    });

  const renderNode = (node: Node) => {
    const { category } = node;
    const open = expanded.has(category.id);
    const count = countOf.get(category.id) ?? 0;
    const hasChildren = node.children.length > 0;
    return (
      <Box
        component="li"
        key={category.id}
        role="treeitem"
        aria-level={node.level}
        aria-expanded={hasChildren ? open : undefined}
        aria-label={category.name}
        aria-selected={current?.category.id === category.id}
        tabIndex={current?.category.id === category.id ? 0 : -1}
        ref={(element: HTMLElement | null) => {
          if (element) items.current.set(category.id, element);
          else items.current.delete(category.id);
        }}
        onKeyDown={(event: KeyboardEvent) => onKeyDown(event, node)}
        onFocus={(event) => event.target === event.currentTarget && setFocused(category.id)}
        style={{ listStyle: 'none', outlineOffset: -2 }}
      >
        <Group
          gap="xs"
          wrap="nowrap"
          mih={48}
          pl={(node.level - 1) * 28}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          {hasChildren ? (
            <ActionIcon
              variant="subtle"
              size="lg"
              tabIndex={-1}
              aria-label={open ? t`Свернуть ${category.name}` : t`Развернуть ${category.name}`}
              onClick={() => toggle(category.id)}
            >
              {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
            </ActionIcon>
          ) : (
            <Box w={34} />
          )}
          <UnstyledButton
            tabIndex={-1}
            style={{ flex: 1, minWidth: 0 }}
            onClick={() => {
              setFocused(category.id);
              if (hasChildren) toggle(category.id);
            }}
          >
            <Text truncate>{category.name}</Text>
          </UnstyledButton>
          <Badge variant="light" color="gray" tt="none" data-testid="category-count">
            {countText(count)}
          </Badge>
          <Group gap={2} wrap="nowrap">
            {canCreate && (
              <ActionIcon
                variant="subtle"
                size="lg"
                tabIndex={-1}
                aria-label={t`Добавить подкатегорию в ${category.name}`}
                onClick={() => setEditing({ parent: category })}
              >
                <IconPlus size={18} />
              </ActionIcon>
            )}
            {canEdit && (
              <ActionIcon
                variant="subtle"
                size="lg"
                tabIndex={-1}
                aria-label={t`Изменить ${category.name}`}
                onClick={() => setEditing({ row: category })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            )}
            {canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                tabIndex={-1}
                aria-label={t`Удалить ${category.name}`}
                onClick={() => void remove(category)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </Group>
        {hasChildren && open && (
          <Box component="ul" role="group" p={0} m={0}>
            {node.children.map(renderNode)}
          </Box>
        )}
      </Box>
    );
  };

  return (
    <Stack>
      <Title order={2}>
        <Trans>Категории товаров</Trans>
      </Title>
      <Group gap="xs">
        {canCreate && (
          <Button onClick={() => setEditing({})}>
            <Trans>Создать категорию</Trans>
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => setExpanded(new Set(withChildren))}
          disabled={withChildren.length === 0}
        >
          <Trans>Развернуть все</Trans>
        </Button>
        <Button
          variant="default"
          onClick={() => setExpanded(new Set())}
          disabled={expanded.size === 0}
        >
          <Trans>Свернуть все</Trans>
        </Button>
      </Group>
      {categories.isError ? (
        <LoadFailedAlert error={categories.error} onRetry={() => categories.refetch()} />
      ) : categories.data ? (
        tree.length === 0 ? (
          <Text c="dimmed">
            <Trans>Категорий нет</Trans>
          </Text>
        ) : (
          <Paper withBorder maw={960}>
            <Box
              component="ul"
              role="tree"
              aria-label={t`Категории товаров`}
              p={0}
              m={0}
              data-testid="category-tree"
            >
              {tree.map(renderNode)}
            </Box>
          </Paper>
        )
      ) : (
        <LoadPending query={categories}>
          <Stack gap="xs" aria-busy="true" maw={960}>
            {[1, 2, 3, 4, 5].map((key) => (
              <Skeleton key={key} height={40} />
            ))}
          </Stack>
        </LoadPending>
      )}
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.row
            ? t`Редактирование`
            : editing?.parent
              ? t`Новая подкатегория в «${editing.parent.name}»`
              : t`Новая категория`
        }
      >
        {editing !== null && (
          <ResourceForm
            resource={skuCategoriesResource}
            row={editing.row}
            defaults={editing.parent ? { parent_id: editing.parent.id } : undefined}
            onDone={() => {
              const parent = editing.parent;
              if (parent) toggle(parent.id, true);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
    </Stack>
  );
}
