import { basename } from 'node:path';
import { pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError, REQUIRED_FIELD } from '#server/http/errors';
import type { FileStorage, StoredBlob } from '#server/storage/file-storage';
import {
  FILE_MESSAGES,
  IMAGE_MIMES,
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPES,
  type UploadMime,
} from '#src/contracts/files';
import { type InspectionPolicy, imagePolicy, UploadInspector } from './sniff';

export type ReceivedBlob<Mime extends string = UploadMime> = StoredBlob & {
  mime: Mime;
  original_name: string;
};

export interface ReceivedUpload {
  /** The other form fields, as sent (text, or parsed JSON for parts sent as application/json). */
  fields: Record<string, unknown>;
  blob: ReceivedBlob;
}

/** A bulk upload: the files in the order sent. */
export interface ReceivedUploads<Mime extends string = UploadMime> {
  fields: Record<string, unknown>;
  blobs: ReceivedBlob<Mime>[];
}

/** What an upload takes: its size, its formats (from the fields sent before it), their check. */
export interface UploadRules<Mime extends string> {
  maxBytes: number;
  allowedFor(fields: Record<string, unknown>): readonly string[];
  inspection: InspectionPolicy<Mime>;
  /** The refusal of a request without a file. */
  noFile?: string;
}

const imageRules: UploadRules<UploadMime> = {
  maxBytes: MAX_UPLOAD_BYTES,
  allowedFor: (fields) => allowedFor(fields.type),
  inspection: imagePolicy,
};

/** @fastify/multipart's refusals, in the user's language. */
const MULTIPART_ERRORS: Record<string, [number, string]> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, FILE_MESSAGES.notMultipart],
  FST_FILES_LIMIT: [400, FILE_MESSAGES.oneFile],
  FST_REQ_FILE_TOO_LARGE: [413, FILE_MESSAGES.tooLarge],
  FST_PARTS_LIMIT: [400, 'Слишком много полей формы'],
  FST_FIELDS_LIMIT: [400, 'Слишком много полей формы'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Поле формы содержит неверный JSON'],
};

function translated(error: unknown, maxFiles: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' && maxFiles > 1) {
    return new ApiError(400, FILE_MESSAGES.tooManyFiles);
  }
  const known = code ? MULTIPART_ERRORS[code] : undefined;
  return known ? new ApiError(known[0], known[1]) : error;
}

function allowedFor(type: unknown): readonly string[] {
  const types: Record<string, readonly string[]> = UPLOAD_TYPES;
  return typeof type === 'string' && Object.hasOwn(types, type) ? types[type] : IMAGE_MIMES;
}

const nameOf = (filename: string) => basename(filename.replaceAll('\\', '/')).trim().slice(-255);

/**
 * Reads a multipart upload: one file, stored as it streams in (checked by its first bytes and
 * its size on the way, see sniff.ts), and the other fields, in whatever order they come. The
 * caller validates the fields and must `storage.remove` the blob if it then refuses the upload.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<ReceivedUpload> {
  const { fields, blobs } = await receiveUploads(request, storage, 1);
  // receiveUploads refuses a request without a file.
  return { fields, blob: blobs[0] as ReceivedBlob };
}

/** As receiveUpload, for up to `maxFiles` files; a refusal removes every one stored so far. */
export async function receiveUploads<Mime extends string = UploadMime>(
  request: FastifyRequest,
  storage: FileStorage,
  maxFiles: number,
  rules: UploadRules<Mime> = imageRules as unknown as UploadRules<Mime>,
): Promise<ReceivedUploads<Mime>> {
  if (!request.isMultipart()) throw new ApiError(415, FILE_MESSAGES.notMultipart);
  const fields: Record<string, unknown> = {};
  const blobs: ReceivedBlob<Mime>[] = [];
  try {
    // One byte over the limit reaches the inspector, which refuses it in Russian.
    const limits = {
      fileSize: rules.maxBytes + 1,
      files: maxFiles,
      fields: 20,
      fieldSize: 100_000,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      // The formats of the upload's type when it came before the file (images otherwise).
      const allowed = rules.allowedFor(fields);
      const inspector = new UploadInspector<Mime>(rules.maxBytes, allowed, rules.inspection);
      // A refusal by the inspector or the store also stops reading the part (busboy).
      pipeline(part.file, inspector, () => {});
      const stored = await storage.put(inspector);
      const mime = inspector.mime;
      if (!mime) {
        await storage.remove(stored.key);
        throw new ApiError(415, rules.inspection.notAllowed(allowed));
      }
      blobs.push({ ...stored, mime, original_name: nameOf(part.filename) || 'file' });
    }
  } catch (error) {
    await Promise.all(blobs.map((blob) => storage.remove(blob.key)));
    throw translated(error, maxFiles);
  }
  if (blobs.length === 0) {
    const message = rules.noFile ?? FILE_MESSAGES.noFile;
    throw new ApiError(400, message, [{ field: 'file', message: REQUIRED_FIELD }]);
  }
  return { fields, blobs };
}
