import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { peopleFilterQueryOptions } from '#src/api/people';
import { useContractForm } from '#src/components/form/use-contract-form';
import { confirmAction } from '#src/components/ui/confirm-action';
import { DateField, TimeField } from '#src/components/ui/date-fields';
import { Dialog } from '#src/components/ui/dialog';
import type { ProjectOutlet } from '#src/contracts/catalog/project-outlets';
import {
  type ScheduleVisit,
  visitScheduleCreateSchema,
  visitSchedulePatchSchema,
} from '#src/contracts/visit-schedule';
import { formatTime, momentOf } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { validationMessages } from '#src/lib/validation-messages';
import { OutletSelect } from './outlet-select';
import { useScheduleMutations } from './use-schedule-mutations';

const visitFormMessages = {
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

const idOf = (value: string | null) => (value ? Number(value) : undefined);
const momentOn = (day: string | null, time: string) =>
  day && time ? momentOf(day, time) : undefined;

/**
 * The schedule call's body from the form: ids from the pickers, the times on the day. A value
 * not chosen is left out, and the contract refuses the form before anything is sent.
 */
function moveOf(values: Values) {
  return {
    user_id: idOf(values.user_id) as number,
    planned_start: momentOn(values.date, values.start) as string,
    planned_end: momentOn(values.date, values.end) as string,
  };
}
const plannedOf = (values: Values) => ({
  ...moveOf(values),
  project_outlet_id: idOf(values.project_outlet_id) as number,
});

/** Plan a visit (executor, project outlet, day, planned start and end) or move one. */
export function VisitFormModal({ visit, defaults, projectIds, onClose }: VisitFormModalProps) {
  const { t, i18n } = useLingui();
  const canDelete = useCan('visiting_schedule', 'delete');
  const { create, update, remove } = useScheduleMutations();
  const { form, summary, onSubmit, showServerError, clearSummary } = useContractForm<Values>({
    mode: 'controlled',
    // A move sends no outlet: the patch contract has none.
    schema: visit ? visitSchedulePatchSchema : visitScheduleCreateSchema,
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
    toRequest: visit ? moveOf : plannedOf,
    // The moments carry the day: without one, their error is the day's.
    fields: (path, values) =>
      ({
        planned_start: values.date ? 'start' : 'date',
        planned_end: values.date ? 'end' : 'date',
      })[path] ?? path,
    checks: (values) => ({
      // A move may leave these out of its call, but the form always sends them.
      user_id: values.user_id ? null : validationMessages.required,
      date: values.date ? null : validationMessages.required,
      start: values.start ? null : validationMessages.required,
      end: !values.end
        ? validationMessages.required
        : values.start && values.start > values.end
          ? visitFormMessages.startAfterEnd
          : null,
    }),
  });
  const [outlet, setOutlet] = useState<ProjectOutlet | null>(null);
  const projectId = visit?.project.id ?? outlet?.project_id;
  const executors = useQuery({
    ...peopleFilterQueryOptions('executors', projectId ? [projectId] : []),
    enabled: projectId !== undefined,
  });

  const title = visit ? t`Перенос визита №${visit.number}` : t`Новый визит`;
  const pending = create.isPending || update.isPending || remove.isPending;

  const submit = onSubmit((_request, values) => {
    clearSummary();
    if (visit) {
      update.mutate(
        { id: visit.id, body: moveOf(values) },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: i18n._(visitFormMessages.updated) });
            onClose();
          },
          onError: showServerError,
        },
      );
    } else {
      create.mutate(plannedOf(values), {
        onSuccess: () => {
          notifications.show({ color: 'green', message: i18n._(visitFormMessages.created) });
          onClose();
        },
        onError: showServerError,
      });
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
    <Dialog opened onClose={onClose} title={title} centered>
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
          {summary && (create.isError || update.isError) && (
            <Alert
              color="red"
              role="alert"
              title={i18n._(
                visit ? visitFormMessages.updateFailed : visitFormMessages.createFailed,
              )}
            >
              {summary}
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
    </Dialog>
  );
}
