import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { DateRangeFilter } from '#src/components/list/filters/date-range-filter';
import { type Period, shiftPeriod, weekOf } from './schedule-period';

interface ScheduleToolbarProps {
  period: Period;
  onPeriod: (period: Period) => void;
}

/** Previous / current week / next, and a picker for any period up to six weeks. */
export function ScheduleToolbar({ period, onPeriod }: ScheduleToolbarProps) {
  const { t } = useLingui();
  return (
    <Group align="flex-end" gap="xs">
      <Button variant="default" onClick={() => onPeriod(shiftPeriod(period, -1))}>
        {t`← Назад`}
      </Button>
      <Button variant="default" onClick={() => onPeriod(weekOf())}>
        {t`Текущая неделя`}
      </Button>
      <Button variant="default" onClick={() => onPeriod(shiftPeriod(period, 1))}>
        {t`Вперёд →`}
      </Button>
      <DateRangeFilter
        label={t`Период`}
        from={period.from}
        to={period.to}
        // Cleared: back to the current week.
        onChange={(from, to) => onPeriod(from && to ? { from, to } : weekOf())}
      />
    </Group>
  );
}
