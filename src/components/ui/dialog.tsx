import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The portal's dialog: Mantine's Modal, mounted from its first opening on. A closed Modal still
 * mounts its portal, overlay and transitions, and its portal renders once more right after the
 * commit, in a render React cannot slice: every closed dialog of a screen cost a tablet's CPU
 * work before the user saw anything, counted in the screen's blocking time (its budget:
 * docs/performance.md; docs/decisions/039-the-first-screen-in-one-sliced-render.md). Mounted
 * closed first and opened on the next frame, so that it opens with its transition; kept mounted
 * after, so that it closes with it.
 */
export function Dialog({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(opened);
  const [shown, setShown] = useState(opened);
  useEffect(() => {
    if (!opened) {
      setShown(false);
      return;
    }
    setMounted(true);
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [opened]);
  if (!mounted) return null;
  return <Modal opened={opened && shown} {...props} />;
}
