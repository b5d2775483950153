import { createListSearch, listRequestOf } from '#src/components/list/list-search';
import { booleanCodec, type SearchOf } from '#src/components/list/search-codec';
import type { NotificationFilter } from '#src/contracts/notifications';

/** /notifications?is_viewed=false&is_received=true&page=2 */
export const notificationsSearch = createListSearch({
  is_received: booleanCodec,
  is_viewed: booleanCodec,
});

export type NotificationsSearch = SearchOf<typeof notificationsSearch.codecs>;

/** The list call's body for what the address says. */
export function notificationFilterOf(search: NotificationsSearch): NotificationFilter {
  return listRequestOf(notificationsSearch, notificationsSearch.decode(search));
}
