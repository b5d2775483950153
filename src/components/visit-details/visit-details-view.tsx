import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { VisitDetails } from '#src/contracts/visits';
import { useVisitMutations } from './use-visit-mutations';
import { VisitActions } from './visit-actions';
import { VisitHeader } from './visit-header';
import { VisitResults } from './visit-results';

/** Another engineer's download screen: a ZIP of all the visit's photos. */
const visitPhotosPath = (visitId: number) => `/get_photos_by_visit_id/${visitId}`;

interface VisitDetailsViewProps {
  visit: VisitDetails;
  /** 'check': embedded beside a check list, without the visit's actions. */
  mode: 'feed' | 'check';
}

/** A visit as the feed and the checker screens show it: header, results and photos. */
export function VisitDetailsView({ visit, mode }: VisitDetailsViewProps) {
  const mutations = useVisitMutations(visit);
  const withActions = mode === 'feed';
  return (
    <Stack>
      <VisitHeader visit={visit} />
      <Group justify="space-between" gap="xs">
        {withActions ? <VisitActions visit={visit} mutations={mutations} /> : <span />}
        {visit.photo_count > 0 && (
          <Button
            size="xs"
            variant="default"
            component="a"
            href={visitPhotosPath(visit.id)}
            leftSection={<IconDownload size={14} />}
          >
            <Trans>Скачать все фото</Trans>
          </Button>
        )}
      </Group>
      <VisitResults
        visit={visit}
        onDeletePhoto={withActions && visit.actions.can_delete ? mutations.deletePhoto : undefined}
      />
    </Stack>
  );
}
