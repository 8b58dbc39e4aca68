import { z } from 'zod';
import { Role, resultOf } from './common.ts';
import { pageFields, querySearch } from './events.ts';

// ---------------------------------------------------------------------------------------------
// GET /user: the members list, the creator picker and @mention suggestions (docs/spec.md §§7, 9).
// ---------------------------------------------------------------------------------------------

export const USER_LIST_DEFAULT_LIMIT = 10;
/** The event form's creator picker asks for 100. */
export const USER_LIST_MAX_LIMIT = 100;
export { MENTION_SUGGESTION_LIMIT } from './constants.ts';

/**
 * Sort options of the users table (docs/spec.md §9: all, A-Z, Z-A, creation date):
 * - `all` (default): newest registration first (the spec's default, created_date descending);
 * - `az` / `za`: name ascending / descending;
 * - `createdDate`: OLDEST registration first, so the option differs from the default.
 * Aliases accepted (any case): 'A-Z', 'name' -> az; 'Z-A' -> za; 'creationDate' -> createdDate;
 * 'created_date' (the spec's name of the default) -> all.
 */
export const USER_SORT_OPTIONS = ['all', 'az', 'za', 'createdDate'] as const;
export type UserSort = (typeof USER_SORT_OPTIONS)[number];
const USER_SORT_ALIASES: Record<string, UserSort> = {
  all: 'all',
  created_date: 'all',
  az: 'az',
  'a-z': 'az',
  name: 'az',
  za: 'za',
  'z-a': 'za',
  createddate: 'createdDate',
  creationdate: 'createdDate',
};
const USER_SORT_MESSAGE = 'Urutan (sortBy) harus all, az, za atau createdDate';

export const UserListQuery = z.object({
  ...pageFields,
  sortBy: z
    .string({ error: USER_SORT_MESSAGE })
    .optional()
    .transform((v, ctx): UserSort => {
      const key = v?.trim().toLowerCase();
      if (!key) return 'all';
      const sort = USER_SORT_ALIASES[key];
      if (sort) return sort;
      ctx.addIssue({ code: 'custom', message: USER_SORT_MESSAGE });
      return z.NEVER;
    }),
  /** Case-insensitive match on username OR name; a leading '@' is ignored. */
  username: querySearch('Kata pencarian', 100).transform((v) => v?.replace(/^@+/, '').trim() || undefined),
  /** Admins only: 'inactive' lists the members who never set a password ('Belum aktif', docs/decisions/014). */
  status: z.enum(['inactive'], { error: 'Status hanya boleh inactive' }).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;
export type UserListQueryInput = z.input<typeof UserListQuery>;

/** What guests and members get from GET /user (mention suggestions, pickers). */
export const UserListItemPublic = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
});
export type UserListItemPublic = z.infer<typeof UserListItemPublic>;

/** What admins get from GET /user (the /admin/user table). createdDate is the ISO registration instant. */
export const UserListItemAdmin = UserListItemPublic.extend({
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: Role,
  createdDate: z.string(),
  /** False = 'Belum aktif': never set a password (docs/decisions/014). */
  active: z.boolean(),
  /** The newest invitation (e-mail or WhatsApp), ISO instant. */
  lastInvitedAt: z.string().nullable(),
  /**
   * What became of that invitation (docs/decisions/022): 'whatsapp' (a link handed to the committee to send),
   * or its mail's outbox state: 'queued' (waiting: for the sender, or for e-mail to be configured), 'sent',
   * 'failed'. Null when never invited.
   */
  // A plain string on the wire: the response serializer's union of admin and public rows cannot tell a
  // nullable enum apart (INVITATION_STATES names the values).
  lastInvitationState: z.string().nullable(),
  /**
   * 'In Memoriam' (docs/decisions/024): the account of a classmate who has passed away takes no part in the
   * list's bulk actions (selection, 'Kirim Undangan', WhatsApp); admins still see it, to undo a mistake.
   */
  deceased: z.boolean(),
});

export const INVITATION_STATES = ['whatsapp', 'queued', 'sent', 'failed'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
export type UserListItemAdmin = z.infer<typeof UserListItemAdmin>;

export const UserListResult = resultOf(
  z.object({
    total: z.number().int(),
    datas: z.union([z.array(UserListItemAdmin), z.array(UserListItemPublic)]),
  }),
);
export type UserListResult = z.infer<typeof UserListResult>;
