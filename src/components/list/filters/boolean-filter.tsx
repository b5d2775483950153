import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';

interface BooleanFilterProps {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  yesLabel?: string;
  noLabel?: string;
}

/** Yes / no / either. */
export function BooleanFilter({ label, value, onChange, yesLabel, noLabel }: BooleanFilterProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ id }}>
      <SegmentedControl
        fullWidth
        aria-labelledby={id}
        data={[
          { value: 'any', label: t`Все` },
          { value: 'true', label: yesLabel ?? t`Да` },
          { value: 'false', label: noLabel ?? t`Нет` },
        ]}
        value={value === undefined ? 'any' : String(value)}
        onChange={(next) => onChange(next === 'any' ? undefined : next === 'true')}
      />
    </Input.Wrapper>
  );
}
