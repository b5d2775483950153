import { useLingui } from '@lingui/react/macro';
import { Center, Skeleton, UnstyledButton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFileUrl } from '#src/lib/use-file-url';

/** A cell a finger hits easily on a tablet held upright: four or five to a row. */
const THUMB_SIZE = 132;

interface ReportThumbProps {
  /** The thumbnail the app stored with the photo; null: none, a placeholder is shown. */
  previewFileId: number | null;
  label: string;
  onOpen: () => void;
}

/**
 * One photo of the gallery: its stored thumbnail, fetched once the cell comes near the screen
 * (a report's page holds dozens), a placeholder where the app stored none. Opens the viewer.
 */
export function ReportThumb({ previewFileId, label, onOpen }: ReportThumbProps) {
  const { ref, inViewport } = useInViewport();
  // Once seen, kept: scrolling back does not ask again.
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const src = useFileUrl(seen ? previewFileId : null, 'small');
  return (
    <UnstyledButton
      ref={ref}
      onClick={onOpen}
      aria-label={label}
      data-testid="report-photo"
      style={{ width: THUMB_SIZE, height: THUMB_SIZE, borderRadius: 4, overflow: 'hidden' }}
    >
      {previewFileId === null ? (
        <NoThumb />
      ) : src ? (
        <img
          src={src}
          alt={label}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Skeleton width={THUMB_SIZE} height={THUMB_SIZE} />
      )}
    </UnstyledButton>
  );
}

function NoThumb() {
  const { t } = useLingui();
  return (
    <Center
      h="100%"
      bg="var(--mantine-color-default-hover)"
      c="dimmed"
      title={t`Миниатюры нет: фото откроется целиком`}
      data-testid="no-thumb"
    >
      <IconPhoto size={40} stroke={1.2} aria-hidden />
    </Center>
  );
}
