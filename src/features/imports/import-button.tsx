import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import { useCan } from '#src/access/use-can';
import type { ImportKindName } from '#src/contracts/imports';
import { NewImportDialog } from './new-import-dialog';

/**
 * "Импорт" of a list screen: the new-import dialog with the list's kind chosen (and the
 * project, when one is selected). Shown to whom may start imports.
 */
export function ImportButton({ kind }: { kind: ImportKindName }) {
  const canImport = useCan('imports', 'create');
  const scope = useProjectScope();
  const [opened, setOpened] = useState(false);
  if (!canImport) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconFileImport size={16} />}
        onClick={() => setOpened(true)}
      >
        <Trans>Импорт</Trans>
      </Button>
      <NewImportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        kind={kind}
        projectId={scope.length === 1 ? scope[0] : undefined}
      />
    </>
  );
}
