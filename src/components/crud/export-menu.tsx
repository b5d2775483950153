import { Trans } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import type { ExportFormat } from '#src/contracts/exports';
import { DeferredMenu } from '../ui/deferred-menu';

interface ExportMenuProps {
  pending: boolean;
  onExport: (format: ExportFormat) => void;
  /** Why the list cannot be exported yet (a project or a period to choose), shown instead. */
  blockedBy?: string;
}

/** A list's "Выгрузить": CSV or Excel of the list as filtered, written by the server. */
export function ExportMenu({ pending, onExport, blockedBy }: ExportMenuProps) {
  if (blockedBy) {
    return (
      <Button variant="default" size="compact-sm" disabled title={blockedBy}>
        <Trans>Выгрузить</Trans>
      </Button>
    );
  }
  return (
    <DeferredMenu
      position="bottom-end"
      target={
        <Button variant="default" size="compact-sm" loading={pending}>
          <Trans>Выгрузить</Trans>
        </Button>
      }
    >
      <Menu.Dropdown>
        <Menu.Item onClick={() => onExport('csv')}>
          <Trans>В CSV</Trans>
        </Menu.Item>
        <Menu.Item onClick={() => onExport('xlsx')}>
          <Trans>В Excel (XLSX)</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </DeferredMenu>
  );
}
