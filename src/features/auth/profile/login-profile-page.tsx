import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { UserProfile } from './user-profile';

/** /login/user-profile/$userId — the profile as reached from the portal chooser. */
export function LoginProfilePage({ userId }: { userId: number }) {
  return (
    <Stack p="md" maw={752} mx="auto">
      <AnchorLink to="/portal-choice">
        <Trans>← К выбору портала</Trans>
      </AnchorLink>
      <UserProfile userId={userId} />
    </Stack>
  );
}
