import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import { ExportProgress } from '#src/components/crud/export-progress';
import { ResourceSelect } from '#src/components/crud/resource-select';
import { useExportJob } from '#src/components/crud/use-export-job';
import { DateRangeFilter } from '#src/components/list/filters/date-range-filter';
import { MultiSelectFilter } from '#src/components/list/filters/multi-select-filter';
import { PeopleFilter } from '#src/components/list/filters/people-filter';
import { VISIT_STATUSES } from '#src/contracts/enums';
import type { ExportFormat, ExportKindInfo } from '#src/contracts/exports';
import { formatDate } from '#src/lib/dates';
import { type VisitStatus, visitStatusLabels } from '#src/lib/visit-labels';
import { projectsResource } from '#src/resources/projects';
import { reportImportsQueryOptions } from './export-queries';

const FORMAT_NAMES: Record<ExportFormat, string> = {
  xlsx: 'Excel (XLSX)',
  csv: 'CSV',
  zip: 'ZIP',
};

interface ReportFilter {
  project_id?: number;
  date_range?: { start: string; end: string };
  user_ids?: number[];
  statuses?: VisitStatus[];
  import_id?: number;
}

/** The params a report is asked with: the keys it takes, of what was chosen. */
function paramsOf(kind: ExportKindInfo, filter: ReportFilter): Record<string, unknown> {
  const takes = new Set(kind.filters);
  const params: Record<string, unknown> = {};
  if (filter.project_id) params.project_ids = [filter.project_id];
  if (takes.has('date_range') && filter.date_range) params.date_range = filter.date_range;
  if (takes.has('user_ids') && filter.user_ids?.length) params.user_ids = filter.user_ids;
  if (takes.has('statuses') && filter.statuses?.length) params.statuses = filter.statuses;
  if (takes.has('import_id') && filter.import_id) params.import_id = filter.import_id;
  return params;
}

/**
 * The reports screen's form: a report of those the user may run, its filters (the ones it
 * takes), its columns (all of them, in the report's order, unless fewer are chosen) and the
 * format; "Сформировать" stays disabled, saying why, until the report has what it needs.
 */
export function ReportForm({ kinds }: { kinds: readonly ExportKindInfo[] }) {
  const { t, i18n } = useLingui();
  const scope = useProjectScope();
  const [kindName, setKindName] = useState(kinds[0]?.kind ?? '');
  const kind = kinds.find((candidate) => candidate.kind === kindName) ?? kinds[0];
  const [filter, setFilter] = useState<ReportFilter>(() =>
    scope.length === 1 ? { project_id: scope[0] } : {},
  );
  const [columns, setColumns] = useState<string[] | null>(null);
  const [asked, setFormat] = useState<ExportFormat>('xlsx');
  const exporter = useExportJob<string>();
  const imports = useQuery({
    ...reportImportsQueryOptions(filter.project_id ?? 0),
    enabled: Boolean(kind?.filters.includes('import_id') && filter.project_id),
  });
  if (!kind) return null;

  const takes = (key: string) => kind.filters.includes(key);
  // The kind's own formats: a table's, or an archive's (which has no columns).
  const format = kind.formats.includes(asked) ? asked : kind.formats[0];
  const isTable = format !== 'zip';
  const change = (next: Partial<ReportFilter>) => setFilter((current) => ({ ...current, ...next }));
  const chosen = columns ?? kind.columns.map((column) => column.key);
  const missing = [
    kind.requires.project && !filter.project_id ? t`Выберите проект для выгрузки` : null,
    kind.requires.date_range && !filter.date_range ? t`Укажите период выгрузки` : null,
    takes('import_id') && !filter.import_id ? t`Выберите импорт` : null,
    isTable && chosen.length === 0 ? t`Выберите хотя бы одну колонку` : null,
  ].filter((reason): reason is string => reason !== null);

  const generate = () =>
    exporter.run(kind.kind, async () => ({
      kind: kind.kind,
      params: paramsOf(kind, filter),
      columns: isTable
        ? kind.columns
            .filter((column) => chosen.includes(column.key))
            .map((column) => ({ key: column.key, header: column.header ?? column.key }))
        : [],
      format,
    }));

  return (
    <Paper withBorder p="md" data-testid="report-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Отчёт`}
            data={kinds.map((item) => ({ value: item.kind, label: item.label }))}
            value={kind.kind}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            onChange={(value) => {
              if (!value) return;
              setKindName(value);
              setColumns(null);
            }}
          />
          <ResourceSelect
            resource={projectsResource}
            label={t`Проект`}
            placeholder={t`Выберите проект`}
            withAsterisk={kind.requires.project}
            clearable
            value={filter.project_id ? String(filter.project_id) : null}
            onChange={(value) =>
              change({ project_id: value ? Number(value) : undefined, import_id: undefined })
            }
          />
          {takes('date_range') && (
            <DateRangeFilter
              label={t`Период`}
              from={filter.date_range?.start}
              to={filter.date_range?.end}
              onChange={(start, end) =>
                change({ date_range: start && end ? { start, end } : undefined })
              }
            />
          )}
          {takes('import_id') && (
            <Select
              label={t`Импорт маршрутов`}
              withAsterisk
              searchable
              disabled={!filter.project_id}
              placeholder={filter.project_id ? t`Выберите импорт` : t`Сначала выберите проект`}
              nothingFoundMessage={t`Импортов маршрутов в проекте нет`}
              comboboxProps={{ withinPortal: true }}
              data={(imports.data?.items ?? []).map((item) => ({
                value: String(item.id),
                label: `№${item.id} · ${item.file_name} · ${formatDate(item.created_at.slice(0, 10))}`,
              }))}
              value={filter.import_id ? String(filter.import_id) : null}
              onChange={(value) => change({ import_id: value ? Number(value) : undefined })}
            />
          )}
          {takes('user_ids') && (
            <PeopleFilter
              people="executors"
              label={t`Исполнители`}
              value={filter.user_ids}
              onChange={(user_ids) => change({ user_ids })}
            />
          )}
          {takes('statuses') && (
            <MultiSelectFilter
              label={t`Статусы визитов`}
              options={VISIT_STATUSES.map((status) => ({
                value: status,
                label: i18n._(visitStatusLabels[status]),
              }))}
              value={filter.statuses}
              onChange={(statuses) => change({ statuses })}
            />
          )}
        </SimpleGrid>
        {isTable && (
          <Checkbox.Group
            label={t`Колонки`}
            value={chosen}
            onChange={(keys) =>
              setColumns(kind.columns.map((c) => c.key).filter((key) => keys.includes(key)))
            }
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt={6}>
              {kind.columns.map((column) => (
                <Checkbox key={column.key} value={column.key} label={column.header ?? column.key} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            value={format}
            onChange={(value) => setFormat(value as ExportFormat)}
            data={kind.formats.map((value) => ({ value, label: FORMAT_NAMES[value] }))}
          />
          <Group gap="sm" wrap="wrap">
            {missing.length > 0 && (
              <Text size="sm" c="dimmed" data-testid="report-missing">
                {missing.join('. ')}
              </Text>
            )}
            <Button
              onClick={() => void generate()}
              disabled={missing.length > 0}
              loading={exporter.pending !== null}
            >
              {t`Сформировать`}
            </Button>
          </Group>
        </Group>
        {exporter.job && (
          <ExportProgress
            progress={exporter.job.progress}
            onCancel={() => void exporter.cancel()}
          />
        )}
      </Stack>
    </Paper>
  );
}
