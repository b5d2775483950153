/** A resized preview of an image (`?size=`); without one, the file as stored. */
export type FileSize = 'square' | 'small' | 'medium' | 'large';

/**
 * Query keys of stored files. The offline cache leaves `contents` out of what it persists and
 * lets them be fetched while offline (the service worker answers from its photo cache), so those
 * rules match this prefix.
 */
export const fileKeys = {
  all: ['files'] as const,
  contents: ['files', 'content'] as const,
  /** The re-check of fresh uploads: worth nothing once the page is gone, so never persisted. */
  linkStatuses: ['files', 'link-status'] as const,
  linkStatus: (linkIds: readonly number[]) => [...fileKeys.linkStatuses, [...linkIds]] as const,
  content: (fileId: number, size?: FileSize) =>
    size
      ? ([...fileKeys.contents, fileId, size] as const)
      : ([...fileKeys.contents, fileId] as const),
};
