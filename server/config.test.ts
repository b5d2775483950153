// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, GENERATED_SECRET_FILE, loadConfig } from '#server/config';

const production = { NODE_ENV: 'production' };
const strongSecret = 'x'.repeat(32);
/** The value earlier versions signed with when none was set, public in the repository's history. */
const publishedSecret = 'sfa-portal-development-secret-change-me';
const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sfa-config-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('JWT_SECRET in production', () => {
  it('refuses a missing secret, a published value and one under 32 bytes', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, JWT_SECRET: publishedSecret })).toThrow(
      /published with this software/,
    );
    expect(() => loadConfig({ ...production, JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /31 bytes long.*at least 32 bytes/,
    );
    // Bytes, not characters: 16 Cyrillic letters are 32 bytes in UTF-8.
    expect(loadConfig({ ...production, JWT_SECRET: 'ж'.repeat(16) }).jwtSecret).toBe(
      'ж'.repeat(16),
    );
  });

  it('takes a secret of 32 bytes or more', () => {
    expect(loadConfig({ ...production, JWT_SECRET: strongSecret }).jwtSecret).toBe(strongSecret);
  });

  it('stops the server process with a clear message instead of starting', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const { JWT_SECRET: _unset, ...environment } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...environment, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SFA Portal cannot start: JWT_SECRET is not set');
  }, 40_000);

  it('never signs with the value published with earlier versions, in any mode', () => {
    const DATA_DIR = freshDataDir();
    expect(() => loadConfig({ DATA_DIR, JWT_SECRET: publishedSecret })).toThrow(ConfigError);
  });
});

describe('JWT_SECRET unset outside production', () => {
  it('generates a secret once per install and keeps it for its owner only', () => {
    const DATA_DIR = freshDataDir();
    const first = loadConfig({ DATA_DIR }).jwtSecret;
    expect(Buffer.byteLength(first, 'utf8')).toBeGreaterThanOrEqual(32);
    // The next start of the same install signs alike: its sessions survive a restart.
    expect(loadConfig({ DATA_DIR }).jwtSecret).toBe(first);
    const file = join(DATA_DIR, GENERATED_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Another install makes its own.
    expect(loadConfig({ DATA_DIR: freshDataDir() }).jwtSecret).not.toBe(first);
  });

  it('refuses a secret file that holds too little, rather than sign with it', () => {
    const DATA_DIR = freshDataDir();
    writeFileSync(join(DATA_DIR, GENERATED_SECRET_FILE), 'short');
    expect(() => loadConfig({ DATA_DIR })).toThrow(/no usable secret/);
  });

  it('takes a set secret as it is, without writing one', () => {
    const DATA_DIR = freshDataDir();
    expect(loadConfig({ DATA_DIR, JWT_SECRET: strongSecret }).jwtSecret).toBe(strongSecret);
    expect(() => statSync(join(DATA_DIR, GENERATED_SECRET_FILE))).toThrow();
  });
});

describe('STORAGE', () => {
  const s3 = { STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'sfa-files' };

  it('keeps files on disk unless told otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
  });

  it('refuses an object store without its endpoint or bucket, naming what to set', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_ENDPOINT and S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(/needs S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/disk \(the default\) or s3/);
  });

  it('refuses half a key pair', () => {
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(/both/);
  });

  it('reads the object store’s settings', () => {
    expect(
      loadConfig({
        ...s3,
        S3_REGION: 'ru-central1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'sfa-files',
      region: 'ru-central1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig(s3).storage).toMatchObject({ region: 'us-east-1', forcePathStyle: false });
  });
});
