import { useLingui } from '@lingui/react';
import { Badge, Stack, Text } from '@mantine/core';
import { ExportProgress } from '#src/components/crud/export-progress';
import type { Export } from '#src/contracts/exports';
import { exportStatusColors, exportStatusLabels } from './export-labels';

interface ExportStatusProps {
  job: Export;
  /** The progress and a failure's reason under the badge (the detail page shows them apart). */
  withDetails?: boolean;
}

/** The status badge; if asked, the progress while it is written, or why it failed. */
export function ExportStatus({ job, withDetails = false }: ExportStatusProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={exportStatusColors[job.status]} variant="light" tt="none">
        {i18n._(exportStatusLabels[job.status])}
      </Badge>
      {withDetails && job.status === 'new' && <ExportProgress progress={job.progress} />}
      {withDetails && job.status === 'not_performed' && job.error && (
        <Text size="xs" c="red" lineClamp={2}>
          {job.error}
        </Text>
      )}
    </Stack>
  );
}
