import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readableFile } from '#server/files/file-access';
import { linkViewerOf } from '#server/files/links/link-access';
import type { PreviewStore } from '#server/files/previews';
import { ApiError } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import type { FileStorage } from '#server/storage/file-storage';
import { FILE_MESSAGES, fileCalls, IMAGE_MIMES, type PhotoSize } from '#src/contracts/files';

/**
 * A stored file never changes, so its content hash is its version; a preview's version is the
 * original's plus its size.
 */
const etagOf = (sha256: string, size?: PhotoSize) => `"${sha256}${size ? `-${size}` : ''}"`;

const isImage = (mime: string) => (IMAGE_MIMES as readonly string[]).includes(mime);

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const disposition = (name: string) => `inline; filename*=UTF-8''${encodeURIComponent(name)}`;

export function contentRoute(storage: FileStorage, previews: PreviewStore): FastifyPluginAsyncZod {
  return async (app) => {
    registerCall(app, fileCalls.fileContent, async (request, reply) => {
      const viewer = await linkViewerOf(request, 'read');
      const file = await readableFile(app.db, viewer, request.params.id);
      // `private`: the answer depends on who asks, so shared caches must not keep it. Set on
      // success only: an error must not be cached for a year.
      // Only images have previews; anything else answers its original under the original's tag.
      const size = isImage(file.mime) ? request.query.size : undefined;
      const caching = {
        'cache-control': 'private, max-age=31536000, immutable',
        etag: etagOf(file.sha256, size),
      };
      if (matches(request.headers['if-none-match'], caching.etag)) {
        return reply.code(304).headers(caching).send();
      }
      const preview = size ? await previews.get(file, size) : undefined;
      if (preview) {
        return reply
          .headers(caching)
          .type(preview.mime)
          .header('content-disposition', disposition(preview.name))
          .send(preview.content);
      }
      const content = await storage.get(file.storage_key);
      if (!content) {
        request.log.error({ fileId: file.id }, 'stored file is missing');
        throw new ApiError(404, FILE_MESSAGES.notFound);
      }
      return reply
        .headers(caching)
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', disposition(file.original_name))
        .send(content);
    });
  };
}
