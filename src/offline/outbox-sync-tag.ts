/** The Background Sync tag the page registers and sw/outbox-sync.ts answers. */
export const SYNC_TAG = 'sfa-outbox';
