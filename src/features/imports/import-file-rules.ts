import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IMPORT_FORMATS, MAX_IMPORT_BYTES } from '#src/contracts/imports';
import { formatFileSize } from '#src/lib/file-size';

const maxSize = formatFileSize(MAX_IMPORT_BYTES, 0);

export const importFileMessages = {
  format: msg`Недопустимый формат файла: можно загрузить XLS, XLSX или CSV`,
  tooLarge: msg`Файл слишком большой: не более ${maxSize}`,
  empty: msg`Файл пуст`,
};

/**
 * Why `file` cannot be imported, or null, before anything is sent: by its name's extension
 * (browsers give a CSV a different type on each system; the service reads the bytes as well)
 * and its size.
 */
export function importFileProblem(
  file: Pick<File, 'name' | 'size'> | null,
): MessageDescriptor | null {
  if (!file) return null;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1].toLowerCase() ?? '';
  if (!(IMPORT_FORMATS as readonly string[]).includes(extension)) return importFileMessages.format;
  if (file.size === 0) return importFileMessages.empty;
  if (file.size > MAX_IMPORT_BYTES) return importFileMessages.tooLarge;
  return null;
}
