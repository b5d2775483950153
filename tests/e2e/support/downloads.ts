import type { Download } from 'playwright-core';

/**
 * What a download holds. Read as a stream: the run's browser is connected to, not launched by
 * the test file, and a connected browser's downloads have no path on this side.
 */
export async function downloadedBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
