import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { MouseEvent } from 'react';

interface ExportButtonProps {
  /** Why the list cannot be exported yet (a project or a period to choose): disabled, saying so. */
  blockedBy?: string;
  loading?: boolean;
  onClick?: (event: MouseEvent) => void;
}

/** The "Выгрузить" button itself, before any menu or export code is needed. */
export function ExportButton({ blockedBy, loading = false, onClick }: ExportButtonProps) {
  const button = (
    <Button
      variant="default"
      size="compact-sm"
      disabled={Boolean(blockedBy)}
      title={blockedBy}
      loading={loading}
      aria-haspopup="menu"
      onClick={onClick}
    >
      <Trans>Выгрузить</Trans>
    </Button>
  );
  if (!blockedBy) return button;
  // Said beside it, not only as a title: a finger on a tablet gets no tooltip.
  return (
    <Group gap={6} wrap="wrap" justify="flex-end">
      <Text size="xs" c="dimmed" data-testid="export-blocked">
        {blockedBy}
      </Text>
      {button}
    </Group>
  );
}
