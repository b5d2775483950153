/** The service worker's runtime cache of photos (sw/sw.ts); per user, cleared at sign-out. */
export const PHOTO_CACHE = 'sfa-photos';

/** The files service's content call, on whatever host the files service lives. */
export const PHOTO_CONTENT_PATH = /\/api\/v1\/files\/\d+\/content\/$/;
