import { useLingui } from '@lingui/react/macro';
import { Skeleton, UnstyledButton } from '@mantine/core';
import type { VisitPhoto } from '#src/contracts/visits';
import { useFileUrl } from '#src/lib/use-file-url';
import { type PhotoSize, photoCellWidth, photoUrl, previewSizeOf } from './photo-size';

interface PhotoThumbProps {
  photo: VisitPhoto;
  size: PhotoSize;
  /** Position among the visit's photos, for the accessible name. */
  index: number;
  onOpen: () => void;
}

/** One photo of the grid, fetched with the bearer token at the chosen size; opens the viewer. */
export function PhotoThumb({ photo, size, index, onOpen }: PhotoThumbProps) {
  const { t } = useLingui();
  const src = useFileUrl(photo.file_id, previewSizeOf(size));
  const width = photoCellWidth[size];
  const square = size === 'square' || size === 'small';
  const number = index + 1;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={t`Открыть фото ${number}`}
      style={{ width, height: square ? width : undefined }}
      data-photo-url={photoUrl(photo.url, size)}
    >
      {src ? (
        <img
          src={src}
          alt={t`Фото ${number}`}
          loading="lazy"
          style={{
            display: 'block',
            width: '100%',
            height: square ? '100%' : 'auto',
            objectFit: 'cover',
            borderRadius: 4,
          }}
        />
      ) : (
        <Skeleton width={width} height={square ? width : Math.round(width * 0.75)} />
      )}
    </UnstyledButton>
  );
}
