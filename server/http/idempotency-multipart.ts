import { createHash, type Hash } from 'node:crypto';
import { pipeline, type Readable, Transform, Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '#src/contracts/files';

interface Part {
  type: 'field' | 'file';
  fieldname: string;
  value?: unknown;
  file?: Readable;
}
type PartsOf = (options?: unknown) => AsyncIterableIterator<Part>;

/** The request's multipart iterator (@fastify/multipart), where the route's scope has one. */
function partsOf(request: FastifyRequest): PartsOf | undefined {
  const parts = (request as unknown as { parts?: PartsOf }).parts;
  return typeof parts === 'function' ? parts.bind(request) : undefined;
}

/** Passes a file part's bytes on unchanged while hashing them. */
function hashing(source: Readable, hash: Hash): Readable {
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // Errors travel both ways, as they would on the part's own stream.
  pipeline(source, tap, () => {});
  // busboy marks a file cut at the size limit on its stream; readers look for it there.
  Object.defineProperty(tap, 'truncated', {
    get: () => (source as Readable & { truncated?: boolean }).truncated,
  });
  return tap;
}

/**
 * The content of a multipart request as one hash, the same however the client encodes it (the
 * boundary differs on every send): the fields' names and values and each file's sha256, sorted.
 * File names and part order do not count.
 */
export class MultipartDigest {
  private readonly fields: [string, string][] = [];
  private readonly files: [string, Hash][] = [];

  /** Records every part `parts` yields while the route reads them. */
  async *observe(parts: AsyncIterable<Part>): AsyncGenerator<Part> {
    for await (const part of parts) {
      if (part.type === 'file' && part.file) {
        const hash = createHash('sha256');
        this.files.push([part.fieldname, hash]);
        part.file = hashing(part.file, hash);
      } else {
        this.fields.push([part.fieldname, JSON.stringify(part.value ?? null)]);
      }
      yield part;
    }
  }

  digest(): string {
    const byName = (a: [string, string], b: [string, string]) =>
      a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1;
    const files = this.files.map(([name, hash]): [string, string] => [name, hash.digest('hex')]);
    const content = JSON.stringify({
      fields: this.fields.sort(byName),
      files: files.sort(byName),
    });
    return createHash('sha256').update(content).digest('hex');
  }

  /**
   * Makes the route's own reading of the request record its parts. False when the request
   * cannot be read as multipart in this route's scope.
   */
  static tap(request: FastifyRequest): MultipartDigest | false {
    const parts = partsOf(request);
    if (!parts) return false;
    const digest = new MultipartDigest();
    Object.defineProperty(request, 'parts', {
      configurable: true,
      value: (options?: unknown) => digest.observe(parts(options)),
    });
    return digest;
  }

  /** Reads the whole request itself (a replay the route will not run) and answers its digest. */
  static async read(request: FastifyRequest): Promise<string | undefined> {
    const parts = partsOf(request);
    if (!parts) return undefined;
    const digest = new MultipartDigest();
    const limits = { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 20, fieldSize: 100_000 };
    for await (const part of digest.observe(parts({ limits }))) {
      if (part.file) await drain(part.file);
    }
    return digest.digest();
  }
}

const drain = (stream: Readable) =>
  new Promise<void>((resolve, reject) => {
    pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }), (error) =>
      error ? reject(error) : resolve(),
    );
  });
