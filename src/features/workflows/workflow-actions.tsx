import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCan } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { callApi } from '#src/api/call-api';
import { resourceKeys } from '#src/api/resource-keys';
import { choiceText } from '#src/components/crud/column-text';
import { useDeleteRow, useSaveRow } from '#src/components/crud/use-resource-mutations';
import { useContractForm } from '#src/components/form/use-contract-form';
import { ListBody } from '#src/components/list/list-body';
import { useListQuery } from '#src/components/list/use-list-query';
import {
  type Action,
  type ActionReorder,
  actionCalls,
  actionCreateSchema,
} from '#src/contracts/catalog/actions';
import type { Workflow } from '#src/contracts/catalog/workflows';
import { actionKindChoices, actionsResource } from '#src/resources/actions';
import { workflowActionsQuery } from './workflow-queries';

const texts = {
  reordered: msg`Порядок действий сохранён`,
  name: msg`Название действия`,
  kind: msg`Вид`,
};

/** The order with the action at `index` swapped with its neighbour `by` places away. */
function moved(rows: readonly Action[], index: number, by: -1 | 1): number[] {
  const ids = rows.map((row) => row.id);
  [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
  return ids;
}

/**
 * A workflow's actions in their order: moved up or down with buttons (large enough for a
 * finger, reachable by keyboard), removed after confirmation, and new ones added last.
 */
export function WorkflowActions({ workflow }: { workflow: Workflow }) {
  const { t, i18n } = useLingui();
  const canCreate = useCan('matrix_actions', 'create');
  const canUpdate = useCan('matrix_actions', 'update');
  const canDelete = useCan('matrix_actions', 'delete');
  const load = useListQuery(workflowActionsQuery(workflow.id));
  const queryClient = useQueryClient();
  const remove = useDeleteRow(actionsResource);
  const reorder = useMutation({
    mutationFn: (body: ActionReorder) => callApi(actionCalls.reorder, { body }),
    onSuccess: () => {
      toasts.show({ color: 'green', message: i18n._(texts.reordered) });
      return queryClient.invalidateQueries({ queryKey: resourceKeys(actionsResource).all });
    },
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });
  const move = (rows: Action[], index: number, by: -1 | 1) =>
    reorder.mutate({ workflow_id: workflow.id, action_ids: moved(rows, index, by) });

  return (
    <Stack gap="sm" data-testid="workflow-actions">
      <Title order={3}>
        <Trans>Действия</Trans>
      </Title>
      <ListBody load={load} onRetry={load.retry} skeletonRows={3}>
        {(rows) => (
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row, index) => (
              <Paper
                key={row.id}
                component="li"
                withBorder
                p="xs"
                data-testid="workflow-action"
                aria-label={row.name}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Text fw={600} w={28} ta="right">
                      {index + 1}.
                    </Text>
                    <Stack gap={2} miw={0}>
                      <Text truncate>{row.name}</Text>
                      <Badge variant="light" size="sm">
                        {choiceText(actionKindChoices, row.kind)}
                      </Badge>
                    </Stack>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    {canUpdate && (
                      <>
                        <ActionIcon
                          size="xl"
                          variant="default"
                          aria-label={t`Выше: ${row.name}`}
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(rows, index, -1)}
                        >
                          <IconArrowUp size={20} />
                        </ActionIcon>
                        <ActionIcon
                          size="xl"
                          variant="default"
                          aria-label={t`Ниже: ${row.name}`}
                          disabled={index === rows.length - 1 || reorder.isPending}
                          onClick={() => move(rows, index, 1)}
                        >
                          <IconArrowDown size={20} />
                        </ActionIcon>
                      </>
                    )}
                    {canDelete && (
                      <ActionIcon
                        size="xl"
                        variant="subtle"
                        color="red"
                        aria-label={t`Удалить: ${row.name}`}
                        onClick={() => remove(row)}
                      >
                        <IconTrash size={20} />
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </ListBody>
      {canCreate && <AddAction workflow={workflow} />}
    </Stack>
  );
}

interface AddActionValues {
  name: string;
  kind: string | null;
}

/** A new action of the workflow: its name and kind; it goes after the last one. */
function AddAction({ workflow }: { workflow: Workflow }) {
  const { i18n } = useLingui();
  const save = useSaveRow(actionsResource);
  const { form, summary, onSubmit, showServerError } = useContractForm<AddActionValues>({
    mode: 'controlled',
    schema: actionCreateSchema,
    initialValues: { name: '', kind: null },
    toRequest: (values) => ({
      name: values.name,
      kind: values.kind,
      project_id: workflow.project_id,
      workflow_id: workflow.id,
    }),
    labels: { name: texts.name, kind: texts.kind },
  });
  const submit = onSubmit((request) =>
    save.mutate(
      { body: request as object },
      { onSuccess: () => form.reset(), onError: showServerError },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={i18n._(msg`Новое действие`)}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={i18n._(texts.name)}
            required
            size="md"
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('name')}
          />
          <Select
            label={i18n._(texts.kind)}
            required
            size="md"
            w={200}
            data={actionKindChoices.map((choice) => ({
              value: choice.value,
              label: i18n._(choice.label),
            }))}
            {...form.getInputProps('kind')}
          />
          <Button type="submit" size="md" loading={save.isPending}>
            <Trans>Добавить действие</Trans>
          </Button>
        </Group>
        {summary && (
          <Alert color="red" role="alert">
            {summary}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
