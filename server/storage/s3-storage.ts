import { PassThrough, Readable, type Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '#server/config';
import type { FileStorage, StoredBlob } from './file-storage';
import { measureBlob } from './measure-blob';
import { newUploadKey } from './upload-key';

/**
 * Parts of a multipart upload. A blob smaller than one part goes up as one PutObject; a larger
 * one holds at most QUEUE_SIZE parts in memory at a time, whatever its size.
 */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;
/**
 * A download holds its connection to the store for as long as its client takes to read it (a
 * tablet on a slow link), so the SDK's default of 50 would queue the next ones behind a few.
 */
const agent = { keepAlive: true, maxSockets: 256 };

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/** Reads a stream to its end and drops it, so whatever feeds it (a file, a socket) is released. */
const drain = (stream: Readable) =>
  pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));

/**
 * Blobs as objects of one bucket in an S3-compatible store, under the same keys as on disk
 * (`uploads/YYYY/MM/<uuid>`, `previews/…`, `demo/…`), so every process sees every file.
 */
export function s3FileStorage(config: S3Config): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    requestHandler: { httpAgent: agent, httpsAgent: agent },
    // Only the checksums a call requires: many S3-compatible stores refuse the SDK's default
    // CRC32 trailers on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  /** Streams `stream` to `Key`; rejects with the first failure, the source's or the store's. */
  async function upload(Key: string, stream: Readable, ...transforms: Transform[]) {
    // The first error says why (too large, refused format, client gone, store down); the other
    // side then fails only as its consequence.
    let cause: unknown;
    const note = (error: unknown) => {
      cause ??= error;
    };
    for (const source of [stream, ...transforms]) source.once('error', note);
    const body = new PassThrough();
    const feeding = pipeline([stream, ...transforms, body]);
    const sending = new Upload({
      client,
      params: { Bucket, Key, Body: body },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    }).done();
    // A store that fails stops reading `body`; ending it unblocks the feeding pipeline.
    sending.catch((error: unknown) => {
      note(error);
      body.destroy(error as Error);
    });
    const [fed, sent] = await Promise.allSettled([feeding, sending]);
    if (cause !== undefined) throw cause;
    if (fed.status === 'rejected') throw fed.reason;
    if (sent.status === 'rejected') throw sent.reason;
  }

  return {
    async put(stream: Readable): Promise<StoredBlob> {
      const key = newUploadKey();
      const { transform: measure, measured } = measureBlob();
      try {
        await upload(key, stream, measure);
      } catch (error) {
        // A failed multipart upload is aborted by the SDK; a single put that did land while the
        // source failed afterwards must not stay either.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw error;
      }
      return { key, ...measured() };
    },

    async putAt(key: string, stream: Readable): Promise<void> {
      // Write-once by looking first. Conditional writes (`IfNoneMatch: '*'`) would close the
      // window between the look and the write, but not every S3-compatible store honours
      // them; in that window two writers of one derived blob write the same bytes, so the last
      // one winning changes nothing a reader sees.
      const exists = await client.send(new HeadObjectCommand({ Bucket, Key: key })).then(
        () => true,
        (error: unknown) => {
          if (isMissing(error)) return false;
          stream.destroy();
          throw error;
        },
      );
      if (exists) return drain(stream);
      await upload(key, stream);
    },

    async get(key: string): Promise<Readable | undefined> {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the SDK answers an http.IncomingMessage, a Readable.
        if (!(Body instanceof Readable)) throw new Error(`no stream for stored blob ${key}`);
        return Body;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async close(): Promise<void> {
      client.destroy();
    },
  };
}
