import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { FormField } from '#src/components/crud/form-field';
import {
  checkForm,
  type FormValues,
  formMessages,
  isRequired,
  payloadOf,
} from '#src/components/crud/form-validation';
import type { ResourceField } from '#src/components/crud/resource-definition';
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
  const [summary, setSummary] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
  const check = (values: FormValues) => {
    const result = checkForm(i18n, fields, taskCreateSchema, values, 'create');
    const due = values.due_date;
    if (typeof due === 'string' && due < todayIso() && !result.errors.due_date) {
      result.errors.due_date = i18n._(taskFormMessages.dueInPast);
      result.summary ??= i18n._(formMessages.fix);
    }
    return result;
  };
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      title: t`Задание по визиту №${visit.number}`,
      description: '',
      due_date: null,
    },
    validate: (values) => check(values).errors,
  });

  const submit = form.onSubmit(
    (values) => {
      setSummary(null);
      const body = { ...payloadOf(taskCreateSchema, values, 'create'), visit_id: visit.id };
      save.mutate(body as Parameters<typeof createTask>[0], {
        onSuccess: onCreated,
        onError: (error) => setSummary(errorText(error)),
      });
    },
    (_errors, values) => setSummary(check(values).summary),
  );

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
