import type { ServiceName } from '#src/contracts/service-names';

/**
 * A value taken from the stored answer of an earlier part of the same item: the photo link needs
 * the id of the check list result the first part created. `path` is dot-separated
 * (`check_list_result.id`); a number segment indexes an array.
 */
export interface PartRef {
  $fromPart: number;
  path: string;
}

type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface OutboxFile {
  field: string;
  blob: Blob;
  name: string;
}

/** A JSON value of a multipart field (the bulk upload's `objects`), refs allowed anywhere. */
type MultipartJson = readonly unknown[] | { readonly [key: string]: unknown };

/** One call of an item, replayed with its own Idempotency-Key; never an Authorization header. */
export interface OutboxPart {
  service: ServiceName;
  method: OutboxMethod;
  path: string;
  /** A JSON body; may hold {@link PartRef} values anywhere. */
  json?: unknown;
  /**
   * A multipart body instead: fields, each text, a ref, or a JSON value sent as its JSON text
   * (refs inside it resolved first), then the file, or the files of a bulk upload in order.
   */
  multipart?: {
    fields: Record<string, string | PartRef | MultipartJson>;
    file?: OutboxFile;
    files?: OutboxFile[];
  };
  /**
   * This part's arrival completes records the user counts (the check result, a photo's link):
   * `true` one, a number that many (a bulk upload's photos); the pending count is the sum over
   * the parts not yet arrived.
   */
  completesRecord?: boolean | number;
  /** Client-generated UUID, sent as `Idempotency-Key`: a replay answers the stored result. */
  idempotencyKey: string;
  /** Arrived: the server answered 2xx. */
  done: boolean;
  /** The parsed answer of a done part, for the refs of later parts. */
  response?: unknown;
}

type OutboxState = 'pending' | 'sending' | 'failed';

/** What the server (or the network) said the last time; the page turns it into text. */
export interface OutboxError {
  /** 0: no answer at all (network failure or time-out). */
  status: number;
  /** The answer body when it was JSON. */
  data?: unknown;
  /** Which part got it. */
  part: number;
  at: number;
}

/** What the item is, for the list on the outbox page (rendered there, translated). */
export interface OutboxSummary {
  kind: 'check-result' | 'request';
  visitId?: number;
  /** The visit's number, as the screens name it (№ 102304). */
  visitNumber?: string;
  photos?: number;
}

/**
 * A durable unit of offline work: its parts run in order, and it counts as arrived when every
 * part has. Only its owner's session replays it.
 */
export interface OutboxItem {
  id: string;
  ownerUserId: number;
  createdAt: number;
  summary: OutboxSummary;
  state: OutboxState;
  /** Failed attempts that will be retried (network, 408, 429, 5xx); drives the back-off. */
  attempts: number;
  /** Not before this instant when replay is not forced (ms since epoch). */
  nextAttemptAt: number;
  error?: OutboxError;
  parts: OutboxPart[];
}

/** Records of the item not yet arrived: a check result and each of its photos count one. */
export function pendingRecords(item: OutboxItem): number {
  const counted = item.parts.filter((part) => part.completesRecord);
  if (counted.length === 0) return 1;
  return counted
    .filter((part) => !part.done)
    .reduce(
      (sum, part) => sum + (part.completesRecord === true ? 1 : Number(part.completesRecord)),
      0,
    );
}
