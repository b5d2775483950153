import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, Stack, Text, Title } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, type Ref, useSyncExternalStore } from 'react';
import { useRememberPortal } from '#src/api/my-portal';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { CenteredCard } from './centered-card';
import { SignOutButton } from './sign-out-button';
import { useRememberFailedToast } from './use-remember-failed-toast';

type AnchorButtonProps = ButtonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** A link that looks like a Mantine button: the choice is a navigation, not an action. */
const ButtonLink = createLink((props: AnchorButtonProps) => <Button component="a" {...props} />);

/**
 * Spec section 1: the field-work portal or the unified communication portal, for users who may
 * use both. Asked on their first sign-in and from the account menu; the choice is remembered on
 * the server, so later sign-ins, on any device, go straight to it.
 */
export function PortalChoicePage() {
  const user = useSyncExternalStore(subscribeSession, getSessionUser);
  const remember = useRememberPortal({ onError: useRememberFailedToast() });
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';

  return (
    <CenteredCard>
      <Stack>
        <div>
          <Title order={1} size="h3">
            <Trans>Выберите портал</Trans>
          </Title>
          {user && (
            <Text c="dimmed" size="sm">
              <Trans>
                Вы вошли как{' '}
                <AnchorLink
                  to="/login/user-profile/$userId"
                  params={{ userId: String(user.id) }}
                  size="sm"
                >
                  {name}
                </AnchorLink>
              </Trans>
            </Text>
          )}
        </div>
        <ButtonLink to="/sfa" size="md" fullWidth onClick={() => remember.mutate('sfa')}>
          <Trans>Портал полевой работы</Trans>
        </ButtonLink>
        <ButtonLink
          to="/ecp"
          size="md"
          fullWidth
          variant="default"
          onClick={() => remember.mutate('ecp')}
        >
          <Trans>Единый портал коммуникаций</Trans>
        </ButtonLink>
        <SignOutButton variant="subtle" color="gray" />
      </Stack>
    </CenteredCard>
  );
}
