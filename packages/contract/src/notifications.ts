import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { resultOf } from './common.ts';
import { pageFields } from './events.ts';
import { optionalBodyId } from './ids.ts';

// ---------------------------------------------------------------------------------------------
// Notifications (docs/spec.md §§2 /notifications, 3, 4, 7 v2): GET /notification, POST /notification/read.
// ---------------------------------------------------------------------------------------------

/** Page of /notifications; the bell dropdown asks 4, the badge 1. */
export const NOTIFICATION_DEFAULT_LIMIT = 5;
export const NOTIFICATION_MAX_LIMIT = 50;
export const NOTIFICATION_DROPDOWN_LIMIT = 4;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notifikasi tidak ditemukan.',
  pickOne: 'Pilih satu notifikasi (id) atau semua notifikasi (all: true).',
} as const;

export { NOTIFICATION_TEXT } from './constants.ts';

export const NotificationListQuery = z.object({ ...pageFields });
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** Who caused the notification (null when nobody did, or their account is gone). */
export const NotificationActor = z.object({ name: z.string(), picture: z.string().nullable() });

export const NotificationItem = z.object({
  id: z.number().int(),
  read: z.boolean(),
  content: z.string(),
  /** ISO instant. */
  time: z.string(),
  /** A client route such as '/event/12' or '/event/12#comment-40'. */
  redirectUrl: z.string().nullable(),
  user: NotificationActor.nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** Newest first; `total` and `totalUnread` count all of the caller's notifications. */
export const NotificationListResult = resultOf(
  z.object({ datas: z.array(NotificationItem), total: z.number().int(), totalUnread: z.number().int() }),
);
export type NotificationListResult = z.infer<typeof NotificationListResult>;

/** POST /notification/read: `{id}` marks one, `{all: true}` marks every one of the caller's. */
export const MarkNotificationReadBody = z
  .object(
    {
      id: optionalBodyId('ID notifikasi tidak valid'),
      all: z.boolean({ error: 'Nilai all harus true atau false' }).optional(),
    },
    { error: INVALID_BODY },
  )
  .transform((body, ctx) => {
    const { id } = body;
    const all = body.all === true;
    if (all === (id !== undefined)) {
      ctx.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.pickOne });
      return z.NEVER;
    }
    return id !== undefined ? { id } : { all: true as const };
  });
export type MarkNotificationReadBody = z.infer<typeof MarkNotificationReadBody>;
export type MarkNotificationReadInput = z.input<typeof MarkNotificationReadBody>;

export const MarkNotificationReadResult = resultOf(z.object({ totalUnread: z.number().int() }));
export type MarkNotificationReadResult = z.infer<typeof MarkNotificationReadResult>;
