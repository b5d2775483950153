import { useLingui } from '@lingui/react';
import { Checkbox, NumberInput, PasswordInput, Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../ui/date-fields';
import type { FormValues } from './form-validation';
import type { AnyResource, ResourceField } from './resource-definition';
import { ResourceSelect } from './resource-select';

interface FormFieldProps {
  field: ResourceField;
  form: UseFormReturnType<FormValues>;
  required: boolean;
}

/** One field of a resource form, by its kind. */
export function FormField({ field, form, required }: FormFieldProps) {
  const { i18n } = useLingui();
  const label = i18n._(field.label);
  const input = form.getInputProps(field.key);
  const common = { label, required };
  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <Textarea {...common} {...input} value={String(input.value ?? '')} autosize minRows={2} />
      ) : (
        <TextInput {...common} {...input} value={String(input.value ?? '')} />
      );
    case 'password':
      return (
        <PasswordInput
          {...common}
          {...input}
          value={String(input.value ?? '')}
          autoComplete="new-password"
        />
      );
    case 'number':
      return <NumberInput {...common} {...input} value={(input.value as number | string) ?? ''} />;
    case 'boolean':
      return <Checkbox label={label} {...form.getInputProps(field.key, { type: 'checkbox' })} />;
    case 'date':
      return (
        <DateField
          {...common}
          {...input}
          value={(input.value as string | null) ?? null}
          clearable
        />
      );
    case 'choice':
      return (
        <Select
          {...common}
          {...input}
          value={(input.value as string | null) ?? null}
          data={field.choices.map((choice) => ({
            value: choice.value,
            label: i18n._(choice.label),
          }))}
        />
      );
    case 'select':
      return <ReferenceSelect {...common} resource={field.options} field={field.key} form={form} />;
  }
}

interface ReferenceSelectProps {
  resource: AnyResource;
  field: string;
  label: string;
  required: boolean;
  form: UseFormReturnType<FormValues>;
}

/** A row of another resource, by id. */
function ReferenceSelect({ resource, field, label, required, form }: ReferenceSelectProps) {
  const input = form.getInputProps(field);
  const value = input.value === null || input.value === undefined ? null : String(input.value);
  return (
    <ResourceSelect
      resource={resource}
      label={label}
      required={required}
      clearable
      error={input.error}
      value={value}
      onChange={(next) => form.setFieldValue(field, next === null ? null : Number(next))}
    />
  );
}
