import { Trans } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fileLinkRecheckQueryOptions } from '#src/api/files/file-link-status';

/**
 * The photos of a just finished upload as the link re-check finds them (spec section 9): shown
 * as processing until it has an answer, then only what is not ready. Start the re-check with
 * `recheckUploadedLinks` (it refreshes the photos once they are ready); this reads the same run.
 */
export function UploadStatus({ linkIds }: { linkIds: readonly number[] }) {
  const recheck = useQuery(fileLinkRecheckQueryOptions(linkIds));
  if (linkIds.length === 0) return null;
  if (recheck.isPending) {
    return (
      <Group gap="xs" role="status" data-testid="upload-processing">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          <Trans>Фото обрабатываются…</Trans>
        </Text>
      </Group>
    );
  }
  const statuses = Object.values(recheck.data ?? {});
  const missing = statuses.filter((status) => status === 'not_found').length;
  const processing = statuses.filter((status) => status === 'processing').length;
  if (missing === 0 && processing === 0) return null;
  return (
    <Text size="sm" c="orange" role="status" data-testid="upload-not-ready">
      {missing > 0 ? (
        <Trans>Фото не найдены на сервере: {missing}</Trans>
      ) : (
        <Trans>Фото ещё обрабатываются, они появятся позже: {processing}</Trans>
      )}
    </Text>
  );
}
