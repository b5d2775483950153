import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver's built-in key pair. */
const KEY = 'S3RVER';

export interface S3Server {
  /** The STORAGE=s3 environment that points the server at this store. */
  env: Record<string, string>;
  /** The keys in the bucket under `prefix`, as another client of the store lists them. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3-protocol server on a free port, its objects in a temporary folder. */
export async function startS3Server(bucket = 'sfa-files'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'sfa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    forcePathStyle: true,
  });
  // The SDK asks for a bucket as `/<bucket>/`, s3rver checks the signature of `/<bucket>`: the
  // listing is signed for the path s3rver checks. (Object calls, all the server makes, agree.)
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path) request.path = request.path.replace(/^(\/[^/]+)\/$/, '$1');
      return next(args);
    },
    { step: 'build' },
  );
  return {
    env,
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
