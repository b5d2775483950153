import { Trans } from '@lingui/react/macro';
import { Box, Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

/** Which half a narrow screen shows: the visit or its check list. */
export type CheckVisitView = 'visit' | 'check';

/** From this width (Mantine's `lg`) the visit and its check list stand side by side. */
const SPLIT_QUERY = '(min-width: 75em)';

interface CheckVisitPageProps {
  visitId: number;
  /** Narrow screens: the half shown, kept in the address. */
  view: CheckVisitView;
  onView: (view: CheckVisitView) => void;
}

/**
 * /visit-check/$visitId — the visit in checker mode and its check list: side by side on a wide
 * screen; on a tablet or a phone as two tabs, so that the check list is one tap away rather than
 * below the whole questionnaire.
 */
export function CheckVisitPage({ visitId, view, onView }: CheckVisitPageProps) {
  const visit = useQuery({ ...visitQueryOptions(visitId), enabled: visitId > 0 });
  const split = useMediaQuery(SPLIT_QUERY, true, { getInitialValueInEffect: false });
  // The tab answers the tap at once; the address follows. Offline, or while the route is still
  // settling after a start, a navigation may wait, and the checker must not.
  const [shown, setShown] = useState(view);
  useEffect(() => setShown(view), [view]);
  const visitPane = (
    <>
      {visit.isPending && (
        <LoadPending query={visit}>
          <Skeleton height={320} />
        </LoadPending>
      )}
      {visit.isError && <LoadFailedAlert error={visit.error} onRetry={() => visit.refetch()} />}
      {visit.data && <VisitDetailsView visit={visit.data} mode="check" />}
    </>
  );
  const checkPane = (
    <CheckListPanel
      visitId={visitId}
      visitNumber={visit.data?.number}
      photoSize={photoSizeOf(visit.data)}
    />
  );
  return (
    <Stack>
      <AnchorLink to="/visit-check" size="sm">
        <Trans>← Проверка визитов</Trans>
      </AnchorLink>
      {split ? (
        <Grid gap="lg">
          <Grid.Col span={7}>{visitPane}</Grid.Col>
          <Grid.Col span={5}>{checkPane}</Grid.Col>
        </Grid>
      ) : (
        <Tabs
          value={shown}
          onChange={(next) => {
            if (!next) return;
            setShown(next as CheckVisitView);
            onView(next as CheckVisitView);
          }}
        >
          {/* The tabs stay under the header while the visit scrolls: the check list is a tap away. */}
          <Box
            pos="sticky"
            top="var(--app-shell-header-offset, 0px)"
            bg="var(--mantine-color-body)"
            style={{ zIndex: 2 }}
          >
            <Tabs.List grow>
              <Tabs.Tab value="visit">
                <Trans>Визит</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="check">
                <Trans>Проверка</Trans>
              </Tabs.Tab>
            </Tabs.List>
          </Box>
          {/* Both stay mounted: a half-filled check list survives a look back at the visit. */}
          <Tabs.Panel value="visit" pt="md">
            {visitPane}
          </Tabs.Panel>
          <Tabs.Panel value="check" pt="md">
            {checkPane}
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
