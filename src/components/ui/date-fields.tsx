import { msg } from '@lingui/core/macro';
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react';
import {
  DateInput,
  type DateInputProps,
  DatesProvider,
  DateTimePicker,
  type DateTimePickerProps,
  TimePicker,
  type TimePickerProps,
} from '@mantine/dates';
import type { ReactNode } from 'react';
import { DATE_FORMAT, DATE_TIME_FORMAT, parseDay } from '#src/lib/dates';

/**
 * Every date and time input of the portal comes from here: Mantine's, never the browser's own
 * (those follow the browser's locale: mm/dd/yyyy, 06:11 AM), in the spec's `YYYY-MM-DD` and
 * 24-hour time, calendars in the interface's language with weeks from Monday. Only screens with
 * a date input load this (and @mantine/dates): /login stays light.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <DatesProvider settings={{ locale: i18n.locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>
  );
}

/** A day, typed as `YYYY-MM-DD` or picked; the value is the same `YYYY-MM-DD` text. */
export function DateField(props: DateInputProps) {
  const { i18n } = useLingui();
  return (
    <DatesLocale>
      <DateInput
        valueFormat={DATE_FORMAT}
        dateParser={parseDay}
        clearButtonProps={{ 'aria-label': i18n._(msg`Очистить дату`) }}
        {...props}
      />
    </DatesLocale>
  );
}

/** A time of day, `HH:mm`, 24-hour whatever the browser's locale. */
export function TimeField(props: TimePickerProps) {
  return <TimePicker format="24h" {...props} />;
}

/** A day and a time, shown as `YYYY-MM-DD HH:mm`. */
export function DateTimeField(props: DateTimePickerProps) {
  const { i18n } = useLingui();
  return (
    <DatesLocale>
      <DateTimePicker
        valueFormat={DATE_TIME_FORMAT}
        clearButtonProps={{ 'aria-label': i18n._(msg`Очистить дату`) }}
        {...props}
      />
    </DatesLocale>
  );
}
