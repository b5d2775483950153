import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { KeptOutboxNotice } from './login/kept-outbox-notice';
import { PasswordSignIn } from './login/password-sign-in';

// The SMS and reset flows are rarely used; they load on demand to keep /login within its
// JS budget (docs/decisions/012-the-login-page-stays-small.md).
const SmsSignIn = lazy(() =>
  import('./login/sms-sign-in').then((module) => ({ default: module.SmsSignIn })),
);
const PasswordReset = lazy(() =>
  import('./login/password-reset').then((module) => ({ default: module.PasswordReset })),
);

type Step = { kind: 'password'; notice?: string } | { kind: 'sms' | 'reset' };

/** /login: password or SMS-code sign-in and password reset (spec sections 2, 7 and 8). */
export function LoginPage() {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // Kept across the steps so that the visitor types it once.
  const [login, setLogin] = useState('');

  const open = (kind: 'sms' | 'reset') => (value: string) => {
    setLogin(value);
    setStep({ kind });
  };
  const back = () => setStep({ kind: 'password' });

  return (
    <Center mih="100%" p="md" py="xl">
      <Paper withBorder shadow="sm" p="xl" w={380} maw="100%">
        <Stack>
          <div>
            <Title order={1} size="h3">
              {step.kind === 'reset' ? (
                <Trans>Восстановление пароля</Trans>
              ) : (
                <Trans>Вход в портал</Trans>
              )}
            </Title>
            <Text c="dimmed" size="sm">
              <Trans>SFA Портал</Trans>
            </Text>
          </div>
          <KeptOutboxNotice />
          {step.kind === 'password' ? (
            <PasswordSignIn
              initialLogin={login}
              notice={step.notice}
              onSmsSignIn={open('sms')}
              onForgotPassword={open('reset')}
            />
          ) : (
            <Suspense fallback={<Loader mx="auto" />}>
              {step.kind === 'sms' ? (
                <SmsSignIn login={login} onBack={back} />
              ) : (
                <PasswordReset
                  login={login}
                  onBack={back}
                  onDone={() =>
                    setStep({
                      kind: 'password',
                      notice: t`Пароль изменён. Войдите с новым паролем.`,
                    })
                  }
                />
              )}
            </Suspense>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
