import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { Dialog } from '#src/components/ui/dialog';
import { type JointTourCreate, jointTourCreateSchema } from '#src/contracts/visits';
import { useContractForm } from '../form/use-contract-form';
import { DateTimeField } from '../ui/date-fields';
import {
  type JointTourValues,
  jointTourChecks,
  jointTourFields,
  jointTourRequest,
} from './joint-tour-form';

const labels = { start: msg`Начало`, end: msg`Окончание` };

interface JointTourModalProps {
  opened: boolean;
  onClose: () => void;
  /** Rejects with the server's error, shown in the modal. */
  onSubmit: (body: JointTourCreate) => Promise<unknown>;
  pending: boolean;
}

/** Schedule a joint tour at the visit's outlet: start and end, start not later than end. */
export function JointTourModal({ opened, onClose, onSubmit, pending }: JointTourModalProps) {
  const { t, i18n } = useLingui();
  const contract = useContractForm<JointTourValues, JointTourCreate>({
    mode: 'controlled',
    schema: jointTourCreateSchema,
    initialValues: { start: null, end: null },
    toRequest: jointTourRequest,
    fields: jointTourFields,
    checks: jointTourChecks,
    labels,
  });
  const { form, summary, showServerError, clearSummary } = contract;
  // What was picked stays for the next opening; only the complaints go.
  const close = () => {
    form.clearErrors();
    clearSummary();
    onClose();
  };
  const submit = contract.onSubmit((body) =>
    onSubmit(body).then(() => {
      form.reset();
      close();
    }, showServerError),
  );
  return (
    <Dialog opened={opened} onClose={close} title={t`Совместный объезд`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <DateTimeField
            label={i18n._(labels.start)}
            required
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('start')}
          />
          <DateTimeField
            label={i18n._(labels.end)}
            required
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('end')}
          />
          {summary && (
            <Alert color="red" variant="light" role="alert">
              {summary}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Отмена</Trans>
            </Button>
            <Button type="submit" loading={pending}>
              <Trans>Запланировать</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
