// @vitest-environment node
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { s3FileStorage } from './s3-storage';

/** Megabytes made as they are read, as an upload arrives: more than the pipes buffer. */
const megabytes = (count: number) => {
  let sent = 0;
  return new Readable({
    read() {
      sent += 1;
      this.push(sent > count ? null : Buffer.alloc(1024 * 1024, sent));
    },
  });
};

describe('S3 storage', () => {
  it('fails an upload, instead of waiting for ever, when the store cannot be reached', async () => {
    const storage = s3FileStorage({
      // Nothing listens on port 9: every connection is refused.
      endpoint: 'http://127.0.0.1:9',
      bucket: 'sfa-files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    try {
      const source = megabytes(30);
      await expect(storage.put(source)).rejects.toThrow(/ECONNREFUSED/);
      expect(source.destroyed).toBe(true);
      await expect(storage.putAt('previews/1/small.jpg', megabytes(1))).rejects.toThrow(
        /ECONNREFUSED/,
      );
    } finally {
      await storage.close();
    }
  }, 30_000);
});
