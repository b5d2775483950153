import { Trans } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { visitQueryOptions } from '#src/api/visits/get-visit';
import { AnchorLink } from '#src/components/ui/anchor-link';
import { LoadFailedAlert } from '#src/components/ui/load-failed-alert';
import { LoadPending } from '#src/components/ui/load-pending';
import { VisitDetailsView } from '#src/components/visit-details/visit-details-view';

/** /visit_feed/$visitId — one visit of the feed, with what the caller may do with it. */
export function VisitDetailsPage({ visitId }: { visitId: number }) {
  const query = useQuery({ ...visitQueryOptions(visitId), enabled: visitId > 0 });
  return (
    <Stack>
      <AnchorLink to="/visit-feed" size="sm">
        <Trans>← Лента визитов</Trans>
      </AnchorLink>
      {query.isPending && (
        <LoadPending query={query}>
          <Stack aria-busy="true">
            <Skeleton height={180} />
            <Skeleton height={300} />
          </Stack>
        </LoadPending>
      )}
      {query.isError && <LoadFailedAlert error={query.error} onRetry={() => query.refetch()} />}
      {query.data && <VisitDetailsView visit={query.data} mode="feed" />}
    </Stack>
  );
}
