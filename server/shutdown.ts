import type { FastifyBaseLogger } from 'fastify';

/**
 * SIGTERM (a deploy, the balancer's drain) and SIGINT stop the process through `stop`, which lets
 * the work in hand finish; a stop that has not ended after `timeoutMs` (a hung request or job)
 * ends the process anyway, so an orchestrator's deadline is never the one that kills it.
 */
export function stopOnSignals(
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  timeoutMs: number,
  stop: () => Promise<void>,
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, timeoutMs }, 'shutting down');
    setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, timeoutMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
