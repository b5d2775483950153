import { mainApi } from '#src/api/services';
import type { FileLink, FileLinkCreate } from '#src/contracts/files';

/** POST {main}/file_links/ — generic_type, generic_id, file_id, is_preview. */
export function createFileLink(link: FileLinkCreate): Promise<FileLink> {
  return mainApi.post<FileLink>('/file_links/', link);
}
