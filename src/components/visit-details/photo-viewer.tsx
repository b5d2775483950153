import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Dialog } from '#src/components/ui/dialog';
import { useFileUrl } from '#src/lib/use-file-url';

/** What the viewer needs of a photo: its file (a visit's photo, a report's). */
interface ViewedPhoto {
  file_id: number;
}

interface PhotoViewerProps<Photo extends ViewedPhoto> {
  photos: readonly Photo[];
  /** The photo shown; null: closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** Without it, no delete button (check mode, or no right). */
  onDelete?: (photo: NoInfer<Photo>) => void;
  /** What is said under the photo (where and when it was taken). */
  caption?: (photo: NoInfer<Photo>) => ReactNode;
}

/** Full size, one photo at a time: ← and → move, Esc closes (the modal's own). */
export function PhotoViewer<Photo extends ViewedPhoto>({
  photos,
  index,
  onIndex,
  onDelete,
  caption,
}: PhotoViewerProps<Photo>) {
  const { t } = useLingui();
  const count = photos.length;
  const current = index === null ? undefined : photos[index];
  const opened = current !== undefined;
  const move = (step: number) => {
    if (index === null || count === 0) return;
    onIndex((index + step + count) % count);
  };

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') move(1);
      else if (event.key === 'ArrowLeft') move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const position = (index ?? 0) + 1;
  return (
    <Dialog
      opened={opened}
      onClose={() => onIndex(null)}
      size="xl"
      centered
      title={
        <Text data-testid="photo-counter">
          <Trans>
            Фото {position} из {count}
          </Trans>
        </Text>
      }
    >
      {current && (
        <Stack>
          <Group wrap="nowrap" gap="xs" align="center">
            <ActionIcon
              variant="subtle"
              size="xl"
              aria-label={t`Предыдущее фото`}
              onClick={() => move(-1)}
              disabled={count < 2}
            >
              <IconChevronLeft />
            </ActionIcon>
            <FullPhoto photo={current} alt={t`Фото ${position}`} />
            <ActionIcon
              variant="subtle"
              size="xl"
              aria-label={t`Следующее фото`}
              onClick={() => move(1)}
              disabled={count < 2}
            >
              <IconChevronRight />
            </ActionIcon>
          </Group>
          {caption?.(current)}
          {onDelete && (
            <Group justify="flex-end">
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => onDelete(current)}
              >
                <Trans>Удалить фото</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Dialog>
  );
}

function FullPhoto({ photo, alt }: { photo: ViewedPhoto; alt: string }) {
  const src = useFileUrl(photo.file_id);
  return (
    <Center style={{ flex: 1, minHeight: 300 }}>
      {src ? (
        <img
          src={src}
          alt={alt}
          data-file-id={photo.file_id}
          style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
        />
      ) : (
        <Loader />
      )}
    </Center>
  );
}
