import { Trans } from '@lingui/react/macro';
import { Button, Group, Table, Text } from '@mantine/core';
import { errorText } from '#src/api/api-error';

/** The last cell of a row edited in place: save, cancel, and the server's refusal. */
export function RowEditActions(props: {
  saving: boolean;
  error: unknown;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <Table.Td>
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
    </Table.Td>
  );
}
