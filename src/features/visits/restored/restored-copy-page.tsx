import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { peopleFilterQueryOptions } from '#src/api/people';
import { visitQueryOptions } from '#src/api/visits/get-visit';
import { feedKeys } from '#src/api/visits/query-keys';
import { useContractForm } from '#src/components/form/use-contract-form';
import { screenTitles } from '#src/components/layout/screen-titles';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { DateField, TimeField } from '#src/components/ui/date-fields';
import { LoadFailedAlert } from '#src/components/ui/load-failed-alert';
import {
  type RestoredVisitCreate,
  restoredVisitCreateSchema,
} from '#src/contracts/restored-visits';
import type { VisitDetails } from '#src/contracts/visits';
import { formatDate, formatSpan, formatTime, todayIso } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { visitStatusLabels } from '#src/lib/visit-labels';
import { createRestoredVisit } from './restored-api';
import {
  type RestoredCopyValues,
  restoredCopyBody,
  restoredCopyChecks,
  restoredCopyField,
  restoredCopyMessages,
  restoredStatusOrder,
} from './restored-copy-form';

/** /restored-visit/copy/$visitId — a restored copy of a visit for another day and executor. */
export function RestoredCopyPage({ visitId }: { visitId: number }) {
  const { i18n } = useLingui();
  const visit = useQuery({ ...visitQueryOptions(visitId), enabled: visitId > 0 });
  return (
    <Stack maw={720}>
      <AnchorLink to="/restored-visit" size="sm">
        <Trans>← Восстановленные визиты</Trans>
      </AnchorLink>
      <Title order={2}>{i18n._(screenTitles.restoredVisitCopy)}</Title>
      {visit.isPending && <Skeleton height={280} aria-busy="true" />}
      {visit.isError && <LoadFailedAlert error={visit.error} onRetry={() => visit.refetch()} />}
      {visit.data && <CopyForm source={visit.data} />}
    </Stack>
  );
}

function CopyForm({ source }: { source: VisitDetails }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const executors = useQuery(peopleFilterQueryOptions('executors', [source.project.id]));
  const { form, summary, onSubmit, showServerError } = useContractForm<
    RestoredCopyValues,
    RestoredVisitCreate
  >({
    mode: 'controlled',
    schema: restoredVisitCreateSchema,
    toRequest: restoredCopyBody,
    fields: restoredCopyField,
    checks: restoredCopyChecks,
    initialValues: {
      visit_date: todayIso(),
      user_id: source.user ? String(source.user.id) : null,
      start: formatTime(source.planned_start) ?? '09:00',
      end: formatTime(source.planned_end) ?? '10:00',
      status: 'planned',
    },
  });
  const create = useMutation({
    mutationFn: (body: RestoredVisitCreate) => createRestoredVisit(source.id, body),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      const number = created.number;
      toasts.show({ color: 'green', message: t`Визит №${number} создан` });
      void navigate({
        to: '/restored-visit',
        search: {
          number: created.number,
          date_from: created.visit_date,
          date_to: created.visit_date,
        },
      });
    },
    onError: (error) =>
      toasts.show({
        color: 'red',
        title: i18n._(restoredCopyMessages.createFailed),
        message: showServerError(error),
      }),
  });
  const people = executors.data?.items ?? [];
  const options = people.map((person) => ({ value: String(person.id), label: personName(person) }));
  if (source.user && !people.some((person) => person.id === source.user?.id)) {
    options.unshift({ value: String(source.user.id), label: personName(source.user) });
  }
  const sourceNumber = source.number;

  return (
    <Stack>
      <Paper withBorder p="sm">
        <Stack gap={4}>
          <Text fw={500}>
            <Trans>Исходный визит №{sourceNumber}</Trans>
          </Text>
          <Text size="sm">
            {source.outlet.name} · {source.project.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(source.visit_date)} · {formatSpan(source.planned_start, source.planned_end)}{' '}
            · {personName(source.user)} · {i18n._(visitStatusLabels[source.status])}
          </Text>
        </Stack>
      </Paper>
      <form onSubmit={onSubmit((request) => create.mutate(request))} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label={t`Дата визита`} required {...form.getInputProps('visit_date')} />
            <Select
              label={t`Исполнитель`}
              data={options}
              searchable
              required
              nothingFoundMessage={t`Ничего не найдено`}
              {...form.getInputProps('user_id')}
            />
            <TimeField label={t`Начало визита`} required {...form.getInputProps('start')} />
            <TimeField label={t`Окончание визита`} required {...form.getInputProps('end')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Trans>Статус нового визита</Trans>
            </Text>
            <SegmentedControl
              data={restoredStatusOrder.map((status) => ({
                value: status,
                label: i18n._(visitStatusLabels[status]),
              }))}
              {...form.getInputProps('status')}
            />
          </Stack>
          {create.isError && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={i18n._(restoredCopyMessages.createFailed)}
            >
              {summary}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              <Trans>Создать визит</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
