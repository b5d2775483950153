import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '#src/api/api-error';

/** The end of a row edited in place: save, cancel, and the server's refusal. */
export function RowEditActions(props: {
  saving: boolean;
  error: unknown;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" loading={props.saving} onClick={props.onSave}>
          <Trans>Сохранить</Trans>
        </Button>
        <Button size="compact-xs" variant="default" onClick={props.onCancel}>
          <Trans>Отмена</Trans>
        </Button>
      </Group>
      {props.error != null && (
        <Text c="red" size="xs">
          {errorText(props.error)}
        </Text>
      )}
    </Stack>
  );
}

/** A row's editor: its fields side by side (wrapping on a narrow screen), then save and cancel. */
export function RowEditor({ children }: { children: ReactNode }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" py={4}>
      {children}
    </Group>
  );
}
