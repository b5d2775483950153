import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { errorText } from '#src/api/api-error';
import { cancelExport, downloadExportFile, rerunExport } from '#src/components/crud/export-api';
import { exportKeys } from '#src/components/crud/export-queries';
import type { Export } from '#src/contracts/exports';

const failed = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });

interface Action {
  key: string;
  label: string;
  icon: ReactNode;
  color?: string;
  loading: boolean;
  run: () => void;
}

/** Download (a file is kept), cancel (being written) and run again, on what the user sees. */
function useExportActions(job: Export): Action[] {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = (next: Export) => {
    queryClient.setQueryData(exportKeys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: exportKeys.all });
  };
  const download = useMutation({ mutationFn: () => downloadExportFile(job), onError: failed });
  const cancel = useMutation({
    mutationFn: () => cancelExport(job.id),
    onSuccess: refresh,
    onError: failed,
  });
  const rerun = useMutation({
    mutationFn: () => rerunExport(job.id),
    onSuccess: (next) => {
      refresh(next);
      void navigate({ to: '/reports/$exportId', params: { exportId: String(next.id) } });
    },
    onError: failed,
  });
  const actions: Action[] = [];
  if (job.has_file) {
    actions.push({
      key: 'download',
      label: t`Скачать`,
      icon: <IconDownload size={16} />,
      loading: download.isPending,
      run: () => download.mutate(),
    });
  }
  if (job.status === 'new') {
    actions.push({
      key: 'cancel',
      label: t`Отменить`,
      icon: <IconPlayerStop size={16} />,
      color: 'red',
      loading: cancel.isPending,
      run: () => cancel.mutate(),
    });
  }
  actions.push({
    key: 'rerun',
    label: t`Выполнить снова`,
    icon: <IconRefresh size={16} />,
    loading: rerun.isPending,
    run: () => rerun.mutate(),
  });
  return actions;
}

/** A journal row's actions, as icons with their names. */
export function ExportRowActions({ job }: { job: Export }) {
  const actions = useExportActions(job);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions.map((action) => (
        <Tooltip key={action.key} label={action.label} withinPortal>
          <ActionIcon
            variant="subtle"
            color={action.color}
            aria-label={action.label}
            loading={action.loading}
            onClick={action.run}
          >
            {action.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

/** The detail page's actions, as buttons. */
export function ExportButtons({ job }: { job: Export }) {
  const actions = useExportActions(job);
  return (
    <Group gap="xs">
      {actions.map((action) => (
        <Button
          key={action.key}
          variant={action.key === 'download' ? 'filled' : 'default'}
          color={action.color}
          leftSection={action.icon}
          loading={action.loading}
          onClick={action.run}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
