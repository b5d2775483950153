import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../api/api-error';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { visitQueryOptions } from '../api/get-visit';
import { VisitDetailsView } from './visit-details-view';

/** /visit_feed/$visitID — one visit of the feed, with what the caller may do with it. */
export function VisitDetailsPage({ visitId }: { visitId: number }) {
  const { t } = useLingui();
  const query = useQuery({ ...visitQueryOptions(visitId), enabled: visitId > 0 });
  return (
    <Stack>
      <AnchorLink to="/visit-feed" size="sm">
        <Trans>← Лента визитов</Trans>
      </AnchorLink>
      {query.isPending && (
        <Stack aria-busy="true">
          <Skeleton height={180} />
          <Skeleton height={300} />
        </Stack>
      )}
      {query.isError && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t`Не удалось подгрузить данные. Обновите страницу`}
        >
          <Stack gap="xs" align="flex-start">
            {errorText(query.error)}
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              <Trans>Повторить</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {query.data && <VisitDetailsView visit={query.data} mode="feed" />}
    </Stack>
  );
}
