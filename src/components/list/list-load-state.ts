import { msg } from '@lingui/core/macro';
import type { FetchStatus, UseQueryResult } from '@tanstack/react-query';
import { loadErrorText } from '#src/api/api-error';
import type { Paginated } from '#src/contracts/list';

/**
 * Spec section 4: every asynchronous load is loading, then success or failed; offline with
 * nothing kept on the device it is unavailable until the connection is back.
 */
type LoadStatus = 'loading' | 'success' | 'failed' | 'unavailable';

export interface ListLoad<T> {
  status: LoadStatus;
  /** Empty unless the load succeeded: no stale rows while a new filter loads or after a failure. */
  items: T[];
  total: number;
  /** Failed: the one text of a failed read (`loadErrorText`), 'Неизвестная ошибка' when none. */
  error: string | null;
  /** Succeeded with no rows: 'Ничего не найдено'. */
  empty: boolean;
}

/** The words for a read that cannot run offline and has nothing kept on the device. */
export const offlineLoadMessages = {
  title: msg`Нет подключения к сети: эти данные не сохранены на устройстве`,
  hint: msg`Они загрузятся, когда подключение восстановится.`,
};

/**
 * Offline with nothing to show: the query waits for the network (`paused`) and no answer of it
 * was kept. Left alone it would show skeletons until the connection is back, however long.
 */
export const isUnavailableOffline = (query: { fetchStatus: FetchStatus; data: unknown }) =>
  query.fetchStatus === 'paused' && query.data === undefined;

/** Section 8 texts of a list's load states. */
export const listMessages = {
  loading: msg`Загрузка…`,
  empty: msg`Ничего не найдено`,
  retry: msg`Повторить`,
};

type ListQuery<T> = Pick<
  UseQueryResult<Paginated<T>>,
  'status' | 'data' | 'error' | 'isPlaceholderData' | 'fetchStatus'
>;

/**
 * The load state of a list query. A new filter is a new query key, whose load starts with no
 * data: the list is emptied (spec section 4), never showing the previous filter's rows, and a
 * placeholder (`placeholderData`) counts as loading for the same reason. A failure empties the
 * list even when an earlier answer is still cached.
 *
 * It reads no more of the query than the state it returns needs: TanStack Query re-renders a
 * component only for the parts of the result it read. A background refetch (on mount, on focus,
 * on a poll) that brings the same rows then renders nothing again, where reading `isFetching`
 * re-rendered the whole list twice, as it started and as it ended.
 */
export function listLoadState<T>(query: ListQuery<T>): ListLoad<T> {
  if (query.status === 'error') {
    return {
      status: 'failed',
      items: [],
      total: 0,
      error: loadErrorText(query.error),
      empty: false,
    };
  }
  if (query.status === 'pending' || query.isPlaceholderData || !query.data) {
    // Another filter's placeholder rows are not this list's: offline, the list is unavailable.
    const unavailable = isUnavailableOffline({
      fetchStatus: query.fetchStatus,
      data: query.isPlaceholderData ? undefined : query.data,
    });
    return {
      status: unavailable ? 'unavailable' : 'loading',
      items: [],
      total: 0,
      error: null,
      empty: false,
    };
  }
  const { items, total } = query.data;
  return {
    status: 'success',
    items,
    total,
    error: null,
    empty: items.length === 0,
  };
}
