import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '#server/access/require-user';
import { linkViewerOf } from '#server/files/links/link-access';
import { assertQuestionsOfVisits } from '#server/files/links/link-questions';
import { assertVisitsLinkable } from '#server/files/links/link-targets';
import { createFileLinks } from '#server/files/links/write-links';
import { keepAnswerIn } from '#server/http/idempotency';
import type { FileStorage } from '#server/storage/file-storage';
import {
  bulkUploadFieldsSchema,
  bulkUploadSchema,
  fileSchema,
  IMAGE_MIMES,
  UPLOAD_TYPES,
  uploadFieldsSchema,
} from '#src/contracts/files';
import { parseFields } from './parse-fields';
import { receiveUpload } from './receive-upload';
import { discardOnError, fileReply, saveUpload } from './save-upload';
import { assertUploadTarget } from './upload-target';
import { setUserPhoto } from './user-photo';

/**
 * Uploads need a portal user and name the object the file is for, which the caller must be
 * allowed to write (upload-target.ts). Multipart bodies are read by the handlers, not by
 * validation.
 */
export function uploadRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/files/upload/',
      {
        config: { permission: 'portal' },
        schema: {
          summary: 'Upload a file (multipart: file, type, object_id, user_id, visit_id)',
          consumes: ['multipart/form-data'],
          response: { 201: fileSchema },
        },
      },
      async (request, reply) => {
        const upload = await receiveUpload(request, storage);
        const row = await discardOnError(storage, upload, async () => {
          const fields = parseFields(uploadFieldsSchema, upload.fields);
          const target = await assertUploadTarget(request, fields);
          // The outbox sends photos: the answer commits with the file (server/http/idempotency.ts).
          return app.db.transaction(async (tx) => {
            const saved = await saveUpload(tx, storage, upload, {
              userId: callerOf(request).id,
              allowed: UPLOAD_TYPES[fields.type],
            });
            if ('photoOf' in target) await setUserPhoto(tx, target.photoOf, saved.id);
            await keepAnswerIn(tx, request, 201, fileReply(app.config, saved));
            return saved;
          });
        });
        return reply.code(201).send(fileReply(app.config, row));
      },
    );

    app.post(
      '/api/v1/files/upload/list/',
      {
        config: { permission: 'portal' },
        schema: {
          summary: 'Upload a photo for question results of visits (multipart: file, objects)',
          consumes: ['multipart/form-data'],
          response: { 201: bulkUploadSchema },
        },
      },
      async (request, reply) => {
        const upload = await receiveUpload(request, storage);
        const userId = callerOf(request).id;
        const result = await discardOnError(storage, upload, async () => {
          const { objects } = parseFields(bulkUploadFieldsSchema, upload.fields);
          const viewer = await linkViewerOf(request, 'write');
          await assertVisitsLinkable(
            app.db,
            viewer,
            objects.map((object) => object.visit_id),
          );
          await assertQuestionsOfVisits(
            app.db,
            objects.map((object, i) => ({
              field: `objects.${i}.object_id`,
              visitId: object.visit_id,
              type: object.type,
              questionId: object.object_id,
            })),
          );
          // One transaction: a failed link leaves no file row behind (the blob goes too).
          return app.db.transaction(async (tx) => {
            const file = await saveUpload(tx, storage, upload, { userId, allowed: IMAGE_MIMES });
            const ids = await createFileLinks(
              tx,
              objects.map((object) => ({
                generic_type: object.generic_type,
                generic_id: object.visit_id,
                type: object.type,
                object_id: object.object_id,
                visit_id: object.visit_id,
                file_id: file.id,
                user_id: userId,
                extend_data: { file_created_at: file.created_at.toISOString() },
              })),
            );
            return { file_link_id: ids[0], file_link_ids: ids, file: fileReply(app.config, file) };
          });
        });
        return reply.code(201).send(result);
      },
    );
  };
}
