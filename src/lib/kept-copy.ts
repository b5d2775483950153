/**
 * Set by the service worker on an answer it gave from its own cache (a photo seen before): the
 * page then knows the answer says nothing of whether the server is reachable.
 */
export const KEPT_COPY_HEADER = 'X-Sfa-Kept-Copy';
