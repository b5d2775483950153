import { Transform, type TransformCallback } from 'node:stream';
import { ApiError } from '#server/http/errors';
import { FILE_MESSAGES, notAllowedText, PDF_MIME, type UploadMime } from '#src/contracts/files';

const HEAD_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format the first bytes announce, whatever the file's name or declared type. */
function sniffImage(head: Buffer): UploadMime | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return PDF_MIME;
  return undefined;
}

/** How an upload's bytes are judged: its format from the first bytes, and the refusals' texts. */
export interface InspectionPolicy<Mime extends string> {
  sniff(head: Buffer): Mime | undefined;
  tooLarge: string;
  notAllowed(allowed: readonly string[]): string;
}

/** Photos, attachments and planogram files. */
export const imagePolicy: InspectionPolicy<UploadMime> = {
  sniff: sniffImage,
  tooLarge: FILE_MESSAGES.tooLarge,
  notAllowed: notAllowedText,
};

/**
 * Passes an upload through while checking it: the format from its first bytes (refused at once,
 * before the rest is stored) and the size (refused as soon as it passes `maxBytes`, so an
 * oversized upload is never read to the end).
 */
export class UploadInspector<Mime extends string = UploadMime> extends Transform {
  private head = Buffer.alloc(0);
  private size = 0;
  mime: Mime | undefined;

  constructor(
    private readonly maxBytes: number,
    private readonly allowed: readonly string[],
    private readonly policy: InspectionPolicy<Mime> = imagePolicy as unknown as InspectionPolicy<Mime>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new ApiError(413, this.policy.tooLarge));
      return;
    }
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      const refusal = this.head.length >= HEAD_BYTES ? this.decide() : null;
      if (refusal) {
        done(refusal);
        return;
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) done(new ApiError(400, FILE_MESSAGES.empty));
    else done(this.mime ? null : this.decide());
  }

  private decide(): ApiError | null {
    this.mime = this.policy.sniff(this.head);
    return this.mime && this.allowed.includes(this.mime)
      ? null
      : new ApiError(415, this.policy.notAllowed(this.allowed));
  }
}
