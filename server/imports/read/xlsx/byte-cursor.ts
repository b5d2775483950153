import type { Readable } from 'node:stream';
import { unreadable } from '../file-errors';

const EMPTY = Buffer.alloc(0);

/**
 * A forward-only reader over a file's stream that knows where in the file it is: it skips to an
 * offset, takes a header's bytes whole, or hands on a run of bytes as they arrive. A file that
 * ends before a promised byte is unreadable.
 */
export class ByteCursor {
  readonly #stream: Readable;
  readonly #chunks: AsyncIterator<Buffer>;
  #buffer: Buffer = EMPTY;
  /** The file offset of `#buffer`'s first byte. */
  #offset = 0;

  constructor(stream: Readable) {
    this.#stream = stream;
    this.#chunks = stream[Symbol.asyncIterator]();
  }

  async #more(): Promise<void> {
    const next = await this.#chunks.next();
    if (next.done) throw unreadable();
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.#offset += this.#buffer.length;
    this.#buffer = chunk;
  }

  async skipTo(position: number): Promise<void> {
    if (position < this.#offset) throw unreadable();
    while (position >= this.#offset + this.#buffer.length) await this.#more();
    this.#buffer = this.#buffer.subarray(position - this.#offset);
    this.#offset = position;
  }

  async take(length: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of this.run(length)) parts.push(part);
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  /** The next `length` bytes, as they arrive. */
  async *run(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.#buffer.length === 0) await this.#more();
      const part = this.#buffer.subarray(0, left);
      this.#buffer = this.#buffer.subarray(part.length);
      this.#offset += part.length;
      left -= part.length;
      yield part;
    }
  }

  close(): void {
    this.#stream.destroy();
  }
}
