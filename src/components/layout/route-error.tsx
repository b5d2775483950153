import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '#src/api/api-error';
import { reportError } from '#src/lib/error-reporting';
import { listMessages } from '../list/list-load-state';
import { AnchorLink } from '../ui/anchor-link';
import { LoadFailedAlert } from '../ui/load-failed-alert';

/**
 * The router's error boundary for every route (`defaultErrorComponent`): rendered in place of
 * the failed screen, so a signed-in user keeps the shell and its menu. Loaders only start
 * queries, so what gets here escaped a screen: a render error or a failed guard. A refusal of
 * the API is an answer, not a defect; anything else is reported.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    if (!(error instanceof ApiError)) reportError(error);
  }, [error]);
  return <ScreenLoadFailed error={error} onRetry={() => router.invalidate()} />;
}

/**
 * A screen whose one row did not load, in place of the screen: the not-found state when the
 * API does not know the row, else the failure's text with a retry; a way home either way.
 */
export function ScreenLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  if (error instanceof ApiError && error.status === 404) return <RouteNotFound />;
  return (
    <Stack align="flex-start">
      <LoadFailedAlert error={error} onRetry={onRetry} />
      <HomeLink />
    </Stack>
  );
}

/**
 * The router's not-found screen (`defaultNotFoundComponent`): an id in the address that is not
 * a number, or a row the API does not know. Unknown paths never get here (routes/$.tsx).
 */
export function RouteNotFound() {
  const { i18n } = useLingui();
  return (
    <Stack align="flex-start">
      <Alert color="gray" variant="light" role="alert" title={i18n._(listMessages.empty)} />
      <HomeLink />
    </Stack>
  );
}

function HomeLink() {
  return (
    <AnchorLink to="/sfa" size="sm">
      <Trans>← На главную</Trans>
    </AnchorLink>
  );
}
