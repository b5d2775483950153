import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import type { ExportFormat } from '#src/contracts/exports';
import { DeferredMenu } from '../ui/deferred-menu';
import { ExportButton } from './export-button';

interface ExportMenuProps {
  pending: boolean;
  onExport: (format: ExportFormat) => void;
  /** Why the list cannot be exported yet (a project or a period to choose), shown instead. */
  blockedBy?: string;
  /** Mounted by a click on the plain button (ListExportButton): open at once. */
  startOpen?: boolean;
}

/** A list's "Выгрузить": CSV or Excel of the list as filtered, written by the server. */
export function ExportMenu({ pending, onExport, blockedBy, startOpen }: ExportMenuProps) {
  if (blockedBy) return <ExportButton blockedBy={blockedBy} />;
  return (
    <DeferredMenu
      position="bottom-end"
      startOpen={startOpen}
      target={<ExportButton loading={pending} />}
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
