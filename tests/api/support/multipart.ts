import { randomBytes } from 'node:crypto';

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

/**
 * A multipart/form-data body built by hand, so a test controls every byte and header. The
 * boundary is fresh each time, as a browser re-sending the same FormData makes it.
 */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----sfa${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file =
      'filename' in part ? `; filename="${part.filename}"\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
      ),
    );
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
