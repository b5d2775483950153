import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import type { ImportStatus } from '#src/contracts/imports';
import { importStatusColors, importStatusLabels } from './import-labels';

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge
      color={importStatusColors[status]}
      variant="light"
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {i18n._(importStatusLabels[status])}
    </Badge>
  );
}
