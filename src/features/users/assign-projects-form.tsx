import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { useResourceOptions } from '#src/components/crud/use-resource-options';
import { DateField } from '#src/components/ui/date-fields';
import { callerProjectsResource } from '#src/resources/users-projects';
import { useAssignProjects } from './use-user-project-changes';

interface AssignProjectsFormProps {
  userId: number;
  /** Projects the user is a current member of: offered again only to relink. */
  linked: ReadonlySet<number>;
  /** The user is not Active. */
  disabled: boolean;
}

/** Projects chosen once each (the select holds no repeats; the server refuses them too). */
export function AssignProjectsForm({ userId, linked, disabled }: AssignProjectsFormProps) {
  const { t } = useLingui();
  const { options, loading } = useResourceOptions(callerProjectsResource);
  const [chosen, setChosen] = useState<string[]>([]);
  const [relink, setRelink] = useState(false);
  const [start, setStart] = useState<string | null>(null);
  const assign = useAssignProjects(userId);
  const data = options
    .filter((option) => relink || !linked.has(option.value))
    .map((option) => ({ value: String(option.value), label: option.label }));

  const submit = () =>
    assign.mutate(
      {
        relink,
        body: { project_ids: chosen.map(Number), ...(start ? { start_date: start } : {}) },
      },
      {
        onSuccess: () => {
          setChosen([]);
          setRelink(false);
          setStart(null);
        },
      },
    );

  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <MultiSelect
          label={t`Привязать к проектам`}
          data={data}
          value={chosen}
          onChange={setChosen}
          placeholder={loading ? t`Загрузка…` : undefined}
          searchable
          clearable
          disabled={disabled}
          nothingFoundMessage={t`Ничего не найдено`}
          w={360}
        />
        <DateField
          label={t`Дата начала`}
          value={start}
          disabled={disabled}
          clearable
          onChange={setStart}
        />
        <Button
          disabled={disabled || chosen.length === 0}
          loading={assign.isPending}
          onClick={submit}
        >
          <Trans>Привязать</Trans>
        </Button>
      </Group>
      <Checkbox
        label={t`Перепривязать: заменить привязки к уже назначенным проектам`}
        checked={relink}
        disabled={disabled}
        onChange={(event) => setRelink(event.currentTarget.checked)}
      />
      {assign.isError && (
        <Text c="red" size="sm" role="alert">
          {errorText(assign.error)}
        </Text>
      )}
    </Stack>
  );
}
