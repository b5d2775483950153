import * as z from 'zod/mini';
import { defineCall, withSchemas } from './calls';
import { MAILING_TYPES, PROCESS_STATUSES, ROLE_CODES } from './enums';
import { idParamsSchema as idOnlyParamsSchema, idSchema, MAX_ID_LIST, textSchema } from './fields';
import {
  idListSchema,
  isoDateSchema,
  MAX_PAGE_SIZE,
  paginatedSchema,
  paginationShape,
} from './list';
import { notificationAddresses } from './notifications-addresses';
import { personSchema } from './person';

/** What a notification is about (`notifications.type`); the portal may pick an icon by it. */
const NOTIFICATION_KINDS = ['info', 'task', 'check', 'import', 'distribution', 'support'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_MESSAGES = {
  notFound: 'Уведомление не найдено',
  distributionNotFound: 'Рассылка не найдена',
  noRecipients: 'Укажите получателей рассылки',
  unknownUsers: 'Получатели не найдены',
} as const;

const requiredText = (max: number) => textSchema({ min: 1, max });

/**
 * POST {notifications}/api/v1/notifications/list/ — the caller's own notifications, newest
 * first. `limit: 0` answers the counts only: the 5-second poll sends `{ limit: 0 }` and reads
 * `unviewed_count` (one indexed count). Listed notifications become received.
 */
export const notificationFilterSchema = z.strictObject({
  is_viewed: z.optional(z.boolean()),
  is_received: z.optional(z.boolean()),
  limit: z._default(z.int().check(z.minimum(0), z.maximum(MAX_PAGE_SIZE)), 50),
  offset: paginationShape.offset,
});
export type NotificationFilter = z.input<typeof notificationFilterSchema>;

const notificationSchema = z.object({
  id: z.int(),
  type: z.string(),
  title: z.string(),
  text: z.string(),
  /** A portal path to open, e.g. `/visit_feed/42`; null when there is none. */
  link: z.nullable(z.string()),
  project_id: z.nullable(z.int()),
  distribution_id: z.nullable(z.int()),
  is_received: z.boolean(),
  received_at: z.nullable(z.string()),
  is_viewed: z.boolean(),
  viewed_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  ...paginatedSchema(notificationSchema).shape,
  /** The caller's notifications not yet viewed, whatever the filter. */
  unviewed_count: z.int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST {notifications}/api/v1/notifications/check_viewed/ — others' ids are ignored. */
const checkViewedRequestSchema = z.strictObject({
  ids: z._default(z.array(idSchema).check(z.maxLength(MAX_ID_LIST)), []),
  /** Every notification of the caller, whatever `ids` says. */
  all: z._default(z.boolean(), false),
});
export type CheckViewedRequest = z.input<typeof checkViewedRequestSchema>;
const checkViewedSchema = z.object({
  /** The caller's notifications this call marked viewed (already viewed and others' are left out). */
  ids: z.array(z.int()),
  unviewed_count: z.int(),
});

const idParamsSchema = idOnlyParamsSchema;

/** POST {notifications}/api/v1/cp/distributions/list/ — administrators see all, others their projects' and their own. */
export const distributionFilterSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  search: z.optional(textSchema({ max: 200 })),
  mailing_type: z.optional(z.enum(MAILING_TYPES)),
  statuses: z.optional(z.array(z.enum(PROCESS_STATUSES))),
  date_from: z.optional(isoDateSchema),
  date_to: z.optional(isoDateSchema),
  ...paginationShape,
});

/**
 * POST {notifications}/api/v1/cp/distributions/ — sent at once: one notification per recipient.
 * Group: active users of `project_ids` (all the caller's projects where they may create
 * mailings when empty) holding any of `roles` (any role when empty). Personal: `user_ids`.
 */
export const distributionCreateSchema = z
  .strictObject({
    title: requiredText(200),
    text: requiredText(4000),
    mailing_type: z.enum(MAILING_TYPES),
    project_ids: z.optional(idListSchema),
    roles: z.optional(z.array(z.enum(ROLE_CODES))),
    user_ids: z.optional(idListSchema),
  })
  .check(
    z.refine((d) => d.mailing_type !== 'personal' || (d.user_ids?.length ?? 0) > 0, {
      path: ['user_ids'],
      message: NOTIFICATION_MESSAGES.noRecipients,
    }),
  );

const distributionSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  mailing_type: z.enum(MAILING_TYPES),
  status: z.enum(PROCESS_STATUSES),
  params: z.object({
    project_ids: z.optional(z.array(z.int())),
    roles: z.optional(z.array(z.string())),
    user_ids: z.optional(z.array(z.int())),
  }),
  project_id: z.nullable(z.int()),
  author: z.nullable(personSchema),
  send_at: z.nullable(z.string()),
  sent_at: z.nullable(z.string()),
  created_at: z.string(),
  recipients_count: z.int(),
  viewed_count: z.int(),
});
export type Distribution = z.infer<typeof distributionSchema>;
const distributionListSchema = paginatedSchema(distributionSchema);

