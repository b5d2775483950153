// @vitest-environment node
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { releaseOnVersionChange } from './release-on-version-change';

function opened(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('entries');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function deleted(factory: IDBFactory, name: string): Promise<'deleted' | 'blocked'> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve('deleted');
    request.onblocked = () => resolve('blocked');
  });
}

describe('connections that let go of a database another context deletes', () => {
  it('without it, a connection left open blocks the deletion', async () => {
    const factory = new IDBFactory();
    await opened(factory, 'workbox-expiration');
    expect(await deleted(factory, 'workbox-expiration')).toBe('blocked');
  });

  it('with it, the connection closes, the deletion completes and its owner is told', async () => {
    const factory = new IDBFactory();
    const released = vi.fn();
    releaseOnVersionChange(factory, released);
    await opened(factory, 'workbox-expiration');
    expect(await deleted(factory, 'workbox-expiration')).toBe('deleted');
    expect(released).toHaveBeenCalledWith('workbox-expiration');
    expect(await factory.databases()).toEqual([]);
  });
});
