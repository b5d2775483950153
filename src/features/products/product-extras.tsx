import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessRouterContext } from '#src/access/route-guards';
import { errorText } from '#src/api/api-error';
import { resourceKeys } from '#src/api/resource-keys';
import { useResourceCan } from '#src/components/crud/resource-access';
import { confirmAction } from '#src/components/ui/confirm-action';
import { PreviewImage } from '#src/components/ui/preview-image';
import type { Sku } from '#src/contracts/catalog/sku';
import { FILE_MESSAGES, IMAGE_ACCEPT, IMAGE_MIMES } from '#src/contracts/files';
import { useFileUrl } from '#src/lib/use-file-url';
import { skuResource } from '#src/resources/sku';
import {
  type ProductRelate,
  productRelatesQueryOptions,
  type RelateKind,
  unlinkProducts,
  uploadProductPhoto,
} from './products-api';
import { skuRelateKeys } from './query-keys';

/** What the product page's loader starts besides the row: its categories and groups. */
export function startProductExtras(id: number, context: AccessRouterContext): void {
  void context.queryClient.prefetchQuery(productRelatesQueryOptions('category', id));
  void context.queryClient.prefetchQuery(productRelatesQueryOptions('group', id));
}

const isImage = (file: File) => (IMAGE_MIMES as readonly string[]).includes(file.type);

/** The product's photo, large, with a picker that replaces it (images only). */
function ProductPhoto({ product }: { product: Sku }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const canEdit = useResourceCan(skuResource, 'update');
  const url = useFileUrl(product.image_file_id, 'medium');
  const upload = useMutation({
    mutationFn: (file: File) => uploadProductPhoto(product.id, file),
    onSuccess: () => {
      toasts.show({ color: 'green', message: t`Фото товара загружено` });
      return queryClient.invalidateQueries({ queryKey: resourceKeys(skuResource).all });
    },
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });
  const pick = (file: File | null) => {
    if (!file) return;
    // The server refuses it too (by its bytes); said here before a useless upload.
    if (!isImage(file)) {
      toasts.show({ color: 'red', message: FILE_MESSAGES.notAllowed });
      return;
    }
    upload.mutate(file);
  };
  return (
    <Stack gap="xs" maw={720} data-testid="product-photo">
      <Title order={4}>
        <Trans>Фото</Trans>
      </Title>
      {product.image_file_id ? (
        url ? (
          <Image
            src={url}
            alt={t`Фото товара ${product.name}`}
            w={240}
            h={240}
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-default-border)"
          />
        ) : (
          <Skeleton w={240} h={240} />
        )
      ) : (
        <Group gap="xs" c="dimmed">
          <IconPhoto size={20} />
          <Text c="dimmed">
            <Trans>Фото нет</Trans>
          </Text>
        </Group>
      )}
      {canEdit && (
        <FileButton accept={IMAGE_ACCEPT} onChange={pick}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              w="fit-content"
            >
              {product.image_file_id ? t`Заменить фото` : t`Загрузить фото`}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}

/** The product's categories or groups as chips, each taken off after a confirmation. */
function ProductRelates({ kind, product }: { kind: RelateKind; product: Sku }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const canEdit = useResourceCan(skuResource, 'update');
  const query = useQuery(productRelatesQueryOptions(kind, product.id));
  const rows = query.data ?? [];
  const unlink = useMutation({
    mutationFn: (row: ProductRelate) => unlinkProducts(kind, [row.id]),
    onSuccess: () => {
      toasts.show({
        color: 'green',
        message: kind === 'category' ? t`Товар убран из категории` : t`Товар убран из группы`,
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: skuRelateKeys[kind].all }),
        queryClient.invalidateQueries({ queryKey: resourceKeys(skuResource).all }),
      ]);
    },
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });
  const ask = async (row: ProductRelate) => {
    const confirmed = await confirmAction({
      title: kind === 'category' ? t`Убрать товар из категории?` : t`Убрать товар из группы?`,
      message: row.name,
      confirmLabel: t`Убрать`,
    });
    if (confirmed) unlink.mutate(row);
  };
  const title = kind === 'category' ? t`Категории` : t`Группы`;
  return (
    <Stack gap="xs" maw={720} data-testid={`product-${kind}-relates`}>
      <Title order={4}>{title}</Title>
      {query.isError ? (
        <Text c="red">{errorText(query.error)}</Text>
      ) : query.isPending ? (
        <Skeleton h={28} w={240} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">
          {kind === 'category' ? t`Товар не входит в категории` : t`Товар не входит в группы`}
        </Text>
      ) : (
        <Group gap="xs">
          {rows.map((row) => (
            <Badge
              key={row.id}
              variant="light"
              size="lg"
              tt="none"
              rightSection={
                canEdit && (
                  <CloseButton
                    size="sm"
                    aria-label={
                      kind === 'category'
                        ? t`Убрать из категории ${row.name}`
                        : t`Убрать из группы ${row.name}`
                    }
                    disabled={unlink.isPending}
                    onClick={() => void ask(row)}
                  />
                )
              }
            >
              {row.name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** Under the product's fields: its photo, categories and groups. */
export function ProductExtras({ product }: { product: Sku }) {
  return (
    <Stack gap="lg">
      <ProductPhoto product={product} />
      <ProductRelates kind="category" product={product} />
      <ProductRelates kind="group" product={product} />
    </Stack>
  );
}

/** The list's small photo of a product (the square preview), or a placeholder icon. */
export function ProductThumb({ product }: { product: Sku }) {
  const { t } = useLingui();
  if (!product.image_file_id) return <IconPhoto size={20} color="var(--mantine-color-gray-4)" />;
  return (
    <PreviewImage
      fileId={product.image_file_id}
      size="square"
      alt={t`Фото товара ${product.name}`}
      width={32}
      radius={2}
    />
  );
}
