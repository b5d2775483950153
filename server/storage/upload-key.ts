import { randomUUID } from 'node:crypto';

/** A new upload's key, `uploads/YYYY/MM/<uuid>`: by month, so a store can be looked through. */
export function newUploadKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return ['uploads', String(now.getUTCFullYear()), month, randomUUID()].join('/');
}
