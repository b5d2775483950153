import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '#server/access/require-user';
import type { FileRow } from '#server/files/file-access';
import { createFileLinks } from '#server/files/links/write-links';
import { receiveUpload, receiveUploads } from '#server/files/uploads/receive-upload';
import { keepAnswerIn } from '#server/http/idempotency';
import { parseFields } from '#server/http/parse-fields';
import { registerCall } from '#server/http/register-call';
import type { FileStorage } from '#server/storage/file-storage';
import {
  bulkUploadFieldsSchema,
  fileCalls,
  IMAGE_MIMES,
  MAX_BULK_FILES,
  UPLOAD_TYPES,
  uploadFieldsSchema,
} from '#src/contracts/files';
import { assertBulkTargets } from './bulk-targets';
import { setPlanogramFile } from './planogram-file';
import { discardOnError, fileReply, saveUpload } from './save-upload';
import { setSkuImage } from './sku-image';
import { assertUploadTarget } from './upload-target';
import { setUserPhoto } from './user-photo';

/**
 * Uploads need a portal user and name the object the file is for, which the caller must be
 * allowed to write (upload-target.ts). Multipart bodies are read by the handlers, not by
 * validation.
 */
export function uploadRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    registerCall(app, fileCalls.uploadFile, async (request, reply) => {
      const upload = await receiveUpload(request, storage);
      const row = await discardOnError(storage, [upload.blob], async () => {
        const fields = parseFields(uploadFieldsSchema, upload.fields);
        const target = await assertUploadTarget(request, fields);
        // The outbox sends photos: the answer commits with the file (server/http/idempotency.ts).
        return app.db.transaction(async (tx) => {
          const saved = await saveUpload(tx, storage, upload.blob, {
            userId: callerOf(request).id,
            allowed: UPLOAD_TYPES[fields.type],
          });
          if ('photoOf' in target) await setUserPhoto(tx, target.photoOf, saved.id);
          if ('planogramOf' in target) await setPlanogramFile(tx, target.planogramOf, saved.id);
          if ('imageOfSku' in target) await setSkuImage(tx, target.imageOfSku, saved.id);
          await keepAnswerIn(tx, request, 201, fileReply(app.config, saved));
          return saved;
        });
      });
      return reply.code(201).send(fileReply(app.config, row));
    });

    registerCall(app, fileCalls.uploadFiles, async (request, reply) => {
      const { fields, blobs } = await receiveUploads(request, storage, MAX_BULK_FILES);
      const userId = callerOf(request).id;
      const result = await discardOnError(storage, blobs, async () => {
        const { objects } = parseFields(bulkUploadFieldsSchema, fields);
        const targets = await assertBulkTargets(request, objects);
        // One transaction: a failed link leaves no file row behind (the blobs go too).
        return app.db.transaction(async (tx) => {
          const saved: FileRow[] = [];
          for (const blob of blobs) {
            saved.push(await saveUpload(tx, storage, blob, { userId, allowed: IMAGE_MIMES }));
          }
          const ids = await createFileLinks(
            tx,
            saved.flatMap((file) =>
              targets.map((target) => ({
                ...target,
                file_id: file.id,
                user_id: userId,
                extend_data: { file_created_at: file.created_at.toISOString() },
              })),
            ),
          );
          const files = saved.map((file) => fileReply(app.config, file));
          const answer = { file_link_id: ids[0], file_link_ids: ids, file: files[0], files };
          // The outbox sends a check's photos: the answer commits with them (idempotency.ts).
          await keepAnswerIn(tx, request, 201, answer);
          return answer;
        });
      });
      return reply.code(201).send(result);
    });
  };
}
