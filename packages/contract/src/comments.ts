import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { listOf, resultOf } from './common.ts';
import { COMMENT_MAX_LENGTH, commentLength } from './constants.ts';
import { pageFields, requiredQueryId } from './events.ts';
import { bodyId, optionalBodyId } from './ids.ts';
import { EVENT_ID_INVALID, EVENT_ID_MISSING } from './registration.ts';

// ---------------------------------------------------------------------------------------------
// Comments (docs/spec.md §§3, 4, 5, 6, 7 v2): GET/POST/PUT /api/v2/comment.
// ---------------------------------------------------------------------------------------------

export { COMMENT_MAX_LENGTH, COMMENT_TEXT, commentLength } from './constants.ts';
/** The spec's client asks limit 10000; the server gives at most this many top-level comments a page. */
export const COMMENT_LIST_MAX_LIMIT = 1000;
export const COMMENT_LIST_DEFAULT_LIMIT = 1000;
/** New comments and replies one member may post per minute (HTTP 429 past it). */
export const COMMENT_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;
/** The same text posted again this soon (same member, event and parent) is the same comment. */
export const COMMENT_DUPLICATE_WINDOW_MS = 10_000;
/** At most this many mentioned members are notified about one comment (its edits included). */
export const COMMENT_MENTION_NOTIFY_MAX = 20;

export const COMMENT_MESSAGES = {
  empty: 'Komentar tidak boleh kosong.',
  tooLong: `Komentar maksimal ${COMMENT_MAX_LENGTH} karakter.`,
  notText: 'Komentar harus berupa teks.',
  badCharacter: 'Komentar berisi karakter yang tidak diizinkan.',
  notFound: 'Komentar tidak ditemukan.',
  parentNotFound: 'Komentar yang dibalas tidak ditemukan.',
  parentDeleted: 'Komentar yang dibalas sudah dihapus.',
  replyToTopLevelOnly: 'Balasan hanya untuk komentar utama.',
  editOwnOnly: 'Anda hanya dapat mengubah komentar Anda sendiri.',
  deleteOwnOnly: 'Anda hanya dapat menghapus komentar Anda sendiri.',
  editDeleted: 'Komentar yang sudah dihapus tidak dapat diubah.',
  tooMany: 'Terlalu banyak komentar dalam waktu singkat. Silakan tunggu sebentar lalu coba lagi.',
} as const;

/**
 * Comment text: trimmed, 1..2000 characters, stored and returned as plain text (the client renders it
 * as text, never as HTML). NUL is refused because PostgreSQL text cannot hold it.
 */
export const CommentContent = z
  .string({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? COMMENT_MESSAGES.empty : COMMENT_MESSAGES.notText,
  })
  .trim()
  .min(1, { error: COMMENT_MESSAGES.empty })
  .refine((v) => commentLength(v) <= COMMENT_MAX_LENGTH, { error: COMMENT_MESSAGES.tooLong })
  .refine((v) => !v.includes('\u0000'), { error: COMMENT_MESSAGES.badCharacter });

const COMMENT_ID_MISSING = 'ID komentar harus diisi';
const COMMENT_ID_INVALID = 'ID komentar tidak valid';

/** '@' then a username (the charset of auth.ts), not inside a word or an email address ('a@b.id'). */
const MENTION = /(?<![A-Za-z0-9._@])@([A-Za-z0-9._]+)/g;
const USERNAME_MAX = 30;

/**
 * The usernames a text mentions, lowercased and unique (usernames are unique without case). A mention
 * ending a sentence ('@siti.') also yields the form without the trailing dots, since dots are allowed
 * inside usernames; the server keeps whichever exists.
 */
export function mentionCandidates(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(MENTION)) {
    const word = (m[1] ?? '').toLowerCase();
    for (const w of [word, word.replace(/\.+$/, '')]) {
      if (w.length > 0 && w.length <= USERNAME_MAX) out.add(w);
    }
  }
  return [...out];
}

/** GET /comment. */
export const CommentListQuery = z.object({
  ...pageFields,
  eventId: requiredQueryId(EVENT_ID_MISSING, EVENT_ID_INVALID),
});
export type CommentListQuery = z.infer<typeof CommentListQuery>;
export type CommentListQueryInput = z.input<typeof CommentListQuery>;

/** One comment. A deleted one keeps its place with content '' (threads stay readable). */
export const CommentItem = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  content: z.string(),
  /** ISO instant of writing. */
  time: z.string(),
  edited: z.boolean(),
  deleted: z.boolean(),
  /** 'Pengguna dihapus' when the author's account is gone. */
  name: z.string(),
  username: z.string().nullable(),
  userImageUrl: z.string().nullable(),
  /** The author has passed away: a discreet memorial mark by the name (docs/decisions/024). */
  deceased: z.boolean(),
  /** Null for a top-level comment. */
  parentCommentId: z.number().int().nullable(),
});
export type CommentItem = z.infer<typeof CommentItem>;

/** A top-level comment with its replies, oldest reply first. */
export const CommentThread = CommentItem.extend({
  parentCommentId: z.null(),
  replies: z.array(CommentItem),
});
export type CommentThread = z.infer<typeof CommentThread>;

/** `total` counts top-level comments (the threads), before paging; newest thread first. */
export const CommentListResult = listOf(CommentThread);
export type CommentListResult = z.infer<typeof CommentListResult>;

/** POST /comment. `parentCommentId` (a top-level comment of the same event) makes it a reply. */
export const CreateCommentBody = z.object(
  {
    eventId: bodyId(EVENT_ID_MISSING, EVENT_ID_INVALID),
    content: CommentContent,
    parentCommentId: optionalBodyId('ID komentar yang dibalas tidak valid'),
  },
  { error: INVALID_BODY },
);
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;
export type CreateCommentInput = z.input<typeof CreateCommentBody>;

/**
 * PUT /comment: `{eventId, id, content}` edits; `{eventId, id, deleted: true, content?}` soft-deletes
 * (the spec's client sends a placeholder content then; it is ignored). Parsed into a tagged action.
 */
export const UpdateCommentBody = z
  .object(
    {
      eventId: bodyId(EVENT_ID_MISSING, EVENT_ID_INVALID),
      id: bodyId(COMMENT_ID_MISSING, COMMENT_ID_INVALID),
      content: z
        .unknown()
        .optional()
        .meta({ description: 'Teks baru, 1..2000 karakter (diabaikan bila deleted: true)', type: 'string' }),
      deleted: z.boolean({ error: 'Nilai deleted harus true atau false' }).optional(),
    },
    { error: INVALID_BODY },
  )
  .transform((body, ctx) => {
    if (body.deleted === true) return { action: 'delete' as const, eventId: body.eventId, id: body.id };
    const content = CommentContent.safeParse(body.content);
    if (!content.success) {
      for (const issue of content.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['content'] });
      return z.NEVER;
    }
    return { action: 'edit' as const, eventId: body.eventId, id: body.id, content: content.data };
  });
export type UpdateCommentBody = z.infer<typeof UpdateCommentBody>;
export type UpdateCommentInput = z.input<typeof UpdateCommentBody>;

export const CommentResult = resultOf(CommentItem);
export type CommentResult = z.infer<typeof CommentResult>;
