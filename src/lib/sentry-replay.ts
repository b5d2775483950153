// Its own module so that session replay, the largest part of the SDK, is a chunk of its own.
export { replayIntegration } from '@sentry/react';
