import { useLingui } from '@lingui/react/macro';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { DATE_FORMAT } from '#src/lib/dates';
import { DatesLocale } from '../../ui/date-fields';

interface DateRangeFilterProps {
  label: string;
  /** `YYYY-MM-DD` (the filter's date_from / date_to). */
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/**
 * A period, applied once both ends are picked (or when cleared), so that picking the first day
 * does not load a list for an open-ended range in between.
 */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<DatesRangeValue<string>>([from ?? null, to ?? null]);
  // Back/forward and links change the address under the picker.
  useEffect(() => setDraft([from ?? null, to ?? null]), [from, to]);
  return (
    <DatesLocale>
      <DatePickerInput
        type="range"
        label={label}
        placeholder={t`Любой период`}
        valueFormat={DATE_FORMAT}
        clearable
        clearButtonProps={{ 'aria-label': t`Сбросить даты` }}
        allowSingleDateInRange
        value={draft}
        onChange={(value) => {
          setDraft(value);
          const [start, end] = value;
          if (start && end) onChange(start, end);
          else if (!start && !end) onChange(undefined, undefined);
        }}
      />
    </DatesLocale>
  );
}
