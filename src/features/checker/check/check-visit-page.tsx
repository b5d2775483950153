import { Trans } from '@lingui/react/macro';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { visitQueryOptions } from '#src/api/visits/get-visit';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { LoadFailedAlert } from '#src/components/ui/load-failed-alert';
import { LoadPending } from '#src/components/ui/load-pending';
import { VisitDetailsView } from '#src/components/visit-details/visit-details-view';
import type { VisitDetails } from '#src/contracts/visits';
import type { ResizeOptions } from '#src/offline/resize-photo';
import { CheckListPanel } from './check-list-panel';

/** The project's photo size for uploads; until the visit has loaded, the defaults apply. */
const photoSizeOf = (visit: VisitDetails | undefined): ResizeOptions | undefined =>
  visit && { maxSide: visit.photo_upload.max_side, quality: visit.photo_upload.quality };

/** /visit-check/$visitId — the visit in checker mode beside its check list. */
export function CheckVisitPage({ visitId }: { visitId: number }) {
  const visit = useQuery({ ...visitQueryOptions(visitId), enabled: visitId > 0 });
  return (
    <Stack>
      <AnchorLink to="/visit-check" size="sm">
        <Trans>← Проверка визитов</Trans>
      </AnchorLink>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {visit.isPending && (
            <LoadPending query={visit}>
              <Skeleton height={320} />
            </LoadPending>
          )}
          {visit.isError && <LoadFailedAlert error={visit.error} onRetry={() => visit.refetch()} />}
          {visit.data && <VisitDetailsView visit={visit.data} mode="check" />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CheckListPanel visitId={visitId} photoSize={photoSizeOf(visit.data)} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
