import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useContractForm } from '#src/components/form/use-contract-form';
import { otpLoginRequestSchema } from '#src/contracts/auth';
import { useSendOtp } from '../api/send-otp';
import { useSignInByOtp } from '../api/sign-in-by-otp';
import { loginErrorText } from '../login-error-text';
import { codeMessages } from './code-messages';
import { ResendCodeButton } from './resend-code-button';
import { useAfterSignIn } from './use-after-sign-in';
import { useCodeRequest } from './use-code-request';

interface SmsSignInProps {
  login: string;
  onBack: () => void;
}

/** 'Войти по коду из СМС': sends a code on opening, then signs in with the 6 digits. */
export function SmsSignIn({ login, onBack }: SmsSignInProps) {
  const sendOtp = useSendOtp();
  const signIn = useSignInByOtp();
  const afterSignIn = useAfterSignIn();
  const { send, resendAt } = useCodeRequest(sendOtp, login, () => signIn.reset());

  const { form, onSubmit } = useContractForm({
    schema: otpLoginRequestSchema,
    initialValues: { code: '' },
    toRequest: ({ code }) => ({ login, code: code.trim() }),
    messages: { code: codeMessages.format },
  });

  const submit = onSubmit((_request, { code }) => {
    // As on the password form: the navigation must not depend on the observer staying mounted.
    signIn.mutateAsync({ login, code: code.trim() }).then(afterSignIn, () => undefined);
  });

  const failure = signIn.error ?? sendOtp.error;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          <Trans>Код из СМС отправлен на телефон пользователя {login}.</Trans>
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
        <Button type="submit" fullWidth loading={signIn.isPending}>
          <Trans>Войти</Trans>
        </Button>
        <ResendCodeButton deadline={resendAt} sending={sendOtp.isPending} onResend={send} />
        <Button variant="subtle" onClick={onBack}>
          <Trans>Войти с паролем</Trans>
        </Button>
      </Stack>
    </form>
  );
}
