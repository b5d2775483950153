import { notFound } from '@tanstack/react-router';

/** `$userId` of the profile routes as a user id; anything else is an unknown page. */
export function parseUserId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