/** POST {notifications}/api/v1/cp/notifications/list/ — sent notifications with their recipient. */
export const sentNotificationFilterSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  distribution_id: z.optional(idSchema),
  user_ids: z.optional(idListSchema),
  is_viewed: z.optional(z.boolean()),
  search: z.optional(textSchema({ max: 200 })),
  ...paginationShape,
});
const sentNotificationSchema = z.object({
  ...notificationSchema.shape,
  user: personSchema,
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;
const sentNotificationListSchema = paginatedSchema(sentNotificationSchema);

/** The notifications service's calls: one's own notifications, and mailings under /cp/. */
export const notificationCalls = {
  listNotifications: withSchemas(notificationAddresses.listNotifications, {
    body: notificationFilterSchema,
    reply: notificationListSchema,
  }),
  checkViewed: defineCall({
    service: 'notifications',
    route: 'POST /api/v1/notifications/check_viewed/',
    permission: { area: 'user_notifications', level: 'read' },
    summary: "Mark the caller's notifications viewed (ids, or all); others' ids are ignored",
    body: checkViewedRequestSchema,
    reply: checkViewedSchema,
  }),
  listDistributions: defineCall({
    service: 'notifications',
    route: 'POST /api/v1/cp/distributions/list/',
    permission: { area: 'notifications', level: 'read' },
    summary: 'Mailings, newest first, with their reach',
    body: distributionFilterSchema,
    reply: distributionListSchema,
  }),
  getDistribution: defineCall({
    service: 'notifications',
    route: 'GET /api/v1/cp/distributions/{id}/',
    permission: { area: 'notifications', level: 'read' },
    summary: 'One mailing',
    params: idParamsSchema,
    reply: distributionSchema,
  }),
  createDistribution: defineCall({
    service: 'notifications',
    route: 'POST /api/v1/cp/distributions/',
    permission: { area: 'notifications', level: 'create' },
    summary: 'Create and send a mailing: group (projects, roles) or personal (users)',
    status: 201,
    body: distributionCreateSchema,
    reply: distributionSchema,
  }),
  listSentNotifications: defineCall({
    service: 'notifications',
    route: 'POST /api/v1/cp/notifications/list/',
    permission: { area: 'notifications', level: 'read' },
    summary: 'Sent notifications with their recipients',
    body: sentNotificationFilterSchema,
    reply: sentNotificationListSchema,
  }),
  deleteNotification: defineCall({
    service: 'notifications',
    route: 'DELETE /api/v1/cp/notifications/{id}/',
    // A user dismisses their own notification; an administrator any.
    permission: { area: ['user_notifications', 'notifications'], level: 'read' },
    summary: 'Delete a notification (own, or any for administrators)',
    status: 204,
    params: idParamsSchema,
    reply: z.null(),
  }),
};
