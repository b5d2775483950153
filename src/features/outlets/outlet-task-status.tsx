import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '#src/api/api-error';
import { callApi } from '#src/api/call-api';
import { resourceKeys } from '#src/api/resource-keys';
import { useResourceCan } from '#src/components/crud/resource-access';
import { useContractForm } from '#src/components/form/use-contract-form';
import { DateField } from '#src/components/ui/date-fields';
import {
  outletTaskStatusCalls,
  TASK_OUTLET_STATUSES,
  type TaskOutletStatus,
  type TaskOutletStatusRequest,
  type TaskOutletStatusRow,
  taskOutletStatusRequestSchema,
} from '#src/contracts/catalog/outlet-task-status';
import { formatDate, todayIso } from '#src/lib/dates';
import { projectOutletsResource } from '#src/resources/project-outlets';

/** Under the project outlets' keys: a change to an outlet refreshes its status too. */
const taskStatusKeys = {
  of: (outletId: number) =>
    [...resourceKeys(projectOutletsResource).all, 'task_outlet_status', outletId] as const,
};

/** GET {main}/project_outlets/{id}/task_outlet_status/ */
const taskStatusQuery = (outletId: number) =>
  queryOptions({
    queryKey: taskStatusKeys.of(outletId),
    queryFn: ({ signal }) =>
      callApi(outletTaskStatusCalls.getStatus, { params: { id: outletId }, signal }),
  });

const STATUS_LABELS = {
  open: msg`Открыта`,
  closed: msg`Закрыта`,
  renovation: msg`Ремонт`,
  refused: msg`Отказ`,
} as const;
const STATUS_COLORS: Record<TaskOutletStatus, string> = {
  open: 'green',
  closed: 'gray',
  renovation: 'orange',
  refused: 'red',
};

function StatusBadge({ status }: { status: TaskOutletStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size="lg" data-testid="task-status">
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}

/**
 * Whether the outlet takes tasks (open, closed, renovation, refused), on its page: the current
 * status with its date and reason, and, with the project outlets' UPDATE, a form to change it.
 */
export function OutletTaskStatus({ outletId }: { outletId: number }) {
  const query = useQuery(taskStatusQuery(outletId));
  const canChange = useResourceCan(projectOutletsResource, 'update');
  return (
    <Paper withBorder p="md" maw={720} data-testid="outlet-task-status">
      <Stack gap="sm">
        <Title order={4}>
          <Trans>Доступность для задач</Trans>
        </Title>
        {query.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(query.error)}
          </Alert>
        ) : query.data ? (
          <Current row={query.data.current} />
        ) : (
          <Skeleton height={28} maw={320} />
        )}
        {canChange && <StatusForm outletId={outletId} />}
      </Stack>
    </Paper>
  );
}

function Current({ row }: { row: TaskOutletStatusRow | null }) {
  if (!row) {
    return (
      <Group gap="sm">
        <StatusBadge status="open" />
        <Text c="dimmed" size="sm">
          <Trans>Статус не менялся</Trans>
        </Text>
      </Group>
    );
  }
  const date = formatDate(row.date);
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <StatusBadge status={row.status} />
        <Text size="sm">
          <Trans>с {date}</Trans>
        </Text>
      </Group>
      {row.reason && (
        <Text size="sm" data-testid="task-status-reason">
          {row.reason}
        </Text>
      )}
      {row.user_name && (
        <Text size="xs" c="dimmed">
          <Trans>Изменил: {row.user_name}</Trans>
        </Text>
      )}
    </Stack>
  );
}

interface StatusValues {
  status: TaskOutletStatus;
  reason: string;
  date: string | null;
}

function StatusForm({ outletId }: { outletId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: TaskOutletStatusRequest) =>
      callApi(outletTaskStatusCalls.setStatus, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskStatusKeys.of(outletId) }),
  });
  const { form, onSubmit, showServerError, summary } = useContractForm<StatusValues>({
    mode: 'controlled',
    schema: taskOutletStatusRequestSchema,
    initialValues: { status: 'open', reason: '', date: todayIso() },
    toRequest: (values) => ({ ...values, project_outlet_id: outletId }),
    messages: { reason: msg`Укажите причину: точка не открыта для задач` },
  });
  const submit = onSubmit((body) =>
    save.mutate(body as TaskOutletStatusRequest, {
      onSuccess: () => {
        toasts.show({ color: 'green', message: t`Статус точки сохранён` });
        form.setFieldValue('reason', '');
      },
      onError: showServerError,
    }),
  );
  const open = form.getValues().status === 'open';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          aria-label={t`Статус`}
          data={TASK_OUTLET_STATUSES.map((status) => ({
            value: status,
            label: i18n._(STATUS_LABELS[status]),
          }))}
          {...form.getInputProps('status')}
        />
        <DateField label={t`С даты`} required {...form.getInputProps('date')} />
        <Textarea
          label={t`Причина`}
          required={!open}
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        {summary && (
          <Alert color="red" variant="light" role="alert">
            {summary}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            <Trans>Сохранить статус</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
