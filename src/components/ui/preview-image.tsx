import { type FileSize, useFileUrl } from '#src/lib/use-file-url';

interface PreviewImageProps {
  fileId: number;
  size: FileSize;
  /** The image's name once it shows. */
  alt: string;
  width: number;
  height?: number;
  radius?: number;
}

/**
 * A stored image's preview at a fixed size: one `<img>` from the start, a grey box until its file
 * has come. Not a skeleton swapped for an image: a list's previews arrive together and React
 * commits them in one task it cannot slice, where each swap took an element down and built
 * another (a large share of that task on a slow tablet); setting the `src` of the element already
 * there is all an arrival costs.
 */
export function PreviewImage({
  fileId,
  size,
  alt,
  width,
  height = width,
  radius = 4,
}: PreviewImageProps) {
  const src = useFileUrl(fileId, size);
  return (
    <img
      src={src}
      // Until it shows something the box is decorative: a picture not there has no name.
      alt={src ? alt : ''}
      width={width}
      height={height}
      style={{
        display: 'block',
        objectFit: 'cover',
        borderRadius: radius,
        background: src ? undefined : 'var(--mantine-color-gray-light)',
      }}
    />
  );
}
