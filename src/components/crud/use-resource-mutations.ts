import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorText } from '#src/api/api-error';
import { resourceKeys } from '#src/api/resource-keys';
import { confirmAction } from '../ui/confirm-action';
import { createRow, deleteRow, patchRow } from './resource-api';
import { type AnyResource, type ResourceRow, rowTitle } from './resource-definition';

const texts = {
  created: msg`Запись создана`,
  saved: msg`Изменения сохранены`,
  deleted: msg`Запись удалена`,
  deleteTitle: msg`Удалить запись?`,
};

/** Create or save a row; either one invalidates the resource's queries, never the others'. */
export function useSaveRow(resource: AnyResource) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: object }) =>
      id === undefined ? createRow(resource, body) : patchRow(resource, id, body),
    onSuccess: (_row: ResourceRow, { id }) => {
      toasts.show({
        color: 'green',
        message: i18n._(id === undefined ? texts.created : texts.saved),
      });
      return queryClient.invalidateQueries({ queryKey: resourceKeys(resource).all });
    },
  });
}

/** Delete after the user confirms; resolves true once the row is gone. */
export function useDeleteRow(resource: AnyResource) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const mutation = useMutation({
    mutationFn: (id: number) => deleteRow(resource, id),
    onSuccess: () => {
      toasts.show({ color: 'green', message: i18n._(texts.deleted) });
      return queryClient.invalidateQueries({ queryKey: resourceKeys(resource).all });
    },
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });
  const { mutateAsync } = mutation;
  // Stable, so that the table's memoised rows holding it are not rendered again for nothing.
  return useCallback(
    async (row: ResourceRow) => {
      const confirmed = await confirmAction({
        title: i18n._(texts.deleteTitle),
        message: rowTitle(resource, row),
      });
      if (!confirmed) return false;
      return mutateAsync(row.id).then(
        () => true,
        () => false,
      );
    },
    [i18n, resource, mutateAsync],
  );
}
