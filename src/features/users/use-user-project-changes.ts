import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '#src/api/api-error';
import { callApi } from '#src/api/call-api';
import { resourceKeys } from '#src/api/resource-keys';
import { type AssignUserProjects, userProjectCalls } from '#src/contracts/user-projects';
import { teamResource, usersResource } from '#src/resources/users';
import { userProjectLinksResource } from '#src/resources/users-projects';

const texts = {
  assigned: msg`Проекты привязаны`,
  unlinked: msg`Пользователь отвязан от проекта`,
};

/** A change of a user's links refreshes the links and both people lists (their projects). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [userProjectLinksResource, teamResource, usersResource].map((resource) =>
        queryClient.invalidateQueries({ queryKey: resourceKeys(resource).all }),
      ),
    );
}

/** POST assign_user_projects for `userId`; errors are the caller's to show next to the form. */
export function useAssignProjects(userId: number) {
  const { i18n } = useLingui();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ relink, body }: { relink: boolean; body: AssignUserProjects }) =>
      callApi(userProjectCalls.assignProjects, {
        body,
        query: { user_id: String(userId), should_relink: String(relink) },
      }),
    onSuccess: () => {
      toasts.show({ color: 'green', message: i18n._(texts.assigned) });
      return refresh();
    },
  });
}

/** POST unlink_list with one link. */
export function useUnlinkProject() {
  const { i18n } = useLingui();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (linkId: number) =>
      callApi(userProjectCalls.unlinkProjects, { body: { items: [linkId] } }),
    onSuccess: () => {
      toasts.show({ color: 'green', message: i18n._(texts.unlinked) });
      return refresh();
    },
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });
}
