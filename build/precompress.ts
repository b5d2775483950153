import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at the highest levels:
 * done once per build instead of on every request, and smaller than on-the-fly compression.
 * The server sends them through @fastify/static's `preCompressed`.
 */
export function precompress(dir: string): { files: number } {
  let files = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      files += precompress(path).files;
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const source = readFileSync(path);
    if (source.length < 512) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    files++;
  }
  return { files };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const { files } = precompress(dist);
  console.log(`precompressed ${files} files`);
}
