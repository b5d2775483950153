import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import { useCan } from '#src/access/use-can';
import type { ImportKindName } from '#src/contracts/imports';

// The dialog (its form, file checks and the contract's schemas) loads when first opened: a list
// screen does not pay for it on every visit.
const NewImportDialog = lazy(() =>
  import('./new-import-dialog').then((module) => ({ default: module.NewImportDialog })),
);

/**
 * "Импорт" of a list screen: the new-import dialog with the list's kind chosen (and the
 * project, when one is selected). Shown to whom may start imports.
 */
export function ImportButton({ kind }: { kind: ImportKindName }) {
  const canImport = useCan('imports', 'create');
  const scope = useProjectScope();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!canImport) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconFileImport size={16} />}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        <Trans>Импорт</Trans>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <NewImportDialog
            opened={opened}
            onClose={() => setOpened(false)}
            kind={kind}
            projectId={scope.length === 1 ? scope[0] : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
