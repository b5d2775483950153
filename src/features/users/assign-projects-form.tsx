import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useResourceOptions } from '#src/components/crud/use-resource-options';
import { useContractForm } from '#src/components/form/use-contract-form';
import { DateField } from '#src/components/ui/date-fields';
import { type AssignUserProjects, assignUserProjectsSchema } from '#src/contracts/user-projects';
import { callerProjectsResource } from '#src/resources/users-projects';
import { useAssignProjects } from './use-user-project-changes';

interface AssignProjectsFormProps {
  userId: number;
  /** Projects the user is a current member of: offered again only to relink. */
  linked: ReadonlySet<number>;
  /** The user is not Active. */
  disabled: boolean;
}

interface Values {
  project_ids: string[];
  start_date: string | null;
  /** The call's query, not its body: the contract of the body never sees it. */
  relink: boolean;
}

const bodyOf = (values: Values): AssignUserProjects => ({
  project_ids: values.project_ids.map(Number),
  ...(values.start_date ? { start_date: values.start_date } : {}),
});

/** Projects chosen once each (the select holds no repeats; the server refuses them too). */
export function AssignProjectsForm({ userId, linked, disabled }: AssignProjectsFormProps) {
  const { t } = useLingui();
  const { options, loading } = useResourceOptions(callerProjectsResource);
  const assign = useAssignProjects(userId);
  const { form, summary, onSubmit, showServerError } = useContractForm<Values>({
    mode: 'controlled',
    schema: assignUserProjectsSchema,
    initialValues: { project_ids: [], start_date: null, relink: false },
    toRequest: bodyOf,
  });
  const { project_ids: chosen, relink } = form.getValues();
  const data = options
    .filter((option) => relink || !linked.has(option.value))
    .map((option) => ({ value: String(option.value), label: option.label }));

  const submit = onSubmit((_request, values) =>
    assign.mutate(
      { relink: values.relink, body: bodyOf(values) },
      { onSuccess: () => form.reset(), onError: showServerError },
    ),
  );

  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <MultiSelect
          label={t`Привязать к проектам`}
          data={data}
          {...form.getInputProps('project_ids')}
          placeholder={loading ? t`Загрузка…` : undefined}
          searchable
          clearable
          disabled={disabled}
          nothingFoundMessage={t`Ничего не найдено`}
          w={360}
        />
        <DateField
          label={t`Дата начала`}
          disabled={disabled}
          clearable
          {...form.getInputProps('start_date')}
        />
        <Button
          disabled={disabled || chosen.length === 0}
          loading={assign.isPending}
          onClick={() => submit()}
        >
          <Trans>Привязать</Trans>
        </Button>
      </Group>
      <Checkbox
        label={t`Перепривязать: заменить привязки к уже назначенным проектам`}
        disabled={disabled}
        {...form.getInputProps('relink', { type: 'checkbox' })}
      />
      {summary && (
        <Text c="red" size="sm" role="alert">
          {summary}
        </Text>
      )}
    </Stack>
  );
}
