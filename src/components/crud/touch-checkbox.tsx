import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useId } from 'react';

const TARGET_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  cursor: 'pointer',
} as const;

/**
 * A checkbox of a table's cell (a row's pick, a row's yes/no) that takes a finger's 44×44 px:
 * tapping anywhere in its square toggles it, where the box alone is 24 px.
 */
export function TouchCheckbox(props: Omit<CheckboxProps, 'id' | 'size' | 'label'>) {
  const id = useId();
  return (
    <label htmlFor={id} style={TARGET_STYLE}>
      <Checkbox {...props} id={id} size="md" />
    </label>
  );
}
