import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through that counts a blob's bytes and hashes them on their way to any store. */
export function measureBlob() {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  /** Once the stream has ended: its size and hex SHA-256. */
  const measured = () => ({ size, sha256: hash.digest('hex') });
  return { transform, measured };
}
