import type { z } from 'zod/mini';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { readableFile } from '#server/files/file-access';
import type { LinkViewer } from '#server/files/links/link-access';
import { assertQuestionsOfVisits } from '#server/files/links/link-questions';
import { assertTargetLinkable } from '#server/files/links/link-targets';
import { getFileLink } from '#server/files/links/list-file-links';
import { createFileLinks } from '#server/files/links/write-links';
import { ApiError } from '#server/http/errors';
import { FILE_MESSAGES, type FileLink, type fileLinkCreateSchema } from '#src/contracts/files';

type FileLinkInput = z.output<typeof fileLinkCreateSchema>;

/** One link in the reply shape; a link that vanished is not found. */
export async function fileLinkOr404(db: Database, config: AppConfig, id: number) {
  const link = await getFileLink(db, config, id);
  if (!link) throw new ApiError(404, FILE_MESSAGES.linkNotFound);
  return link;
}

/**
 * Links a file to a visit (a photo, of one of its questions) or to the caller's support
 * request, in one transaction. Only a file the caller may see: their upload, or one already
 * shown to them (a copy). Answers the new link.
 */
export async function createFileLink(
  db: Database,
  config: AppConfig,
  options: {
    viewer: LinkViewer;
    input: FileLinkInput;
    userId: number;
    /** Runs last inside the transaction with the new link: the route keeps its answer there. */
    beforeCommit?: (tx: Database, link: FileLink) => Promise<void>;
  },
): Promise<FileLink> {
  const { viewer, userId, beforeCommit } = options;
  const { extend_data, ...input } = options.input;
  const visitId = await assertTargetLinkable(db, viewer, input);
  const question = { field: 'object_id', visitId, type: input.type, questionId: input.object_id };
  await assertQuestionsOfVisits(db, [question]);
  const file = await readableFile(db, viewer, input.file_id);
  return db.transaction(async (tx) => {
    const [id] = await createFileLinks(tx, [
      {
        ...input,
        visit_id: visitId,
        user_id: userId,
        extend_data: { file_created_at: file.created_at.toISOString(), ...extend_data },
      },
    ]);
    const created = await fileLinkOr404(tx, config, id);
    await beforeCommit?.(tx, created);
    return created;
  });
}
