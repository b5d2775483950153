import { useLingui } from '@lingui/react/macro';
import { Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '#src/components/crud/resource-api';
import { type AnyResource, rowTitle } from '#src/components/crud/resource-definition';
import { RowEditActions, RowEditor } from '#src/components/crud/row-edit-actions';
import { useSaveRow } from '#src/components/crud/use-resource-mutations';
import { useContractForm } from '#src/components/form/use-contract-form';
import { DateField } from '#src/components/ui/date-fields';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import {
  type UserProjectLink,
  type UserProjectPatch,
  userProjectPatchSchema,
} from '#src/contracts/user-projects';
import { validationMessages } from '#src/lib/validation-messages';
import { executorsFilterResource, userProjectLinksResource } from '#src/resources/users-projects';

interface Values {
  manager_id: string | null;
  position: string;
  start_date: string | null;
  end_date: string | null;
}

/** The whole link as the patch would set it: the contract checks it all, dates' order too. */
const patchOf = (values: Values): UserProjectPatch => ({
  manager_id: values.manager_id ? Number(values.manager_id) : null,
  position: values.position.trim() || null,
  start_date: values.start_date,
  end_date: values.end_date,
});

/**
 * A link edited in place: the manager (one of the project's people), the position and the
 * period. Only what differs is sent; the patch's contract is asked first.
 */
export function UserProjectEditRow(props: {
  link: UserProjectLink;
  /** The user's row (of the users or of the team), under which the links are kept. */
  parent: AnyResource;
  onDone: () => void;
}) {
  const { link, onDone } = props;
  const { t } = useLingui();
  const save = useSaveRow(userProjectLinksResource, props.parent);
  const people = useQuery(
    listQueryOptions(executorsFilterResource, {
      project_ids: [link.project_id],
      limit: MAX_PAGE_SIZE,
      offset: 0,
    }),
  );
  const { form, onSubmit, showServerError } = useContractForm<Values>({
    mode: 'controlled',
    schema: userProjectPatchSchema,
    initialValues: {
      manager_id: link.manager_id ? String(link.manager_id) : null,
      position: link.position ?? '',
      start_date: link.start_date,
      end_date: link.end_date,
    },
    toRequest: patchOf,
    messages: { start_date: validationMessages.startAfterEnd },
  });
  const managers = (people.data?.items ?? [])
    .filter((person) => person.id !== link.user_id)
    .map((person) => ({
      value: String(person.id),
      label: rowTitle(executorsFilterResource, person),
    }));
  if (link.manager_id && !managers.some((m) => m.value === String(link.manager_id))) {
    managers.unshift({ value: String(link.manager_id), label: link.manager_name ?? '' });
  }

  const submit = onSubmit((_request, values) => {
    const body = Object.fromEntries(
      Object.entries(patchOf(values)).filter(
        ([key, value]) => link[key as keyof UserProjectLink] !== value,
      ),
    );
    save.mutate({ id: link.id, body }, { onSuccess: onDone, onError: showServerError });
  });

  return (
    <RowEditor>
      <Text fw={500} mb={8}>
        {link.project_name}
      </Text>
      <Select
        label={t`Менеджер`}
        data={managers}
        {...form.getInputProps('manager_id')}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput label={t`Должность`} {...form.getInputProps('position')} />
      <DateField label={t`Начало`} clearable {...form.getInputProps('start_date')} />
      <DateField label={t`Окончание`} clearable {...form.getInputProps('end_date')} />
      <RowEditActions
        saving={save.isPending}
        error={save.error}
        onSave={() => submit()}
        onCancel={onDone}
      />
    </RowEditor>
  );
}
