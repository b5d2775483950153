/** The bare IndexedDB API's requests and transactions as promises. */

/** The request's result once it has succeeded. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves once the transaction has committed; rejects when it aborts or fails. */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error ?? new DOMException('Aborted', 'AbortError'));
    transaction.onerror = () => reject(transaction.error);
  });
}
