import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../../api/api-error';
import type { JointTourCreate } from '../../../contracts/visits';

/** Spec section 5: the same words as the server's refusal. */
export const startAfterEndText = msg`Начало визита не может быть позже окончания`;

/** The joint tour's times, checked before they are sent; an error text, or the body. */
export function jointTourBody(
  start: string | null,
  end: string | null,
): { error: 'required' | 'order' } | { body: JointTourCreate } {
  if (!start || !end) return { error: 'required' };
  const from = dayjs(start);
  const to = dayjs(end);
  if (from.isAfter(to)) return { error: 'order' };
  return { body: { planned_start: from.format(), planned_end: to.format() } };
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
        checked.error === 'order' ? i18n._(startAfterEndText) : t`Поле обязательно для заполнения`,
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
        <DateTimePicker
          label={t`Начало`}
          value={start}
          onChange={setStart}
          valueFormat="DD.MM.YYYY HH:mm"
          required
          popoverProps={{ withinPortal: true }}
        />
        <DateTimePicker
          label={t`Окончание`}
          value={end}
          onChange={setEnd}
          valueFormat="DD.MM.YYYY HH:mm"
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
