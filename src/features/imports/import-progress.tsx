import { Trans } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import type { ImportProcess } from '#src/contracts/imports';
import { progressPercent } from './import-steps';

/** Rows done of the total; a moving bar until the file's rows are counted. */
export function ImportProgress({ progress }: { progress: ImportProcess['progress'] }) {
  const percent = progressPercent(progress);
  const { done, total } = progress;
  return (
    <Stack gap={4} role="status">
      <Progress value={percent ?? 100} animated striped={percent === null} aria-hidden />
      <Text size="xs" c="dimmed">
        {total === null ? (
          <Trans>Обработано строк: {done}</Trans>
        ) : (
          <Trans>
            Обработано строк: {done} из {total}
          </Trans>
        )}
      </Text>
    </Stack>
  );
}
