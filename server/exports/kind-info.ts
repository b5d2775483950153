import type { ExportKindInfo } from '#src/contracts/exports';
import { type ExportKindDefinition, formatsOf } from './kind';

/** A kind as the kinds call lists it. */
export function kindInfo(kind: ExportKindDefinition): ExportKindInfo {
  return {
    kind: kind.kind,
    group: kind.group,
    label: kind.label,
    filters: [...kind.filterKeys],
    columns: kind.columns.map((column) => ({ ...column })),
    formats: [...formatsOf(kind)],
    requires: { project: kind.requires.project, date_range: kind.requires.dateRange },
  };
}
