import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconUnlink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { resourceKeys } from '#src/api/resource-keys';
import { deleteRow } from '#src/components/crud/resource-api';
import { useSaveRow } from '#src/components/crud/use-resource-mutations';
import { ListBody } from '#src/components/list/list-body';
import { useListQuery } from '#src/components/list/use-list-query';
import { confirmAction } from '#src/components/ui/confirm-action';
import type { MatrixWorkflowRelate, Workflow } from '#src/contracts/catalog/workflows';
import { matrixWorkflowRelatesResource } from '#src/resources/workflow-matrices';
import { workflowMatricesQuery, workflowMatrixOptionsQuery } from './workflow-queries';

const texts = {
  matrix: msg`Матрица`,
  unlinkTitle: msg`Отвязать матрицу от процесса?`,
  unlinked: msg`Матрица отвязана`,
};

/**
 * The matrices a workflow applies to: related from its own project's matrices (a select of
 * them) and unlinked after confirmation. Relating and unlinking change the workflow (UPDATE).
 */
export function WorkflowMatrices({ workflow }: { workflow: Workflow }) {
  const { t, i18n } = useLingui();
  const canRelate = useCan('workflows', 'update');
  const load = useListQuery(workflowMatricesQuery(workflow.id));
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => deleteRow(matrixWorkflowRelatesResource, id),
    onSuccess: () => {
      toasts.show({ color: 'green', message: i18n._(texts.unlinked) });
      return queryClient.invalidateQueries({
        queryKey: resourceKeys(matrixWorkflowRelatesResource).all,
      });
    },
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });
  const unlink = async (row: MatrixWorkflowRelate) => {
    const confirmed = await confirmAction({
      title: i18n._(texts.unlinkTitle),
      message: row.matrix_name ?? '',
      confirmLabel: t`Отвязать`,
    });
    if (confirmed) remove.mutate(row.id);
  };
  const related = load.status === 'success' ? load.items.map((row) => row.matrix_id) : [];

  return (
    <Stack gap="sm" data-testid="workflow-matrices">
      <Title order={3}>
        <Trans>Матрицы</Trans>
      </Title>
      <ListBody load={load} onRetry={load.retry} skeletonRows={2}>
        {(rows) => (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Paper
                key={row.id}
                component="li"
                withBorder
                p="xs"
                aria-label={row.matrix_name ?? ''}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text truncate>{row.matrix_name}</Text>
                  {canRelate && (
                    <ActionIcon
                      size="xl"
                      variant="subtle"
                      color="red"
                      aria-label={t`Отвязать: ${row.matrix_name ?? ''}`}
                      onClick={() => void unlink(row)}
                    >
                      <IconUnlink size={20} />
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </ListBody>
      {canRelate && <RelateMatrix workflow={workflow} related={related} />}
    </Stack>
  );
}

/** The select of the project's matrices not related yet, and its button. */
function RelateMatrix({ workflow, related }: { workflow: Workflow; related: number[] }) {
  const { i18n } = useLingui();
  const options = useQuery(workflowMatrixOptionsQuery(workflow.id));
  const save = useSaveRow(matrixWorkflowRelatesResource);
  const [matrixId, setMatrixId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = (options.data?.items ?? [])
    .filter((option) => !related.includes(option.id))
    .map((option) => ({ value: String(option.id), label: option.name }));
  const relate = () => {
    if (!matrixId) return;
    setError(null);
    save.mutate(
      { body: { workflow_id: workflow.id, matrix_id: Number(matrixId) } },
      { onSuccess: () => setMatrixId(null), onError: (failure) => setError(errorText(failure)) },
    );
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={i18n._(texts.matrix)}
          placeholder={options.isPending ? i18n._(msg`Загрузка…`) : undefined}
          nothingFoundMessage={i18n._(msg`Ничего не найдено`)}
          searchable
          size="md"
          style={{ flex: '1 1 240px' }}
          data={data}
          value={matrixId}
          onChange={setMatrixId}
          error={options.isError ? errorText(options.error) : undefined}
        />
        <Button size="md" onClick={relate} disabled={!matrixId} loading={save.isPending}>
          <Trans>Связать матрицу</Trans>
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
