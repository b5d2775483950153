import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import type { JointTourCreate } from '#src/contracts/visits';
import { toMoment } from '#src/lib/dates';
import { validationMessages } from '#src/lib/validation-messages';
import { DateTimeField } from '../ui/date-fields';

/** Spec section 5: the same words as the server's refusal. */
export const startAfterEndText = msg`Начало визита не может быть позже окончания`;

/** The joint tour's times, checked before they are sent; an error text, or the body. */
export function jointTourBody(
  start: string | null,
  end: string | null,
): { error: 'required' | 'order' } | { body: JointTourCreate } {
  if (!start || !end) return { error: 'required' };
  const from = toMoment(start);
  const to = toMoment(end);
  if (Date.parse(from) > Date.parse(to)) return { error: 'order' };
  return { body: { planned_start: from, planned_end: to } };
}

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
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = async () => {
    const checked = jointTourBody(start, end);
    if ('error' in checked) {
      setError(
        checked.error === 'order' ? i18n._(startAfterEndText) : i18n._(validationMessages.required),
      );
      return;
    }
    setError(null);
    try {
      await onSubmit(checked.body);
      setStart(null);
      setEnd(null);
      close();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t`Совместный объезд`}>
      <Stack>
        <DateTimeField
          label={t`Начало`}
          value={start}
          onChange={setStart}
          required
          popoverProps={{ withinPortal: true }}
        />
        <DateTimeField
          label={t`Окончание`}
          value={end}
          onChange={setEnd}
          required
          popoverProps={{ withinPortal: true }}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Отмена</Trans>
          </Button>
          <Button onClick={submit} loading={pending}>
            <Trans>Запланировать</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
