import { useLingui } from '@lingui/react';
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isUnavailableOffline, offlineLoadMessages } from '../list/list-load-state';

/** Offline, and what the screen needs was never loaded on this device. */
export function NotOnDeviceAlert() {
  const { i18n } = useLingui();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconCloudOff size={18} />}
      role="status"
      data-testid="not-on-device"
      title={i18n._(offlineLoadMessages.title)}
    >
      {i18n._(offlineLoadMessages.hint)}
    </Alert>
  );
}

interface LoadPendingProps {
  query: { fetchStatus: FetchStatus; data: unknown };
  /** What stands in while the answer is on its way: the screen's skeletons. */
  children: ReactNode;
}

/**
 * A read still without an answer: its skeletons, or, offline with nothing kept on the device,
 * the words for that instead of skeletons that would never end. The read resumes by itself once
 * the connection is back.
 */
export function LoadPending({ query, children }: LoadPendingProps) {
  return isUnavailableOffline(query) ? <NotOnDeviceAlert /> : children;
}
