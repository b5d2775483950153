import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type RowLink, RowOpenLink } from '../ui/row-link';

/**
 * The end of a list's or a child table's row: open it, change it, remove it, each shown only
 * when given. One piece, so every table's rows offer the same buttons with the same names.
 */
export function RowActions(props: {
  link?: RowLink;
  onEdit?: () => void;
  onRemove?: () => void;
  /** The remove button's name and icon where it is not a deletion (unlinking, say). */
  removeLabel?: string;
  removeIcon?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      {props.link && <RowOpenLink link={props.link} />}
      {props.onEdit && (
        <ActionIcon variant="subtle" aria-label={t`Изменить`} onClick={props.onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
      {props.onRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={props.removeLabel ?? t`Удалить`}
          onClick={props.onRemove}
        >
          {props.removeIcon ?? <IconTrash size={16} />}
        </ActionIcon>
      )}
    </Group>
  );
}
