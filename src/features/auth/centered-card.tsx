import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the screens around sign-in: one card in the middle of the page. */
export function CenteredCard({ width = 420, children }: { width?: number; children: ReactNode }) {
  return (
    <Center mih="100%" p="md" py="xl">
      <Paper withBorder shadow="sm" p="xl" w={width} maw="100%">
        {children}
      </Paper>
    </Center>
  );
}
