import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, CloseButton, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { type EntityTag, TAG_ENTITY_AREAS, type TagEntityType } from '#src/contracts/catalog/tags';
import { confirmAction } from '../ui/confirm-action';
import { tagKeys } from './query-keys';
import {
  addTag,
  createTag,
  entityTagsQueryOptions,
  removeTag,
  tagChoicesQueryOptions,
} from './tags-api';

/** The choice that makes a tag of what was typed. */
const NEW = 'new';

/**
 * The project a tag of the entity belongs to: a project outlet's, the project itself; a
 * reference outlet is in none, so its new tags are shared.
 */
function tagProjectOf(entityType: TagEntityType, row: object): number | null {
  const values = row as { id: number; project_id?: unknown };
  if (entityType === 'project') return values.id;
  if (entityType === 'project_outlet' && typeof values.project_id === 'number') {
    return values.project_id;
  }
  return null;
}

interface EntityTagsProps {
  entityType: TagEntityType;
  /** The entity's row as its detail screen loaded it. */
  row: { id: number };
}

/**
 * The tags on one entity: chips, removed after a confirmation with the Delete right; a select
 * that adds one of the kind's tags, or makes a new one of the typed text, with CREATE on the
 * entity's area.
 */
export function EntityTags({ entityType, row }: EntityTagsProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const area = TAG_ENTITY_AREAS[entityType];
  const canAdd = useCan(area, 'create');
  const canRemove = useCan(area, 'delete');
  const projectId = tagProjectOf(entityType, row);
  const [search, setSearch] = useState('');

  const onEntity = useQuery(entityTagsQueryOptions(entityType, row.id));
  const choices = useQuery({
    ...tagChoicesQueryOptions(entityType, projectId === null ? [] : [projectId]),
    enabled: canAdd,
  });
  const done = (message: string) => {
    toasts.show({ color: 'green', message });
    setSearch('');
    return queryClient.invalidateQueries({ queryKey: tagKeys.all });
  };
  const add = useMutation({
    mutationFn: async ({ choice, name }: { choice: string; name: string }) => {
      const tagId =
        choice === NEW
          ? (
              await createTag({
                name,
                entity_type: entityType,
                project_id: projectId,
              })
            ).id
          : Number(choice);
      return addTag({ tag_id: tagId, entity_type: entityType, entity_id: row.id });
    },
    onSuccess: () => done(t`Тег добавлен`),
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });
  const remove = useMutation({
    mutationFn: (link: EntityTag) => removeTag(link.id),
    onSuccess: () => done(t`Тег удалён`),
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });
  const askRemove = async (link: EntityTag) => {
    if (await confirmAction({ title: t`Удалить тег?`, message: link.name })) remove.mutate(link);
  };

  const links = onEntity.data?.items ?? [];
  const typed = search.trim();
  const available = (choices.data?.items ?? [])
    .filter((tag) => !links.some((link) => link.tag_id === tag.id))
    .map((tag) => ({ value: String(tag.id), label: tag.name }));
  const known = (choices.data?.items ?? []).some(
    (tag) => tag.name.toLowerCase() === typed.toLowerCase(),
  );
  const data =
    typed && !known ? [...available, { value: NEW, label: t`Создать тег «${typed}»` }] : available;

  return (
    <Stack gap="xs" maw={720} data-testid="entity-tags">
      <Title order={4}>
        <Trans>Теги</Trans>
      </Title>
      {onEntity.isError ? (
        <Text c="red">{errorText(onEntity.error)}</Text>
      ) : (
        <Group gap="xs">
          {links.length === 0 && !onEntity.isPending && (
            <Text c="dimmed">
              <Trans>Тегов нет</Trans>
            </Text>
          )}
          {links.map((link) => (
            <Badge
              key={link.id}
              variant="light"
              color={link.color ?? 'gray'}
              size="lg"
              tt="none"
              rightSection={
                canRemove && (
                  <CloseButton
                    size="xs"
                    aria-label={t`Удалить тег ${link.name}`}
                    disabled={remove.isPending}
                    onClick={() => void askRemove(link)}
                  />
                )
              }
            >
              {link.name}
            </Badge>
          ))}
        </Group>
      )}
      {canAdd && (
        <Select
          aria-label={t`Добавить тег`}
          placeholder={t`Добавить тег`}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={data}
          value={null}
          onChange={(choice) => choice && add.mutate({ choice, name: typed })}
          disabled={add.isPending}
          nothingFoundMessage={t`Ничего не найдено`}
          maw={320}
        />
      )}
    </Stack>
  );
}
