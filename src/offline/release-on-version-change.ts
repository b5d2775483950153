/**
 * Makes every IndexedDB connection opened through `factory` close when another context asks to
 * delete or upgrade its database, and says which database let go.
 *
 * Dexie does this for its own connections; a library on the bare API may not. Workbox's cache
 * expiration keeps its connection open for the worker's life and never closes it: a page's
 * `deleteDatabase` at sign-out then stays blocked behind the worker, and WebKit (whose worker
 * lives on while a page is open) leaves the database listed, unopenable, holding the previous
 * user's photo addresses. With this, the deletion completes and the owner of the closed
 * connection can start afresh.
 */
export function releaseOnVersionChange(
  factory: IDBFactory,
  onReleased: (database: string) => void,
): void {
  const open = factory.open.bind(factory);
  factory.open = (name: string, version?: number) => {
    const request = version === undefined ? open(name) : open(name, version);
    request.addEventListener('success', () => {
      const connection = request.result;
      connection.addEventListener('versionchange', () => {
        connection.close();
        onReleased(name);
      });
    });
    return request;
  };
}
