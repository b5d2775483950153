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

/** A database's one connection of this context, opened on first use and again after a let-go. */
export interface ReopeningConnection {
  /** The connection, opened if it is not. */
  get(): Promise<IDBDatabase>;
  /** The connection if it is open now: for a write that must start within the event it is in. */
  current(): IDBDatabase | undefined;
  /** Closes it; the next `get` opens it again. */
  close(): Promise<void>;
}

/**
 * `open` is called for each opening. The connection lets go at once on `versionchange` (a
 * sign-out in another tab deletes the database: it must not wait for this one) and when the
 * browser closes it; the next use opens it again.
 */
export function reopeningConnection(open: () => IDBOpenDBRequest): ReopeningConnection {
  let connection: IDBDatabase | undefined;
  let opening: Promise<IDBDatabase> | undefined;
  return {
    get() {
      if (opening) return opening;
      const attempt = requestResult(open()).then((db) => {
        const letGo = () => {
          db.close();
          if (connection === db) connection = undefined;
          if (opening === attempt) opening = undefined;
        };
        db.onversionchange = letGo;
        db.onclose = letGo;
        connection = db;
        return db;
      });
      opening = attempt;
      attempt.catch(() => {
        if (opening === attempt) opening = undefined;
      });
      return attempt;
    },
    current: () => connection,
    async close() {
      const attempt = opening;
      opening = undefined;
      connection = undefined;
      (await attempt?.catch(() => undefined))?.close();
    },
  };
}
