import { Trans } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useContractForm } from '#src/components/form/use-contract-form';
import { setPasswordByCodeRequestSchema } from '#src/contracts/auth';
import { validationMessages } from '#src/lib/validation-messages';
import { useSendResetCode } from '../api/send-reset-code';
import { useSetPasswordByCode } from '../api/set-password-by-code';
import { loginErrorText } from '../login-error-text';
import { codeMessages } from './code-messages';
import { ResendCodeButton } from './resend-code-button';
import { useCodeRequest } from './use-code-request';

interface PasswordResetProps {
  login: string;
  onDone: (login: string) => void;
  onBack: () => void;
}

interface ResetValues {
  code: string;
  password: string;
  repeat: string;
}

/** 'Забыли пароль?': a code by SMS, then a new password entered twice. */
export function PasswordReset({ login, onDone, onBack }: PasswordResetProps) {
  const sendCode = useSendResetCode();
  const setPassword = useSetPasswordByCode();
  const { send, resendAt } = useCodeRequest(sendCode, login, () => setPassword.reset());

  const { form, onSubmit } = useContractForm<ResetValues>({
    schema: setPasswordByCodeRequestSchema,
    initialValues: { code: '', password: '', repeat: '' },
    toRequest: ({ code, password }) => ({ login, code: code.trim(), password }),
    messages: { code: codeMessages.format, password: validationMessages.passwordTooShort },
    // Spec section 5: the repeated password must match; the call carries only one.
    checks: ({ password, repeat }) => ({
      repeat: !repeat
        ? validationMessages.required
        : repeat === password
          ? null
          : validationMessages.passwordsMismatch,
    }),
  });

  const submit = onSubmit((_request, { code, password }) => {
    setPassword.mutate({ login, code: code.trim(), password }, { onSuccess: () => onDone(login) });
  });

  const failure = setPassword.error ?? sendCode.error;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          <Trans>
            Код для смены пароля отправлен в СМС на телефон пользователя {login}. Введите его и
            новый пароль.
          </Trans>
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {loginErrorText(failure)}
          </Alert>
        )}
        <TextInput
          label={<Trans>Код из СМС</Trans>}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          withAsterisk
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <PasswordInput
          label={<Trans>Новый пароль</Trans>}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={<Trans>Повторите пароль</Trans>}
          autoComplete="new-password"
          withAsterisk
          key={form.key('repeat')}
          {...form.getInputProps('repeat')}
        />
        <Button type="submit" fullWidth loading={setPassword.isPending}>
          <Trans>Сменить пароль</Trans>
        </Button>
        <ResendCodeButton deadline={resendAt} sending={sendCode.isPending} onResend={send} />
        <Button variant="subtle" onClick={onBack}>
          <Trans>Вернуться ко входу</Trans>
        </Button>
      </Stack>
    </form>
  );
}
