import { notifications as toasts } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '#src/api/api-error';
import { EXPORT_MESSAGES } from '#src/contracts/export-messages';
import type { Export, ExportCreate } from '#src/contracts/exports';
import { exportDoneText } from './export-progress-text';
import { EXPORT_POLL_MS, exportKeys, exportQueryOptions } from './export-queries';

/** The calls with their schemas, loaded when an export is asked for: a list opens without them. */
const exportApi = () => import('./export-api');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The browser's zone, so the file's dates and times read as the screens show them. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * An export asked of the export service, its progress followed while the screen is open, then
 * its file downloaded. Leaving the screen stops the following, not the export: its author is
 * notified with a link to it. `pending` names what was asked (a format, a report) until it ends.
 */
export function useExportJob<Asked extends string>() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Asked | null>(null);
  const [job, setJob] = useState<Export | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const follow = async (started: Export): Promise<Export | null> => {
    let current = started;
    while (current.status === 'new') {
      await pause(EXPORT_POLL_MS);
      if (!mounted.current) return null;
      current = await queryClient.fetchQuery({ ...exportQueryOptions(current.id), staleTime: 0 });
      setJob(current);
    }
    return current;
  };

  /** Asks for the export `body()` builds (it may read the kinds first), follows it, downloads. */
  const run = async (asked: Asked, body: () => Promise<ExportCreate>) => {
    setPending(asked);
    try {
      const { startExport, downloadExportFile } = await exportApi();
      const started = await startExport({ time_zone: browserTimeZone(), ...(await body()) });
      setJob(started);
      const finished = await follow(started);
      if (!finished) return;
      if (finished.status === 'completed') {
        await downloadExportFile(finished);
        toasts.show({ color: 'green', message: exportDoneText(finished.row_count ?? 0) });
      } else {
        // The user's own cancel is no failure.
        const cancelled = finished.error === EXPORT_MESSAGES.cancelled;
        toasts.show({ color: cancelled ? 'gray' : 'red', message: finished.error ?? '' });
      }
    } catch (error) {
      toasts.show({ color: 'red', message: errorText(error) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: exportKeys.all });
      if (mounted.current) {
        setJob(null);
        setPending(null);
      }
    }
  };

  /** Stops the export at its next batch; its following then reports it cancelled. */
  const cancel = async () => {
    if (!job) return;
    try {
      await (await exportApi()).cancelExport(job.id);
    } catch (error) {
      toasts.show({ color: 'red', message: errorText(error) });
    }
  };

  return { run, pending, job, cancel };
}
