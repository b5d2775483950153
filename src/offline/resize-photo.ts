import { PHOTO_UPLOAD_DEFAULTS } from '#src/contracts/visits';

/** Where the visit's project gives no photo settings (visit details' photo_upload). */
const DEFAULT_PHOTO_MAX_SIDE = PHOTO_UPLOAD_DEFAULTS.max_side;
const DEFAULT_PHOTO_QUALITY = PHOTO_UPLOAD_DEFAULTS.quality;

export interface ResizeOptions {
  maxSide?: number;
  /** JPEG quality, 0–1. */
  quality?: number;
}

/** The size a `width` × `height` picture gets with its longest side at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A photo resized on the device before it is queued, so that a tablet's 8 MB camera shots do not
 * fill the outbox or the mobile plan: longest side `maxSide`, re-encoded as JPEG. A file that is
 * not a readable image is queued as it is (the server judges it).
 */
export async function resizePhoto(file: Blob, options: ResizeOptions = {}): Promise<Blob> {
  const maxSide = options.maxSide ?? DEFAULT_PHOTO_MAX_SIDE;
  const quality = options.quality ?? DEFAULT_PHOTO_QUALITY;
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(size.width, size.height);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', quality),
    );
  } finally {
    bitmap.close();
  }
}
