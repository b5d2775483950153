import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { errorText } from '#src/api/api-error';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { ScreenLoadFailed } from '#src/components/layout/route-error';
import { Dialog } from '#src/components/ui/dialog';
import type { User } from '#src/contracts/users';
import { personName } from '#src/lib/person-name';
import { useFileUrl } from '#src/lib/use-file-url';
import { userQueryOptions } from '../api/get-user';
import { useUploadUserPhoto } from '../api/upload-user-photo';
import { canChangeUserPhoto, canEditProfileOf } from '../portal-access';
import { ProfileEditForm } from './profile-edit-form';
import { userStatusLabels } from './user-status-label';

const PHOTO_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The user profile of /sfa, /ecp and /login `/user-profile/$userId` (one screen in three
 * frames), read as the route's loader started it. Editing and the photo are offered by the
 * viewer's rights (spec section 6).
 */
export function UserProfile({ userId }: { userId: number }) {
  const query = useQuery(userQueryOptions(userId));
  if (query.data) return <LoadedProfile userId={userId} user={query.data} />;
  if (query.isError) {
    return <ScreenLoadFailed error={query.error} onRetry={() => query.refetch()} />;
  }
  return <Skeleton height={240} maw={720} aria-busy="true" />;
}

function LoadedProfile({ userId, user }: { userId: number; user: User }) {
  const { i18n } = useLingui();
  const viewer = useSyncExternalStore(subscribeSession, getSessionUser);
  const [editing, setEditing] = useState(false);
  const avatarUrl = useFileUrl(user.avatar_file_id);
  const photo = useUploadUserPhoto(userId);
  const fullName = personName(user);

  return (
    <Paper withBorder p="lg" maw={720}>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Group>
            <Avatar src={avatarUrl} name={fullName} color="initials" size="xl" radius="xl" />
            <div>
              <Title order={2}>{fullName}</Title>
              <Text c="dimmed">{user.login}</Text>
            </div>
          </Group>
          <Group gap="xs">
            {viewer && canChangeUserPhoto(viewer) && (
              <FileButton accept={PHOTO_TYPES} onChange={(file) => file && photo.mutate(file)}>
                {(props) => (
                  <Button variant="default" loading={photo.isPending} {...props}>
                    <Trans>Сменить фото</Trans>
                  </Button>
                )}
              </FileButton>
            )}
            {viewer && canEditProfileOf(viewer, user) && (
              <Button onClick={() => setEditing(true)}>
                <Trans>Редактировать</Trans>
              </Button>
            )}
          </Group>
        </Group>
        {photo.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(photo.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={<Trans>Логин</Trans>}>{user.login}</Field>
          <Field label={<Trans>Статус</Trans>}>{i18n._(userStatusLabels[user.status])}</Field>
          <Field label={<Trans>Телефон</Trans>}>{user.phone || '—'}</Field>
          <Field label={<Trans>Email</Trans>}>{user.email || '—'}</Field>
        </SimpleGrid>
        <Field label={<Trans>Роли</Trans>}>
          <Group gap="xs">
            {user.roles.length === 0 && '—'}
            {user.roles.map((role) => (
              <Badge key={role.sys_name} variant="light">
                {role.name || role.sys_name}
              </Badge>
            ))}
          </Group>
        </Field>
      </Stack>
      <Dialog
        opened={editing}
        onClose={() => setEditing(false)}
        title={<Trans>Редактирование профиля</Trans>}
      >
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      </Dialog>
    </Paper>
  );
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}
