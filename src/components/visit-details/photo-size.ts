import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FileSize } from '#src/lib/use-file-url';
import { readStoredValue, useStoredValue } from '#src/lib/use-stored-value';

/** Spec section 9, "Photo grid options". */
export const PHOTO_SIZES = ['original', 'square', 'small', 'medium', 'large'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export const photoSizeLabels: Record<PhotoSize, MessageDescriptor> = {
  original: msg`Оригинал`,
  square: msg`Квадрат`,
  small: msg`Маленькие`,
  medium: msg`Средние`,
  large: msg`Большие`,
};

/** Width of a grid cell for each size; the original fills a wide cell at its own proportions. */
export const photoCellWidth: Record<PhotoSize, number> = {
  original: 320,
  square: 150,
  small: 120,
  medium: 220,
  large: 360,
};

/** The server's resized preview for a size (`?size=`); the original is the file as stored. */
export function previewSizeOf(size: PhotoSize): FileSize | undefined {
  return size === 'original' ? undefined : size;
}

/** The address of a photo at a size: `${url}?size=small`, the original as is. */
export function photoUrl(url: string, size: PhotoSize): string {
  const preview = previewSizeOf(size);
  return preview ? `${url}${url.includes('?') ? '&' : '?'}size=${preview}` : url;
}

const PHOTO_SIZE_STORAGE_KEY = 'sfa.visit-photo-size';

const isPhotoSize = (value: unknown): value is PhotoSize =>
  typeof value === 'string' && (PHOTO_SIZES as readonly string[]).includes(value);

const DEFAULT_PHOTO_SIZE: PhotoSize = 'medium';

/** The grid size the user last chose, remembered in this browser. */
export function usePhotoSize() {
  return useStoredValue<PhotoSize>(PHOTO_SIZE_STORAGE_KEY, DEFAULT_PHOTO_SIZE, isPhotoSize);
}

/** The same size, read outside a component (a route's loader). */
export function storedPhotoSize(): PhotoSize {
  return readStoredValue<PhotoSize>(PHOTO_SIZE_STORAGE_KEY, DEFAULT_PHOTO_SIZE, isPhotoSize);
}
