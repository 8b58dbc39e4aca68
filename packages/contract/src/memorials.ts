import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { listOf, resultOf } from './common.ts';
import { parseCalendarDate } from './death-notices.ts';

// ---------------------------------------------------------------------------------------------
// 'In Memoriam' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): PUT /user/{id}/deceased
// (admins, reversible), GET / POST /user/{id}/memories (messages of remembrance, shown once approved).
// ---------------------------------------------------------------------------------------------

export const MEMORY_MAX = 1000;

export const MEMORIAL_MSG = {
  notDeceased: 'Halaman kenangan hanya ada untuk teman yang telah berpulang.',
  memoryNotFound: 'Pesan kenangan tidak ditemukan.',
  dateInvalid: 'Tanggal wafat harus berformat DD/MM/YYYY dan tidak di masa depan',
  cannotSelf: 'Anda tidak dapat menandai akun Anda sendiri.',
  sent: 'Terima kasih. Pesan kenangan Anda akan tampil setelah disetujui panitia.',
  marked: 'Akun telah ditandai wafat. Semua pengiriman ke akun ini dihentikan.',
  /** PUT /user/delete (bulk): a memorial is never removed in a batch; the detail page deletes one account. */
  notInBulk: 'Akun teman yang telah berpulang tidak dapat dihapus bersama akun lain.',
  unmarked: 'Tanda wafat telah dibatalkan.',
};

export const DeceasedBody = z.strictObject(
  {
    deceased: z.boolean({ error: 'Pilihan deceased harus true atau false' }),
    date: z
      .string({ error: MEMORIAL_MSG.dateInvalid })
      .trim()
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const stored = parseCalendarDate(v);
        if (!stored) {
          ctx.addIssue({ code: 'custom', message: MEMORIAL_MSG.dateInvalid });
          return z.NEVER;
        }
        return stored;
      }),
  },
  { error: INVALID_BODY },
);
export type DeceasedBody = z.input<typeof DeceasedBody>;

export const DeceasedResult = resultOf(
  z.object({
    id: z.number().int(),
    deceased: z.boolean(),
    deceasedDate: z.string().nullable(),
    /** Registrations for events still to come that were released (the waitlist moved). */
    released: z.number().int(),
  }),
);

export const MEMORY_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const MemoryStatus = z.enum(MEMORY_STATUSES, { error: 'Status tidak dikenal' });
export type MemoryStatus = z.infer<typeof MemoryStatus>;

export const MemoryBody = z.strictObject(
  {
    content: z
      .string({ error: 'Pesan harus diisi' })
      .trim()
      .min(1, 'Pesan harus diisi')
      .max(MEMORY_MAX, `Pesan maksimal ${MEMORY_MAX} karakter`),
  },
  { error: INVALID_BODY },
);
export type MemoryBody = z.infer<typeof MemoryBody>;

export const MemoryModerateBody = z.strictObject(
  { status: z.enum(['APPROVED', 'REJECTED'], { error: 'Status harus APPROVED atau REJECTED' }) },
  { error: INVALID_BODY },
);

export const MemoryParams = z.object({
  id: z.coerce.number().int().positive({ message: 'ID tidak valid' }),
  memoryId: z.coerce.number().int().positive({ message: 'ID tidak valid' }),
});

export const Memory = z.object({
  id: z.number().int(),
  content: z.string(),
  status: MemoryStatus,
  author: z.object({ name: z.string(), username: z.string(), picture: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  /** Admins' moderation list: whose page it is on. */
  memorial: z.object({ id: z.number().int(), name: z.string() }).optional(),
});
export type Memory = z.infer<typeof Memory>;

export const Memorial = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
  deceased: z.boolean(),
  /** 'DD/MM/YYYY' or null. */
  deceasedDate: z.string().nullable(),
});
export type Memorial = z.infer<typeof Memorial>;

/** GET /user/{id}/memories: the memorial and its messages (approved; the author's own and admins' also pending). */
export const MemoriesResult = resultOf(
  z.object({ memorial: Memorial, total: z.number().int(), datas: z.array(Memory) }),
);
export type MemoriesResult = z.infer<typeof MemoriesResult>;
export const MemoryResult = resultOf(Memory);
export const PendingMemoriesResult = listOf(Memory);
