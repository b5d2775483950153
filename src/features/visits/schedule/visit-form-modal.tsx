import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { peopleFilterQueryOptions } from '#src/api/people';
import { formMessages } from '#src/components/crud/form-validation';
import { confirmAction } from '#src/components/ui/confirm-action';
import { DateField, TimeField } from '#src/components/ui/date-fields';
import type { ProjectOutlet } from '#src/contracts/catalog/project-outlets';
import type { ScheduleVisit } from '#src/contracts/visit-schedule';
import { formatTime, momentOf } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { OutletSelect } from './outlet-select';
import { useScheduleMutations } from './use-schedule-mutations';

export const visitFormMessages = {
  startAfterEnd: msg`Начало визита не может быть позже окончания`,
  createFailed: msg`Ошибка при создании визита`,
  updateFailed: msg`Ошибка при изменении визита`,
  deleteFailed: msg`Ошибка при удалении визита`,
  created: msg`Визит запланирован`,
  updated: msg`Визит перенесён`,
  deleted: msg`Визит удалён`,
};

/** What a click on an empty cell fills in: its executor and day. */
export interface VisitFormDefaults {
  userId?: number;
  date?: string;
}

interface VisitFormModalProps {
  /** The visit moved; without it, a new one is planned. */
  visit?: ScheduleVisit;
  defaults?: VisitFormDefaults;
  projectIds: readonly number[];
  onClose: () => void;
}

interface Values {
  project_outlet_id: string | null;
  user_id: string | null;
  date: string | null;
  start: string;
  end: string;
}

/** Plan a visit (executor, project outlet, day, planned start and end) or move one. */
export function VisitFormModal({ visit, defaults, projectIds, onClose }: VisitFormModalProps) {
  const { t, i18n } = useLingui();
  const canDelete = useCan('visiting_schedule', 'delete');
  const { create, update, remove } = useScheduleMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      project_outlet_id: visit ? String(visit.outlet.id) : null,
      user_id: visit?.user_id
        ? String(visit.user_id)
        : defaults?.userId
          ? String(defaults.userId)
          : null,
      date: visit?.visit_date ?? defaults?.date ?? null,
      start: formatTime(visit?.planned_start) ?? '09:00',
      end: formatTime(visit?.planned_end) ?? '10:00',
    },
    validate: (values) => {
      const required = i18n._(formMessages.required);
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const key of ['project_outlet_id', 'user_id', 'date', 'start', 'end'] as const) {
        if (!values[key]) errors[key] = required;
      }
      if (values.start && values.end && values.start > values.end) {
        errors.end = i18n._(visitFormMessages.startAfterEnd);
      }
      return errors;
    },
  });

  const [outlet, setOutlet] = useState<ProjectOutlet | null>(null);
  const projectId = visit?.project.id ?? outlet?.project_id;
  const executors = useQuery({
    ...peopleFilterQueryOptions('executors', projectId ? [projectId] : []),
    enabled: projectId !== undefined,
  });

  const title = visit ? t`Перенос визита №${visit.number}` : t`Новый визит`;
  const pending = create.isPending || update.isPending || remove.isPending;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const day = values.date as string;
    const times = {
      planned_start: momentOf(day, values.start),
      planned_end: momentOf(day, values.end),
    };
    const onError = (error: unknown) => setFailure(errorText(error));
    if (visit) {
      update.mutate(
        { id: visit.id, body: { user_id: Number(values.user_id), ...times } },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: i18n._(visitFormMessages.updated) });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        {
          user_id: Number(values.user_id),
          project_outlet_id: Number(values.project_outlet_id),
          ...times,
        },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: i18n._(visitFormMessages.created) });
            onClose();
          },
          onError,
        },
      );
    }
  });

  const onDelete = async () => {
    if (!visit) return;
    const confirmed = await confirmAction({
      title: t`Удалить визит №${visit.number}?`,
      message: t`Визит будет удалён из графика.`,
    });
    if (!confirmed) return;
    remove.mutate(visit.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: i18n._(visitFormMessages.deleted) });
        onClose();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: i18n._(visitFormMessages.deleteFailed),
          message: errorText(error),
        }),
    });
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {visit ? (
            <Select
              label={t`Торговая точка`}
              data={[{ value: String(visit.outlet.id), label: visit.outlet.name }]}
              value={String(visit.outlet.id)}
              disabled
            />
          ) : (
            <OutletSelect
              projectIds={projectIds}
              value={outlet}
              error={form.errors.project_outlet_id as string | undefined}
              onChange={(row) => {
                setOutlet(row);
                form.setFieldValue('project_outlet_id', row ? String(row.id) : null);
                // Executors are people of the outlet's project: another project, another list.
                if (row?.project_id !== outlet?.project_id) {
                  form.setFieldValue('user_id', defaults?.userId ? String(defaults.userId) : null);
                }
              }}
            />
          )}
          <Select
            label={t`Исполнитель`}
            required
            searchable
            disabled={projectId === undefined}
            nothingFoundMessage={t`Ничего не найдено`}
            data={(executors.data?.items ?? []).map((person) => ({
              value: String(person.id),
              label: personName(person),
            }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('user_id')}
          />
          <DateField label={t`Дата`} required {...form.getInputProps('date')} />
          <SimpleGrid cols={2}>
            <TimeField label={t`Начало`} required {...form.getInputProps('start')} />
            <TimeField label={t`Окончание`} required {...form.getInputProps('end')} />
          </SimpleGrid>
          {failure && (
            <Alert
              color="red"
              role="alert"
              title={i18n._(
                visit ? visitFormMessages.updateFailed : visitFormMessages.createFailed,
              )}
            >
              {failure}
            </Alert>
          )}
          <Group justify="space-between">
            <Group>
              {visit && canDelete && (
                <Button color="red" variant="light" onClick={onDelete} loading={remove.isPending}>
                  <Trans>Удалить</Trans>
                </Button>
              )}
            </Group>
            <Group>
              <Button variant="default" onClick={onClose}>
                <Trans>Отмена</Trans>
              </Button>
              <Button type="submit" loading={pending}>
                {visit ? <Trans>Сохранить</Trans> : <Trans>Создать</Trans>}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
