import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useContractForm } from '#src/components/form/use-contract-form';
import type { LoginRequest } from '#src/contracts/auth';
import { validationMessages } from '#src/lib/validation-messages';
import { useAccessAuthTypes } from '../api/get-access-auth-types';
import { useSignIn } from '../api/sign-in';
import { loginErrorText } from '../login-error-text';
import { useAfterSignIn } from './use-after-sign-in';

const loadLoginContract = () =>
  import('#src/contracts/auth').then((contract) => contract.loginRequestSchema);

interface PasswordSignInProps {
  initialLogin: string;
  /** Shown above the form, e.g. after a password reset. */
  notice?: string;
  onSmsSignIn: (login: string) => void;
  onForgotPassword: (login: string) => void;
}

/**
 * The login field and, as `access_auth_types` allows for that login, the password form and the
 * way into SMS sign-in. Until the answer arrives (or when it fails) the password form shows:
 * that is what most logins use.
 */
export function PasswordSignIn(props: PasswordSignInProps) {
  const signIn = useSignIn();
  const afterSignIn = useAfterSignIn();
  const authTypes = useAccessAuthTypes();
  const checkedLogin = useRef('');
  // A failed check leaves the password form: the sign-in call has the last word anyway.
  const types = authTypes.data ?? ['password'];
  const check = (login: string) => {
    if (!login || login === checkedLogin.current) return;
    checkedLogin.current = login;
    authTypes.mutate(login);
  };
  // Coming back from the SMS or reset flow with a login already typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the initial login.
  useEffect(() => check(props.initialLogin.trim()), []);
  const withPassword = types.includes('password');

  const { form, onSubmit } = useContractForm<LoginRequest, LoginRequest>({
    // Loaded on the first check: the login page carries no zod
    // (docs/decisions/012-the-login-page-stays-small.md).
    schema: loadLoginContract,
    initialValues: { login: props.initialLogin, password: '' },
    messages: { password: validationMessages.passwordTooShort },
  });

  const submit = onSubmit((request) => {
    // From the mutation's promise, not a callback of `mutate`: that one is dropped when its
    // observer is gone by the time the answer is delivered, and the user stayed on /login,
    // signed in. The refusal shows from the mutation's state.
    signIn.mutateAsync(request).then(afterSignIn, () => undefined);
  });

  /** The other flows need a login first; its field shows why when it is empty. */
  const withLogin = (next: (login: string) => void) => async () => {
    const login = await form.validateField('login');
    if (!login.hasError) next(form.getValues().login.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {props.notice && !signIn.isError && (
          <Alert color="green" variant="light" role="status">
            {props.notice}
          </Alert>
        )}
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
          onBlur={(event) => {
            form.getInputProps('login').onBlur?.(event);
            check(event.currentTarget.value.trim());
          }}
        />
        {withPassword && (
          <PasswordInput
            label={<Trans>Пароль</Trans>}
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
        )}
        {withPassword && (
          <Button type="submit" fullWidth loading={signIn.isPending}>
            <Trans>Войти</Trans>
          </Button>
        )}
        {types.includes('sms') && (
          <Button
            variant={withPassword ? 'default' : 'filled'}
            fullWidth
            onClick={withLogin(props.onSmsSignIn)}
          >
            <Trans>Войти по коду из СМС</Trans>
          </Button>
        )}
        <Group justify="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={withLogin(props.onForgotPassword)}
          >
            <Trans>Забыли пароль?</Trans>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
