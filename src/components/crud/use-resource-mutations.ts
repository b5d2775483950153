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

/**
 * The resource's queries and, for a child row, its parent's (its child lists are kept under the
 * parent's name, and the parent counts its children): never the others'.
 */
function useInvalidateRows(resource: AnyResource, parent: AnyResource | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [resource, ...(parent ? [parent] : [])].map((each) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys(each).all }),
        ),
      ),
    [queryClient, resource, parent],
  );
}

/** Create or save a row (of `parent`'s child list, when given). */
export function useSaveRow(resource: AnyResource, parent?: AnyResource) {
  const invalidate = useInvalidateRows(resource, parent);
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: object }) =>
      id === undefined ? createRow(resource, body) : patchRow(resource, id, body),
    onSuccess: (_row: ResourceRow, { id }) => {
      toasts.show({
        color: 'green',
        message: i18n._(id === undefined ? texts.created : texts.saved),
      });
      return invalidate();
    },
  });
}

/** Delete after the user confirms; resolves true once the row is gone. */
export function useDeleteRow(resource: AnyResource, parent?: AnyResource) {
  const invalidate = useInvalidateRows(resource, parent);
  const { i18n } = useLingui();
  const mutation = useMutation({
    mutationFn: (id: number) => deleteRow(resource, id),
    onSuccess: () => {
      toasts.show({ color: 'green', message: i18n._(texts.deleted) });
      return invalidate();
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
