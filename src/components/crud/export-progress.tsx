import { Trans } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Export } from '#src/contracts/exports';
import { exportPercent, exportProgressText } from './export-progress-text';

interface ExportProgressProps {
  progress: Export['progress'];
  /** Without it, no cancel action (a finished export, or one the user may not stop). */
  onCancel?: () => void;
}

/** Rows written of the total, with a bar; a moving bar until the rows are counted. */
export function ExportProgress({ progress, onCancel }: ExportProgressProps) {
  const percent = exportPercent(progress);
  return (
    <Stack gap={4} role="status" data-testid="export-progress" miw={220}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {exportProgressText(progress)}
        </Text>
        {onCancel && (
          <Button variant="subtle" color="red" size="compact-xs" onClick={onCancel}>
            <Trans>Отменить</Trans>
          </Button>
        )}
      </Group>
      <Progress value={percent ?? 100} animated striped={percent === null} aria-hidden />
    </Stack>
  );
}
