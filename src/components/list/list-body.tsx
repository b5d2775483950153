import { useLingui } from '@lingui/react';
import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotOnDeviceAlert } from '../ui/load-pending';
import { type ListLoad, listMessages } from './list-load-state';

interface ListBodyProps<T> {
  load: ListLoad<T>;
  onRetry?: () => void;
  /** Placeholder rows while loading. */
  skeletonRows?: number;
  skeletonHeight?: number;
  /** What an empty list says where 'Ничего не найдено' says too little. */
  emptyText?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * The one rendering of a list's load states: skeletons while loading (offline with nothing kept
 * on the device, saying so instead), the one text of the failure (section 8) with a retry, 'Ничего не найдено' when empty, else the rows.
 */
export function ListBody<T>({
  load,
  onRetry,
  skeletonRows = 5,
  skeletonHeight = 44,
  emptyText,
  children,
}: ListBodyProps<T>) {
  const { i18n } = useLingui();
  if (load.status === 'loading') {
    return (
      <Stack gap="xs" aria-busy="true" data-list-state="loading">
        <VisuallyHidden role="status">{i18n._(listMessages.loading)}</VisuallyHidden>
        {Array.from({ length: skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={skeletonHeight} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (load.status === 'unavailable') {
    return (
      <div data-list-state="unavailable">
        <NotOnDeviceAlert />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title={load.error} data-list-state="failed">
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {i18n._(listMessages.retry)}
          </Button>
        )}
      </Alert>
    );
  }
  if (load.empty) {
    return (
      <Text c="dimmed" py="lg" ta="center" data-list-state="empty">
        {emptyText ?? i18n._(listMessages.empty)}
      </Text>
    );
  }
  return <div data-list-state="success">{children(load.items)}</div>;
}
