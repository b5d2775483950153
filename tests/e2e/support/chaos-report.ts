import type { ChaosReport } from './chaos-scenario';

/** The run in a few lines: seed, faults, figures, result; the same in the test and the bench. */
export function formatReport(report: ChaosReport): string[] {
  const { faults, delivery } = report;
  const lines = [
    `chaos seed ${report.seed}, ${report.visits} visits, ${(report.totalMs / 1000).toFixed(1)} s`,
    `  faults: ${faults.reloads} reloads, ${faults.flaps} flaps, ${faults.kills} server kills ` +
      `(${faults.killsOnline} while online, ${faults.killsMidWrite} in the first moments of a write), ` +
      `${faults.lostRefreshes} lost refresh answers, ` +
      `${faults.expiries} reconnects with an expired token`,
    `  portal starts without network or server: ${faults.offlineStarts}`,
  ];
  if (delivery) {
    const drain =
      delivery.drainMs === null ? 'not drained' : `${(delivery.drainMs / 1000).toFixed(1)} s`;
    lines.push(
      `  queue drained after the last reconnect in: ${drain}`,
      `  delivered ${delivery.results} of ${report.visits} results and ${delivery.photos} of ` +
        `${report.visits} photos; duplicates: ${delivery.duplicateResults} results, ` +
        `${delivery.duplicatePhotos} photos; wrong verdicts: ${delivery.wrongVerdicts}`,
    );
  }
  lines.push(
    report.failure
      ? `  FAILED (replay with CHAOS_SEED=${report.seed}): ${report.failure}`
      : '  passed',
  );
  return lines;
}
