import { Badge, Card, Group, type MantineColor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FigureCardProps {
  title: ReactNode;
  /** The card's main number. */
  value: number;
  /** The number in a sentence, with its plural form. */
  caption: string;
  /** For tests and for the eye: what the number counts. */
  testId: string;
  children?: ReactNode;
  footer?: ReactNode;
}

/** One key figure of the home screen: a big number, its sentence, a breakdown, a link on. */
export function FigureCard({ title, value, caption, testId, children, footer }: FigureCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5" c="dimmed" fw={600}>
          {title}
        </Title>
        <div>
          <Text fz={36} fw={700} lh={1.1} data-testid={`${testId}-value`}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {caption}
          </Text>
        </div>
        {children && <Stack gap={6}>{children}</Stack>}
        {footer && <Group mt="auto">{footer}</Group>}
      </Stack>
    </Card>
  );
}

interface FigureRowProps {
  label: ReactNode;
  value: number;
  color?: MantineColor;
  testId?: string;
}

/** A line of a card's breakdown: what, and how many. */
export function FigureRow({ label, value, color = 'gray', testId }: FigureRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm">{label}</Text>
      <Badge variant="light" color={value > 0 ? color : 'gray'} data-testid={testId}>
        {value}
      </Badge>
    </Group>
  );
}
