import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useContractForm } from '#src/components/form/use-contract-form';
import { type User, type UserPatch, userPatchSchema } from '#src/contracts/users';
import { validationMessages } from '#src/lib/validation-messages';
import { useUpdateUser } from '../api/update-user';

interface ProfileEditFormProps {
  user: User;
  onDone: () => void;
}

type Values = Record<'last_name' | 'first_name' | 'patronymic_name' | 'phone' | 'email', string>;

/** The profile's own fields: names, phone and email (PATCH /api/v2/users/{id}/). */
export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const update = useUpdateUser(user.id);
  const { form, summary, onSubmit, showServerError } = useContractForm<Values, UserPatch>({
    schema: userPatchSchema,
    initialValues: {
      last_name: user.last_name,
      first_name: user.first_name,
      patronymic_name: user.patronymic_name ?? '',
      phone: user.phone ?? '',
      email: user.email ?? '',
    },
    toRequest: requestOf,
    messages: { phone: validationMessages.phone, email: validationMessages.email },
  });

  const submit = onSubmit((request) => {
    const patch = changedFields(user, request);
    // Nothing to send: the service would only answer 'Данные не были изменены'.
    if (Object.keys(patch).length === 0) return onDone();
    update.mutate(patch, { onSuccess: onDone, onError: showServerError });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {update.isError && summary && (
          <Alert color="red" variant="light" role="alert">
            {summary}
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

/**
 * The whole profile as a patch: a cleared field is null, which the contract refuses for the
 * names (they are required) and takes for the rest (clearing them).
 */
function requestOf(values: Values): Record<keyof Values, string | null> {
  const text = (value: string) => value.trim() || null;
  return {
    last_name: text(values.last_name),
    first_name: text(values.first_name),
    patronymic_name: text(values.patronymic_name),
    phone: text(values.phone),
    email: text(values.email),
  };
}

/** The fields of the checked patch (phone normalised) whose value differs from the stored user. */
function changedFields(user: User, patch: UserPatch): UserPatch {
  return Object.fromEntries(
    Object.entries(patch).filter(
      ([key, value]) => value !== undefined && value !== (user[key as keyof User] ?? null),
    ),
  );
}
