import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { useResourceCan } from '#src/components/crud/resource-access';
import { listQueryOptions } from '#src/components/crud/resource-api';
import { RowEditActions } from '#src/components/crud/row-edit-actions';
import { useDeleteRow, useSaveRow } from '#src/components/crud/use-resource-mutations';
import { useContractForm } from '#src/components/form/use-contract-form';
import { DateField } from '#src/components/ui/date-fields';
import {
  type ProjectPositionHistory,
  projectPositionHistoryPatchSchema,
} from '#src/contracts/catalog/project-positions';
import { formatDate } from '#src/lib/dates';
import { validationMessages } from '#src/lib/validation-messages';
import { projectPositionHistoryResource as history } from '#src/resources/project-position-history';

/** A seat has a handful of periods; one page of the contract's largest size holds them all. */
const PAGE = 100;

/** The tab's read, started by its route's loader. */
export const positionHistoryQuery = (id: number) =>
  listQueryOptions<ProjectPositionHistory>(history, {
    project_position_id: id,
    sort: '-start_date',
    limit: PAGE,
    offset: 0,
  });

/** Who held a project position and when: a row's dates are edited in place; delete asks first. */
export function PositionHistoryTab({ id }: { id: number }) {
  const { t } = useLingui();
  const query = useQuery(positionHistoryQuery(id));
  const canEdit = useResourceCan(history, 'update');
  const canDelete = useResourceCan(history, 'delete');
  const remove = useDeleteRow(history);
  const [editing, setEditing] = useState<number | null>(null);

  if (query.isError) return <Alert color="red">{errorText(query.error)}</Alert>;
  const rows = query.data?.items ?? [];
  if (!query.isPending && rows.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Истории нет</Trans>
      </Text>
    );
  }
  return (
    <Table withTableBorder maw={960} data-testid="position-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Сотрудник`}</Table.Th>
          <Table.Th>{t`Тип`}</Table.Th>
          <Table.Th>{t`Начало`}</Table.Th>
          <Table.Th>{t`Окончание`}</Table.Th>
          <Table.Th w={96} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) =>
          editing === row.id ? (
            <EditRow key={row.id} row={row} onDone={() => setEditing(null)} />
          ) : (
            <Table.Tr key={row.id}>
              <Table.Td>{row.user_name ?? row.user_id}</Table.Td>
              <Table.Td>{row.user_type === 'main' ? t`Основной` : t`Подменный`}</Table.Td>
              <Table.Td>{formatDate(row.start_date)}</Table.Td>
              <Table.Td>{formatDate(row.end_date)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t`Изменить`}
                      onClick={() => setEditing(row.id)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  )}
                  {canDelete && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Удалить`}
                      onClick={() => void remove(row)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ),
        )}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The dates are checked against the patch's contract before any call, so the rules read in the
 * user's language; the server's refusals land on the same fields.
 */
function EditRow({ row, onDone }: { row: ProjectPositionHistory; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveRow(history);
  const { form, onSubmit, showServerError } = useContractForm({
    mode: 'controlled',
    schema: projectPositionHistoryPatchSchema,
    initialValues: {
      start_date: row.start_date as string | null,
      end_date: row.end_date as string | null,
    },
    messages: { start_date: validationMessages.startAfterEnd },
  });
  const submit = onSubmit((body) =>
    save.mutate({ id: row.id, body }, { onSuccess: onDone, onError: showServerError }),
  );

  return (
    <Table.Tr>
      <Table.Td>{row.user_name ?? row.user_id}</Table.Td>
      <Table.Td>{row.user_type === 'main' ? t`Основной` : t`Подменный`}</Table.Td>
      <Table.Td>
        <DateField aria-label={t`Начало`} {...form.getInputProps('start_date')} />
      </Table.Td>
      <Table.Td>
        <DateField aria-label={t`Окончание`} {...form.getInputProps('end_date')} />
      </Table.Td>
      <RowEditActions
        saving={save.isPending}
        error={save.error}
        onSave={() => submit()}
        onCancel={onDone}
      />
    </Table.Tr>
  );
}
