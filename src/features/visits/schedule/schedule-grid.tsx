import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { ListExportColumn } from '#src/components/crud/export-columns';
import { AnchorLink } from '#src/components/ui/anchor-link';
import {
  EDITABLE_VISIT_STATUSES,
  type ScheduleRow,
  type ScheduleVisit,
} from '#src/contracts/visit-schedule';
import { formatDate, formatSpan, todayIso, weekdayOf } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { visitStatusColors, visitStatusLabels } from '#src/lib/visit-labels';
import type { VisitFormDefaults } from './visit-form-modal';

interface ScheduleGridProps {
  days: string[];
  rows: ScheduleRow[];
  canCreate: boolean;
  canUpdate: boolean;
  onCreate: (defaults: VisitFormDefaults) => void;
  onEdit: (visit: ScheduleVisit) => void;
}

/**
 * The grid as its export writes it: a line per visit (a cell's chip), with its executor and day,
 * by the keys of the schedule kind's lines.
 */
export const scheduleExportColumns: readonly ListExportColumn[] = [
  { key: 'executor', header: msg`Исполнитель` },
  { key: 'visit_date', header: msg`Дата` },
  { key: 'number', header: msg`№` },
  { key: 'outlet', header: msg`Торговая точка` },
  { key: 'address', header: msg`Адрес` },
  { key: 'planned_start', header: msg`Начало по плану` },
  { key: 'planned_end', header: msg`Окончание по плану` },
  { key: 'status', header: msg`Статус`, labels: visitStatusLabels },
];

function visitsByDay(visits: ScheduleVisit[]): Map<string, ScheduleVisit[]> {
  const byDay = new Map<string, ScheduleVisit[]>();
  for (const visit of visits)
    byDay.set(visit.visit_date, [...(byDay.get(visit.visit_date) ?? []), visit]);
  return byDay;
}

const isEditable = (visit: ScheduleVisit) =>
  (EDITABLE_VISIT_STATUSES as readonly string[]).includes(visit.status);

/**
 * Executors down, days across; a cell lists the day's visits by planned start, each coloured by
 * its status. A planned or new visit opens for moving; the others open their details.
 */
export function ScheduleGrid({
  days,
  rows,
  canCreate,
  canUpdate,
  onCreate,
  onEdit,
}: ScheduleGridProps) {
  const { t, i18n } = useLingui();
  const today = todayIso();
  return (
    <Table.ScrollContainer minWidth={180 + days.length * 140}>
      <Table withTableBorder withColumnBorders layout="fixed" data-testid="schedule-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={180}>{t`Исполнитель`}</Table.Th>
            {days.map((day) => (
              <Table.Th
                key={day}
                data-day={day}
                bg={day === today ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Text size="sm" fw={600} tt="capitalize">
                  {weekdayOf(day, i18n.locale, true)}, {formatDate(day)}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = personName(row.user);
            const byDay = visitsByDay(row.visits);
            return (
              <Table.Tr key={row.user.id} data-user-id={row.user.id}>
                <Table.Th scope="row" fw={500}>
                  {name}
                </Table.Th>
                {days.map((day) => (
                  <Table.Td key={day} valign="top" data-day={day}>
                    <Stack gap={4}>
                      {(byDay.get(day) ?? []).map((visit) => (
                        <VisitChip
                          key={visit.id}
                          visit={visit}
                          editable={canUpdate && isEditable(visit)}
                          onEdit={onEdit}
                        />
                      ))}
                      {canCreate && (
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={t`Запланировать визит: ${name}, ${formatDate(day)}`}
                          onClick={() => onCreate({ userId: row.user.id, date: day })}
                        >
                          +
                        </ActionIcon>
                      )}
                    </Stack>
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VisitChip(props: {
  visit: ScheduleVisit;
  editable: boolean;
  onEdit: (visit: ScheduleVisit) => void;
}) {
  const { t, i18n } = useLingui();
  const { visit } = props;
  const color = visitStatusColors[visit.status];
  const status = i18n._(visitStatusLabels[visit.status]);
  const span = formatSpan(visit.planned_start, visit.planned_end);
  const body = (
    <Box
      px={6}
      py={2}
      style={{
        borderLeft: `3px solid var(--mantine-color-${color}-6)`,
        background: `var(--mantine-color-${color}-light)`,
        borderRadius: 4,
      }}
    >
      <Text size="xs" fw={600}>
        {span}
      </Text>
      <Text size="xs" lineClamp={2}>
        {visit.outlet.name}
      </Text>
    </Box>
  );
  const label = t`Визит №${visit.number}, ${visit.outlet.name}, ${span}, ${status}`;
  if (props.editable) {
    return (
      <UnstyledButton
        aria-label={label}
        title={label}
        data-visit-id={visit.id}
        onClick={() => props.onEdit(visit)}
      >
        {body}
      </UnstyledButton>
    );
  }
  return (
    <AnchorLink
      to="/visit_feed/$visitId"
      params={{ visitId: String(visit.id) }}
      underline="never"
      c="inherit"
      aria-label={label}
      title={label}
      data-visit-id={visit.id}
    >
      {body}
    </AnchorLink>
  );
}
