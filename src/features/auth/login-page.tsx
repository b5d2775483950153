import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type LoginRequest, PASSWORD_MIN_LENGTH } from '../../contracts/auth';
import { validationMessages } from '../../lib/validation-messages';
import { useSignIn } from './api/sign-in';
import { loginErrorText } from './login-error-text';

export function LoginPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const signIn = useSignIn();

  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { login: '', password: '' },
    // Messages are resolved when validation runs, so they follow the active language.
    validate: {
      login: (value) => (value.trim() ? null : i18n._(validationMessages.required)),
      password: (value) => {
        if (!value) return i18n._(validationMessages.required);
        if (value.length < PASSWORD_MIN_LENGTH) return i18n._(validationMessages.passwordTooShort);
        return null;
      },
    },
  });

  const submit = form.onSubmit((values) => {
    signIn.mutate(
      { login: values.login.trim(), password: values.password },
      { onSuccess: () => void navigate({ to: '/sfa', replace: true }) },
    );
  });

  return (
    <Center mih="100%" p="md" py="xl">
      <Paper component="form" onSubmit={submit} noValidate withBorder shadow="sm" p="xl" w={380}>
        <Stack>
          <div>
            <Title order={1} size="h3">
              <Trans>Вход в портал</Trans>
            </Title>
            <Text c="dimmed" size="sm">
              <Trans>SFA Портал</Trans>
            </Text>
          </div>
          {signIn.isError && (
            <Alert color="red" variant="light" role="alert">
              {loginErrorText(signIn.error)}
            </Alert>
          )}
          <TextInput
            label={<Trans>Логин</Trans>}
            autoComplete="username"
            autoFocus
            withAsterisk
            key={form.key('login')}
            {...form.getInputProps('login')}
          />
          <PasswordInput
            label={<Trans>Пароль</Trans>}
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={signIn.isPending}>
            <Trans>Войти</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
