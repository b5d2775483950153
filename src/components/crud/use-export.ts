import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { notifications as toasts } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '#src/api/api-error';
import {
  EXPORT_MESSAGES,
  type Export,
  type ExportCreate,
  type ExportFormat,
} from '#src/contracts/exports';
import { cancelExport, downloadExportFile, startExport } from './export-api';
import { exportColumns } from './export-columns';
import { exportDoneText } from './export-progress-text';
import {
  EXPORT_POLL_MS,
  exportKeys,
  exportKindsQueryOptions,
  exportQueryOptions,
} from './export-queries';
import type { ListParams } from './resource-api';
import type { AnyResource, ResourceColumn, ResourceRow } from './resource-definition';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The browser's zone, so the file's dates and times read as the list shows them. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * An export asked of the export service, its progress followed while the screen is open, then
 * its file downloaded. Leaving the screen stops the following, not the export: its author is
 * notified with a link to it. `pending`: the format being written (one export at a time).
 */
export function useExportRun() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ExportFormat | null>(null);
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

  /** `body` builds the request (it may ask the kinds' catalogue); its failure is shown too. */
  const run = async (format: ExportFormat, body: () => Promise<ExportCreate>) => {
    setPending(format);
    try {
      const started = await startExport({ ...(await body()), format });
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
      await cancelExport(job.id);
    } catch (error) {
      toasts.show({ color: 'red', message: errorText(error) });
    }
  };

  return { run, pending, job, cancel };
}

/**
 * A list's "Выгрузить": the export of its kind (the list's name) with the current filter and the
 * columns shown, in their order, with their labels (see useExportRun).
 */
export function useExport(
  resource: AnyResource,
  columns: ResourceColumn<ResourceRow>[],
  title: MessageDescriptor,
) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { run, pending, job, cancel } = useExportRun();
  const runList = (params: ListParams, format: ExportFormat) =>
    run(format, async () => {
      // Asked once: the catalogue is kept for the session (staleTime infinite).
      const kinds = await queryClient.fetchQuery(exportKindsQueryOptions());
      const kind = kinds.items.find((item) => item.kind === resource.name);
      const keys = kind && new Set(kind.columns.map((column) => column.key));
      return {
        kind: resource.name,
        params,
        columns: exportColumns(columns, keys, i18n),
        time_zone: browserTimeZone(),
        title: i18n._(title),
      };
    });
  return { run: runList, pending, job, cancel };
}
