import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { validationMessages } from '#src/lib/validation-messages';
import { type ContractSchema, isBlank } from '../form/contract-errors';
import { useContractForm } from '../form/use-contract-form';
import { FormField } from './form-field';
import { contractDefaults, type FormValues, isRequired, payloadOf } from './form-validation';
import type { AnyResource, ResourceRow } from './resource-definition';
import { useSaveRow } from './use-resource-mutations';

export interface ResourceFormProps {
  resource: AnyResource;
  /** The row edited; without it, a new one is created. */
  row?: ResourceRow;
  /** Values a new row starts with (a subcategory's parent). */
  defaults?: Record<string, unknown>;
  onDone: (row: ResourceRow) => void;
  onCancel?: () => void;
}

function initialValues(resource: AnyResource, source: FormValues): FormValues {
  return Object.fromEntries(
    (resource.form ?? []).map((field) => {
      const value = source[field.key];
      if (value !== undefined && value !== null) return [field.key, value];
      return [
        field.key,
        field.kind === 'boolean'
          ? false
          : field.kind === 'text' || field.kind === 'password'
            ? ''
            : null,
      ];
    }),
  );
}

/** A resource without the contract of this write shows no form; the hook still needs one. */
const noContract: ContractSchema = { safeParse: (value) => ({ success: true, data: value }) };

/** Create or edit a row of `resource`, validated by the resource's create or patch contract. */
export function ResourceForm({ resource, row, defaults, onDone, onCancel }: ResourceFormProps) {
  const mode = row ? 'edit' : 'create';
  const schema = row ? resource.contract.patch : resource.contract.create;
  const fields = (resource.form ?? []).filter((field) => schema && field.key in schema.shape);
  const requiredBy = resource.contract.create ?? schema;
  const save = useSaveRow(resource);
  const { form, summary, onSubmit, showServerError } = useContractForm<FormValues>({
    mode: 'controlled',
    schema: schema ?? noContract,
    initialValues: initialValues(
      resource,
      (row as FormValues | undefined) ?? { ...(schema && contractDefaults(schema)), ...defaults },
    ),
    toRequest: (values) => (schema ? payloadOf(schema, values, mode) : values),
    // An edit may leave a field out, but what the create contract needs stays needed.
    checks: (values) =>
      Object.fromEntries(
        fields
          .filter((field) => requiredBy && isRequired(requiredBy, field.key))
          .filter((field) => isBlank(values[field.key]))
          .map((field) => [field.key, validationMessages.required]),
      ),
    labels: Object.fromEntries(fields.map((field) => [field.key, field.label])),
  });
  if (!schema) return null;

  const submit = onSubmit((_request, values) => {
    const payload = payloadOf(schema, values, mode);
    // An edit sends only what changed: some fields (a user's status, login) only certain
    // roles may send at all, even unchanged.
    const body = row
      ? Object.fromEntries(Object.entries(payload).filter(([key]) => form.isDirty(key)))
      : payload;
    save.mutate({ id: row?.id, body }, { onSuccess: onDone, onError: showServerError });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {fields.map((field) => (
          <FormField
            key={field.key}
            field={field}
            form={form}
            // An edit may leave a field out, but the create contract says what must be filled.
            required={requiredBy ? isRequired(requiredBy, field.key) : false}
          />
        ))}
        {summary && (
          <Alert color="red" role="alert">
            {summary}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              <Trans>Отмена</Trans>
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {row ? <Trans>Сохранить</Trans> : <Trans>Создать</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
