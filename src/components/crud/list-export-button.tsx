import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { ExportButton } from './export-button';
import { missingForExport } from './export-requirements';
import type { ListExportProps } from './list-export';
import { useCanExport } from './resource-access';

/** The menu, the export hook and its calls: loaded by the first click, not with the list. */
const ListExport = lazy(() =>
  import('./list-export').then((module) => ({ default: module.ListExport })),
);

/**
 * A bespoke list screen's "Выгрузить" (a resource list has its own in ResourceList), shown to
 * whom may read reports: disabled, saying why, until the filter has what the kind needs; the
 * first click loads the menu and opens it.
 */
export function ListExportButton(props: ListExportProps) {
  const { i18n } = useLingui();
  const canExport = useCanExport();
  const [asked, setAsked] = useState(false);
  if (!canExport) return null;
  const missing = missingForExport(props.params, props.requires ?? {});
  if (missing) return <ExportButton blockedBy={i18n._(missing)} />;
  if (!asked) return <ExportButton onClick={() => setAsked(true)} />;
  return (
    <Suspense fallback={<ExportButton loading />}>
      <ListExport {...props} />
    </Suspense>
  );
}
