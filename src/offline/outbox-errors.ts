/**
 * The device had no room left to store an item (the engine's quota): nothing was queued. Apart
 * from the outbox's code, so that a form can tell it without loading the database library.
 */
export class OutboxStorageFullError extends Error {
  override readonly name = 'OutboxStorageFullError';

  constructor(options?: ErrorOptions) {
    super('No room on the device to store the item', options);
  }
}
