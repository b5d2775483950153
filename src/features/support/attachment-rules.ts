import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_UPLOAD_BYTES } from '#src/contracts/files';
import { formatFileSize } from '#src/lib/file-size';

/** Spec section 5: the ticket's one attachment may be JPG, PNG, JPEG, GIF or WEBP. */
const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
const MIMES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** The picker's `accept`: a hint to the file dialog; the check below is what refuses. */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`),
  ...MIMES,
].join(',');

const maxSize = formatFileSize(MAX_UPLOAD_BYTES);

export const attachmentMessages = {
  format: msg`Недопустимый формат файла: можно прикрепить JPG, PNG, JPEG, GIF или WEBP`,
  tooLarge: msg`Файл слишком большой: не более ${maxSize}`,
  empty: msg`Файл пуст`,
};

/**
 * Why `file` cannot be attached, or null. By its name's extension and, when the browser knows
 * it, its type (a renamed document is refused here; the service sniffs the bytes as well).
 */
export function attachmentProblem(
  file: Pick<File, 'name' | 'type' | 'size'> | null,
): MessageDescriptor | null {
  if (!file) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const knownExtension = (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
  if (!knownExtension || (file.type !== '' && !MIMES.has(file.type))) {
    return attachmentMessages.format;
  }
  if (file.size === 0) return attachmentMessages.empty;
  if (file.size > MAX_UPLOAD_BYTES) return attachmentMessages.tooLarge;
  return null;
}
