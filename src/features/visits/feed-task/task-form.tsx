import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormField } from '#src/components/crud/form-field';
import { type FormValues, isRequired, payloadOf } from '#src/components/crud/form-validation';
import type { ResourceField } from '#src/components/crud/resource-definition';
import { useContractForm } from '#src/components/form/use-contract-form';
import { type Task, taskCreateSchema } from '#src/contracts/tasks';
import type { VisitDetails } from '#src/contracts/visits';
import { todayIso } from '#src/lib/dates';
import { taskKeys } from '../query-keys';
import { createTask } from './api/create-task';

export const taskFormMessages = {
  failed: msg`Ошибка при создании задания`,
  dueInPast: msg`Срок выполнения не может быть в прошлом`,
  created: msg`Задание создано`,
};

const fields: ResourceField[] = [
  { key: 'title', label: msg`Название`, kind: 'text' },
  { key: 'description', label: msg`Описание`, kind: 'text', multiline: true },
  { key: 'due_date', label: msg`Срок выполнения`, kind: 'date' },
];

interface TaskFormProps {
  visit: VisitDetails;
  onCreated: (task: Task) => void;
  onCancel: () => void;
}

/** A task from a visit: its project, outlet and executor go with it; the rest is typed here. */
export function TaskForm({ visit, onCreated, onCancel }: TaskFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
  const { form, summary, onSubmit, showServerError } = useContractForm<FormValues>({
    mode: 'controlled',
    schema: taskCreateSchema,
    initialValues: {
      title: t`Задание по визиту №${visit.number}`,
      description: '',
      due_date: null,
    },
    toRequest: (values) => ({
      ...payloadOf(taskCreateSchema, values, 'create'),
      visit_id: visit.id,
    }),
    // The server refuses a past day too, by its own today; this is the browser's.
    checks: (values) => ({
      due_date:
        typeof values.due_date === 'string' && values.due_date < todayIso()
          ? taskFormMessages.dueInPast
          : null,
    }),
    labels: Object.fromEntries(fields.map((field) => [field.key, field.label])),
  });

  const submit = onSubmit((_request, values) => {
    const body = { ...payloadOf(taskCreateSchema, values, 'create'), visit_id: visit.id };
    save.mutate(body as Parameters<typeof createTask>[0], {
      onSuccess: onCreated,
      onError: showServerError,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {fields.map((field) => (
          <FormField
            key={field.key}
            field={field}
            form={form}
            required={isRequired(taskCreateSchema, field.key)}
          />
        ))}
        {summary && (
          <Alert
            color="red"
            role="alert"
            title={save.isError ? i18n._(taskFormMessages.failed) : undefined}
          >
            {summary}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Отмена</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Создать</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
