import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ImportCounts as Counts } from '#src/contracts/imports';

/** How many rows were (a dry run: would be) created, updated, left as they were, refused. */
export function ImportCounts({ counts }: { counts: Counts }) {
  const { t } = useLingui();
  const cells = [
    { label: t`Создано`, value: counts.created, color: undefined },
    { label: t`Обновлено`, value: counts.updated, color: undefined },
    { label: t`Без изменений`, value: counts.unchanged, color: undefined },
    { label: t`Отклонено`, value: counts.refused, color: counts.refused ? 'red' : undefined },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="import-counts">
      {cells.map((cell) => (
        <Stack key={cell.label} gap={0}>
          <Text size="xs" c="dimmed">
            {cell.label}
          </Text>
          <Text fw={600} size="lg" c={cell.color}>
            {cell.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
