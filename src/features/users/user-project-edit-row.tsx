import { useLingui } from '@lingui/react/macro';
import { Select, Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listQueryOptions } from '#src/components/crud/resource-api';
import { rowTitle } from '#src/components/crud/resource-definition';
import { RowEditActions } from '#src/components/crud/row-edit-actions';
import { useSaveRow } from '#src/components/crud/use-resource-mutations';
import { DateField } from '#src/components/ui/date-fields';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import type { UserProjectLink, UserProjectPatch } from '#src/contracts/user-projects';
import { executorsFilterResource, userProjectLinksResource } from '#src/resources/users-projects';

/**
 * A link edited in place: the manager (one of the project's people), the position and the
 * period. Only what differs is sent; the dates' order is checked here first.
 */
export function UserProjectEditRow(props: { link: UserProjectLink; onDone: () => void }) {
  const { link, onDone } = props;
  const { t } = useLingui();
  const save = useSaveRow(userProjectLinksResource);
  const people = useQuery(
    listQueryOptions(executorsFilterResource, {
      project_ids: [link.project_id],
      limit: MAX_PAGE_SIZE,
      offset: 0,
    }),
  );
  const [manager, setManager] = useState(link.manager_id ? String(link.manager_id) : null);
  const [position, setPosition] = useState(link.position ?? '');
  const [start, setStart] = useState(link.start_date);
  const [end, setEnd] = useState(link.end_date);
  const [dateError, setDateError] = useState<string | null>(null);
  const managers = (people.data?.items ?? [])
    .filter((person) => person.id !== link.user_id)
    .map((person) => ({
      value: String(person.id),
      label: rowTitle(executorsFilterResource, person),
    }));
  if (link.manager_id && !managers.some((m) => m.value === String(link.manager_id))) {
    managers.unshift({ value: String(link.manager_id), label: link.manager_name ?? '' });
  }

  const submit = () => {
    if (start && end && start > end) {
      setDateError(t`Дата начала не может быть позже даты окончания`);
      return;
    }
    setDateError(null);
    const next: UserProjectPatch = {
      manager_id: manager ? Number(manager) : null,
      position: position.trim() || null,
      start_date: start,
      end_date: end,
    };
    const body = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => link[key as keyof UserProjectLink] !== value),
    );
    save.mutate({ id: link.id, body }, { onSuccess: onDone });
  };

  return (
    <Table.Tr>
      <Table.Td>{link.project_name}</Table.Td>
      <Table.Td>
        <Select
          aria-label={t`Менеджер`}
          data={managers}
          value={manager}
          onChange={setManager}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t`Должность`}
          value={position}
          onChange={(event) => setPosition(event.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <DateField
          aria-label={t`Начало`}
          value={start}
          error={dateError}
          clearable
          onChange={setStart}
        />
      </Table.Td>
      <Table.Td>
        <DateField aria-label={t`Окончание`} value={end} clearable onChange={setEnd} />
      </Table.Td>
      <RowEditActions
        saving={save.isPending}
        error={save.error}
        onSave={submit}
        onCancel={onDone}
      />
    </Table.Tr>
  );
}
