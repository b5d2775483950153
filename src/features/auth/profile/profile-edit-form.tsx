import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorText } from '#src/api/api-error';
import type { User, UserPatch } from '#src/contracts/users';
import { validationMessages } from '#src/lib/validation-messages';
import { useUpdateUser } from '../api/update-user';
import { isEmail, normalizePhone } from './profile-validation';

interface ProfileEditFormProps {
  user: User;
  onDone: () => void;
}

type Values = Record<'last_name' | 'first_name' | 'patronymic_name' | 'phone' | 'email', string>;

/** The profile's own fields: names, phone and email (PATCH /api/v2/users/{id}/). */
export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const { i18n } = useLingui();
  const update = useUpdateUser(user.id);
  const required = (value: string) => (value.trim() ? null : i18n._(validationMessages.required));

  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      last_name: user.last_name,
      first_name: user.first_name,
      patronymic_name: user.patronymic_name ?? '',
      phone: user.phone ?? '',
      email: user.email ?? '',
    },
    validate: {
      last_name: required,
      first_name: required,
      phone: (value) =>
        !value.trim() || normalizePhone(value) ? null : i18n._(validationMessages.phone),
      email: (value) =>
        !value.trim() || isEmail(value.trim()) ? null : i18n._(validationMessages.email),
    },
  });

  const submit = form.onSubmit((values) => {
    const patch = changedFields(user, values);
    // Nothing to send: the service would only answer 'Данные не были изменены'.
    if (Object.keys(patch).length === 0) return onDone();
    update.mutate(patch, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(update.error)}
          </Alert>
        )}
        <TextInput
          label={<Trans>Фамилия</Trans>}
          withAsterisk
          key={form.key('last_name')}
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label={<Trans>Имя</Trans>}
          withAsterisk
          key={form.key('first_name')}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={<Trans>Отчество</Trans>}
          key={form.key('patronymic_name')}
          {...form.getInputProps('patronymic_name')}
        />
        <TextInput
          label={<Trans>Телефон</Trans>}
          type="tel"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={<Trans>Email</Trans>}
          type="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Отмена</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Сохранить</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The fields whose value differs from the stored user; cleared optional fields become null. */
function changedFields(user: User, values: Values): UserPatch {
  const next = {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    patronymic_name: values.patronymic_name.trim() || null,
    phone: values.phone.trim() ? (normalizePhone(values.phone) ?? values.phone.trim()) : null,
    email: values.email.trim() || null,
  };
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => value !== (user[key as keyof typeof next] ?? null),
    ),
  ) as UserPatch;
}
