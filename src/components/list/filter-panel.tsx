import { Trans } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useStoredValue } from '#src/lib/use-stored-value';

/** One remembered state for every list (spec section 2: the panel's state is remembered). */
const FILTER_PANEL_STORAGE_KEY = 'sfa.filter-panel-open';

/** Below 768 px, where the side menu closes itself too (spec section 2). */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Until the user opens or closes it: open, but folded on a phone, where a list's filters in one
 * column would fill the screen above the list (and cost its start the rendering of every field).
 */
const openByDefault = () => !globalThis.matchMedia?.(PHONE_QUERY).matches;

const isBoolean = (value: unknown) => typeof value === 'boolean';

/** Open or closed, kept in local storage and shared by tabs. */
function useFilterPanelOpen() {
  return useStoredValue<boolean>(FILTER_PANEL_STORAGE_KEY, openByDefault(), isBoolean);
}

interface FilterPanelProps {
  /** Filters set: shown on the toggle, and the reset button with at least one. */
  activeCount: number;
  onReset: () => void;
  /** Actions on the right of the toggle row (create button, export). */
  actions?: ReactNode;
  /** Columns of the filter grid; fewer for wide controls. */
  cols?: SimpleGridProps['cols'];
  children: ReactNode;
}

const DEFAULT_COLS = { base: 1, sm: 2, lg: 4 };

/** A list's filters behind a toggle, laid out in a responsive grid. */
export function FilterPanel({
  activeCount,
  onReset,
  actions,
  cols = DEFAULT_COLS,
  children,
}: FilterPanelProps) {
  const [open, setOpen] = useFilterPanelOpen();
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            rightSection={
              activeCount > 0 ? (
                <Badge size="sm" circle>
                  {activeCount}
                </Badge>
              ) : null
            }
          >
            {open ? <Trans>Скрыть фильтры</Trans> : <Trans>Показать фильтры</Trans>}
          </Button>
          {activeCount > 0 && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={onReset}>
              <Trans>Сбросить фильтры</Trans>
            </Button>
          )}
        </Group>
        {actions}
      </Group>
      {/* Folded, the fields are not built at all: kept mounted (Mantine's default), React built
          them hidden after the list's first render, a tablet's longest task of a list's start. */}
      <Collapse expanded={open} keepMounted={false}>
        <SimpleGrid cols={cols} spacing="sm" pt="sm">
          {children}
        </SimpleGrid>
      </Collapse>
    </Paper>
  );
}
