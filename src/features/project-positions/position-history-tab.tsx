import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  type ChildListOf,
  childListQueryOptions,
  useChildList,
} from '#src/components/crud/child-list';
import { ChildRowsTable } from '#src/components/crud/child-rows-table';
import type { ResourceColumn } from '#src/components/crud/resource-definition';
import { RowEditActions, RowEditor } from '#src/components/crud/row-edit-actions';
import { useSaveRow } from '#src/components/crud/use-resource-mutations';
import { useContractForm } from '#src/components/form/use-contract-form';
import { DateField } from '#src/components/ui/date-fields';
import {
  type ProjectPositionHistory,
  projectPositionHistoryPatchSchema,
} from '#src/contracts/catalog/project-positions';
import { formatDate } from '#src/lib/dates';
import { validationMessages } from '#src/lib/validation-messages';
import { projectPositionHistoryResource as history } from '#src/resources/project-position-history';
import { projectPositionsResource } from '#src/resources/project-positions';

/** A seat has a handful of periods; one page of the contract's largest size holds them all. */
const periodsOf = (id: number): ChildListOf<ProjectPositionHistory> => ({
  parent: projectPositionsResource,
  parentId: id,
  child: history,
  filter: { project_position_id: id },
});

/** The tab's read, started by its route's loader. */
export const positionHistoryQuery = (id: number) =>
  childListQueryOptions(periodsOf(id), { sort: '-start_date' });

const userTypeText = (row: ProjectPositionHistory) =>
  row.user_type === 'main' ? i18n._(msg`Основной`) : i18n._(msg`Подменный`);

const columns: ResourceColumn<ProjectPositionHistory>[] = [
  { key: 'user_name', label: msg`Сотрудник`, text: (row) => row.user_name ?? String(row.user_id) },
  { key: 'user_type', label: msg`Тип`, text: userTypeText },
  { key: 'start_date', label: msg`Начало`, text: (row) => formatDate(row.start_date) },
  { key: 'end_date', label: msg`Окончание`, text: (row) => formatDate(row.end_date) },
];

/** Who held a project position and when: a row's dates are edited in place; delete asks first. */
export function PositionHistoryTab({ id }: { id: number }) {
  const load = useChildList(periodsOf(id), { sort: '-start_date' });
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Stack maw={960}>
      <ChildRowsTable
        resource={history}
        parent={projectPositionsResource}
        columns={columns}
        load={load}
        testId="position-history"
        emptyText={<Trans>Истории нет</Trans>}
        onEdit={(row) => setEditing(row.id)}
        editing={
          editing === null
            ? null
            : {
                id: editing,
                render: (row) => <EditRow row={row} onDone={() => setEditing(null)} />,
              }
        }
        remove={{}}
      />
    </Stack>
  );
}

/**
 * The dates are checked against the patch's contract before any call, so the rules read in the
 * user's language; the server's refusals land on the same fields.
 */
function EditRow({ row, onDone }: { row: ProjectPositionHistory; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveRow(history, projectPositionsResource);
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
    <RowEditor>
      <Text fw={500} mb={8}>
        {row.user_name ?? row.user_id} ({userTypeText(row)})
      </Text>
      <DateField label={t`Начало`} {...form.getInputProps('start_date')} />
      <DateField label={t`Окончание`} {...form.getInputProps('end_date')} />
      <RowEditActions
        saving={save.isPending}
        error={save.error}
        onSave={() => submit()}
        onCancel={onDone}
      />
    </RowEditor>
  );
}
