import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator, MultiSelect, Tooltip } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import { userProjectsQueryOptions } from './api/get-user-projects';
import { useChangeProjectScope } from './use-change-project-scope';

interface ProjectSelectorProps {
  /** The menu's narrow state: an icon that opens the menu instead of the field. */
  collapsed?: boolean;
  onExpand?: () => void;
}

/** The side menu's project selector (spec section 1): the projects every screen is scoped to. */
export function ProjectSelector({ collapsed = false, onExpand }: ProjectSelectorProps) {
  const { t } = useLingui();
  const selected = useProjectScope();
  const changeScope = useChangeProjectScope();
  const projects = useQuery(userProjectsQueryOptions());
  // Shown at once while the new selection's permissions load.
  const [pending, setPending] = useState<readonly number[] | null>(null);
  const value = pending ?? selected;

  const data = useMemo(
    () =>
      (projects.data ?? []).map((project) => ({
        value: project.id,
        label: project.is_active ? project.name : t`${project.name} (закрыт)`,
      })),
    [projects.data, t],
  );

  const summary = value.length
    ? plural(value.length, {
        one: 'Выбран # проект',
        few: 'Выбрано # проекта',
        many: 'Выбрано # проектов',
        other: 'Выбрано # проекта',
      })
    : t`Все проекты`;

  if (collapsed) {
    return (
      <Tooltip label={summary} position="right">
        <Indicator disabled={value.length === 0} label={value.length} size={16} offset={4}>
          <ActionIcon variant="subtle" size="lg" onClick={onExpand} aria-label={summary}>
            <IconFolders size={20} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
    );
  }

  const onChange = (ids: number[]) => {
    setPending(ids);
    void changeScope(ids).finally(() => setPending(null));
  };

  return (
    <MultiSelect<number>
      label={t`Проекты`}
      placeholder={value.length ? undefined : t`Все проекты`}
      aria-description={summary}
      data={data}
      value={[...value]}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t`Ничего не найдено`}
      disabled={projects.isPending}
      error={projects.isError ? t`Не удалось загрузить проекты` : undefined}
      maxDropdownHeight={320}
      data-testid="project-selector"
    />
  );
}
