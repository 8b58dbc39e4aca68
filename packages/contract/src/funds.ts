import { z } from 'zod';
import { listOf, resultOf } from './common.ts';
import { formatRupiah, MONTH_NAMES_ID } from './constants.ts';
import { pageFields } from './events.ts';

export {
  formatRupiah,
  PARTICIPANT_PAYMENT_LABEL,
  PARTICIPANT_PAYMENTS,
  PAYMENT_STATUS_LABEL,
  type ParticipantPaymentState,
  UNPAID_DEFAULT_LIMIT,
  UNPAID_MAX_LIMIT,
} from './constants.ts';

import { UploadedImagePath } from './uploads.ts';

// ---------------------------------------------------------------------------------------------
// 'Iuran', 'Keuangan' and 'Buku Kas' (docs/decisions/028-iuran-keuangan-buku-kas.md). Money is whole rupiah,
// an integer end to end; a unique code (1..999) is added to what a member transfers so the treasurer can tell
// the transfers apart; the cash book is append-only (a mistake is corrected by a reversing entry).
// ---------------------------------------------------------------------------------------------

/** The largest amount any field takes: Rp 1.000.000.000. */
export const MONEY_MAX = 1_000_000_000;
/** Unique codes run 1..999 (docs/decisions/028). */
export const UNIQUE_CODE_MAX = 999;
/** The name other members see for an anonymous donor. */
export const ANONYMOUS_DONOR = 'Hamba Allah';

/** Whole rupiah: an integer above 0 and at most MONEY_MAX, with Indonesian messages. */
export const rupiah = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .refine((v) => Number.isInteger(v), `${label} harus bilangan bulat (rupiah tanpa sen)`)
    .refine((v) => v > 0, `${label} harus lebih dari 0`)
    .refine((v) => v <= MONEY_MAX, `${label} maksimal ${formatRupiah(MONEY_MAX)}`);

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .min(min, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** 'YYYY-MM-DD' of a real day. */
export const isoDay = (label: string) =>
  z
    .string({ error: `${label} harus berformat YYYY-MM-DD` })
    .regex(ISO_DAY, `${label} harus berformat YYYY-MM-DD`)
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const t = new Date(Date.UTC(y, m - 1, d));
      return y >= 2000 && y <= 2100 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
    }, `${label} tidak valid`);

export const FUND_KINDS = ['EVENT', 'DUES', 'DONATION'] as const;
export const FundKind = z.enum(FUND_KINDS, { error: 'Jenis iuran tidak valid' });
export type FundKind = z.infer<typeof FundKind>;
export const FUND_KIND_LABEL: Record<FundKind, string> = {
  EVENT: 'Iuran acara',
  DUES: 'Iuran rutin',
  DONATION: 'Donasi',
};

export const FUND_STATUSES = ['OPEN', 'CLOSED'] as const;
export const FundStatus = z.enum(FUND_STATUSES, { error: 'Status iuran tidak valid' });
export type FundStatus = z.infer<typeof FundStatus>;

export const PAYMENT_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const FUND_MSG = {
  notFound: 'Iuran tidak ditemukan.',
  paymentNotFound: 'Pembayaran tidak ditemukan.',
  entryNotFound: 'Catatan kas tidak ditemukan.',
  committeeOnly: 'Hanya admin atau bendahara yang dapat melakukan ini.',
  closed: 'Iuran ini sudah ditutup.',
  alreadyPaid: 'Anda sudah melunasi iuran ini.',
  amountRequired: 'Nominal wajib diisi untuk donasi.',
  eventRequired: 'Pilih acara untuk iuran acara.',
  eventNotFound: 'Acara tidak ditemukan.',
  fixedAmountRequired: 'Nominal per orang wajib diisi.',
  noCodeLeft: 'Kode unik untuk iuran ini sedang habis. Silakan coba lagi nanti.',
  notPending: 'Pembayaran ini sudah diproses.',
  imageMissing: 'Gambar tidak ditemukan. Upload ulang gambar.',
  alreadyReversed: 'Catatan ini sudah dikoreksi.',
  reversalOfReversal: 'Catatan koreksi tidak dapat dikoreksi lagi.',
  userNotFound: 'Anggota tidak ditemukan.',
  donationNoDue: 'Donasi tidak punya daftar anggota yang belum membayar.',
  reminderNotice: (fund: string, amount: string) =>
    `Pengingat: iuran ${fund} sebesar ${amount} belum Anda bayar. Buka halaman iuran untuk membayar.`,
  reminderSubject: (fund: string) => `Pengingat iuran ${fund}`,
  verifiedNotice: (fund: string, receipt: string) =>
    `Pembayaran ${fund} sudah diverifikasi: Lunas. Nomor kuitansi ${receipt}.`,
  rejectedNotice: (fund: string, reason: string) =>
    `Pembayaran ${fund} ditolak: ${reason}. Silakan upload ulang bukti transfer.`,
  verifiedSubject: (fund: string) => `Pembayaran ${fund} Lunas`,
  rejectedSubject: (fund: string) => `Pembayaran ${fund} ditolak`,
};

export const FundAccount = z.object({
  bank: text('Nama bank', 50),
  number: text('Nomor rekening', 40).regex(/^[0-9 .-]+$/, 'Nomor rekening hanya berisi angka'),
  holder: text('Atas nama', 100),
});
export type FundAccount = z.infer<typeof FundAccount>;

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const FundBody = z
  .object({
    kind: FundKind,
    name: text('Nama iuran', 150),
    description: text('Keterangan', 2000, 0).default(''),
    eventId: nullable(
      z.number({ error: 'Acara tidak valid' }).int('Acara tidak valid').positive('Acara tidak valid'),
    ),
    amount: nullable(rupiah('Nominal')),
    target: nullable(rupiah('Target')),
    dueDate: nullable(isoDay('Batas waktu')),
    accounts: z
      .array(FundAccount, { error: 'Rekening tujuan tidak valid' })
      .min(1, 'Isi paling sedikit satu rekening tujuan')
      .max(5, 'Paling banyak 5 rekening'),
    qrisUrl: nullable(UploadedImagePath),
    status: FundStatus.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'EVENT' && !v.eventId)
      ctx.addIssue({ code: 'custom', path: ['eventId'], message: FUND_MSG.eventRequired });
    if (v.kind !== 'DONATION' && !v.amount)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: FUND_MSG.fixedAmountRequired });
  });
export type FundBody = z.input<typeof FundBody>;
export type FundValues = z.output<typeof FundBody>;

/** The caller's latest payment in a fund. */
export const MyPayment = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  uniqueAmount: z.number().int(),
  status: PaymentStatus,
  proofUrl: z.string().nullable(),
  reason: z.string().nullable(),
  receiptNo: z.string().nullable(),
  anonymous: z.boolean(),
  createdAt: z.string(),
});
export type MyPayment = z.infer<typeof MyPayment>;

export const Fund = z.object({
  id: z.number().int(),
  kind: FundKind,
  name: z.string(),
  description: z.string(),
  eventId: z.number().int().nullable(),
  eventName: z.string().nullable(),
  amount: z.number().int().nullable(),
  target: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  accounts: z.array(FundAccount),
  qrisUrl: z.string().nullable(),
  status: FundStatus,
  /** Sum of verified payments. */
  collected: z.number().int(),
  paidCount: z.number().int(),
  pendingCount: z.number().int(),
  /** Sum of the amounts of payments waiting for verification. */
  pendingAmount: z.number().int(),
  /**
   * Who owes it (GET /fund/{id} only; null for a donation): EVENT, the event's participants; DUES, every living
   * member. `notYet`: those with neither a verified nor a waiting payment, and what they owe together.
   */
  standing: z
    .object({ due: z.number().int(), notYet: z.number().int(), notYetAmount: z.number().int() })
    .nullable()
    .optional(),
  my: MyPayment.nullable(),
});
export type Fund = z.infer<typeof Fund>;

/** GET /fund/{id}/unpaid (committee): who owes the fund and has not paid, in name order. */
export const FundUnpaidQuery = z.object(pageFields);
export const UnpaidMember = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
  /** When 'Ingatkan' last reached them for this fund; null = never. */
  remindedAt: z.string().nullable(),
});
export type UnpaidMember = z.infer<typeof UnpaidMember>;
export const FundUnpaidResult = listOf(UnpaidMember);

/** 'Ingatkan' reaches each member at most once in this many hours per fund. */
export const REMINDER_GAP_HOURS = 24;
/** POST /fund/{id}/remind (committee). `whatsappText`: a ready message for the class's WhatsApp group. */
export const FundRemindResult = resultOf(
  z.object({ reminded: z.number().int(), skipped: z.number().int(), whatsappText: z.string() }),
);
export type FundRemind = z.infer<typeof FundRemindResult>['result'];

/** The WhatsApp text of 'Ingatkan': the fund, what is due by when, and where to pay. */
export function fundReminderText(
  fund: { name: string; amount: number | null; dueDate: string | null },
  url: string,
): string {
  const lines = [`*Pengingat ${fund.name}*`];
  if (fund.amount) lines.push(`Iuran: ${formatRupiah(fund.amount)} per orang.`);
  if (fund.dueDate) lines.push(`Batas waktu: ${fund.dueDate.split('-').reverse().join('/')}.`);
  lines.push(
    'Bagi yang belum membayar, silakan transfer dan upload bukti transfer di:',
    url,
    'Terima kasih.',
  );
  return lines.join('\n');
}

export const FundQuery = z.object({
  eventId: z.coerce.number().int().positive('Acara tidak valid').optional(),
});
export const FundListResult = resultOf(
  z.object({ committee: z.boolean(), total: z.number().int(), datas: z.array(Fund) }),
);
export const FundResult = resultOf(Fund);

export const FundPaymentBody = z
  .object({
    amount: rupiah('Nominal').optional(),
    proofUrl: UploadedImagePath.optional(),
    anonymous: z.boolean({ error: 'Pilihan anonim tidak valid' }).optional(),
  })
  .strict();
export type FundPaymentBody = z.infer<typeof FundPaymentBody>;

export const ProofBody = z.object({ proofUrl: UploadedImagePath }).strict();

export const FundPayment = z.object({
  id: z.number().int(),
  fundId: z.number().int(),
  fundName: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  amount: z.number().int(),
  uniqueCode: z.number().int(),
  uniqueAmount: z.number().int(),
  proofUrl: z.string().nullable(),
  anonymous: z.boolean(),
  method: z.enum(['TRANSFER', 'CASH']),
  status: PaymentStatus,
  reason: z.string().nullable(),
  receiptNo: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FundPayment = z.infer<typeof FundPayment>;
export const FundPaymentResult = resultOf(FundPayment);
export const FundPaymentsQuery = z.object({ status: PaymentStatus.optional() });
export const FundPaymentListResult = listOf(FundPayment);

export const RejectBody = z.object({ reason: text('Alasan', 300) }).strict();

export const CashPaymentBody = z
  .object({
    userId: z.number({ error: 'Pilih anggota' }).int('Pilih anggota').positive('Pilih anggota'),
    amount: rupiah('Nominal').optional(),
  })
  .strict();
export type CashPaymentBody = z.infer<typeof CashPaymentBody>;

export const TreasurerBody = z
  .object({ treasurer: z.boolean({ error: 'Pilihan bendahara tidak valid' }) })
  .strict();
export const TreasurerResult = resultOf(
  z.object({ id: z.number().int(), name: z.string(), treasurer: z.boolean() }),
);
export const TreasurerListResult = resultOf(
  z.object({ datas: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })) }),
);

export const CASH_DIRECTIONS = ['IN', 'OUT'] as const;
export const CashDirection = z.enum(CASH_DIRECTIONS);
export type CashDirection = z.infer<typeof CashDirection>;

export const CashEntry = z.object({
  id: z.number().int(),
  direction: CashDirection,
  amount: z.number().int(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  description: z.string(),
  fundId: z.number().int().nullable(),
  fundName: z.string().nullable(),
  /** The payer of an income; 'Hamba Allah' for an anonymous donor unless the reader keeps the books. */
  name: z.string().optional(),
  receiptUrl: z.string().nullable(),
  reversesEntryId: z.number().int().nullable(),
  reversedByEntryId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CashEntry = z.infer<typeof CashEntry>;

export const CashFundTotal = z.object({
  fundId: z.number().int().nullable(),
  fundName: z.string(),
  in: z.number().int(),
  out: z.number().int(),
});
export type CashFundTotal = z.infer<typeof CashFundTotal>;

export const CashbookQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan harus berformat YYYY-MM')
    .optional(),
});
export const Cashbook = z.object({
  balance: z.number().int(),
  canWrite: z.boolean(),
  totals: z.array(CashFundTotal),
  datas: z.array(CashEntry),
});
export type Cashbook = z.infer<typeof Cashbook>;
export const CashbookResult = resultOf(Cashbook);

export const ExpenseBody = z
  .object({
    amount: rupiah('Nominal'),
    date: isoDay('Tanggal'),
    description: text('Keterangan', 300),
    receiptUrl: UploadedImagePath,
    fundId: nullable(
      z.number({ error: 'Iuran tidak valid' }).int('Iuran tidak valid').positive('Iuran tidak valid'),
    ),
  })
  .strict();
export type ExpenseBody = z.infer<typeof ExpenseBody>;

export const ReverseBody = z.object({ reason: text('Alasan koreksi', 300) }).strict();
export const CashEntryResult = resultOf(CashEntry);

/** 'YYYY-MM' -> 'November 2026'. */
export const monthLabel = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES_ID[m - 1] ?? ''} ${y}`;
};

/**
 * 'Salin laporan': the month's summary as WhatsApp-ready text (bold with *...*): income and expenses of the month,
 * per fund, and the balance at the end of the month. `entries` is the whole book (any order).
 */
export function cashbookMonthReport(
  entries: readonly CashEntry[],
  month: string,
  community = 'Angkatan',
): string {
  const signed = (e: CashEntry) => (e.direction === 'IN' ? e.amount : -e.amount);
  const inMonth = entries.filter((e) => e.date.startsWith(month));
  const upTo = entries.filter((e) => e.date.slice(0, 7) <= month);
  const income = inMonth.filter((e) => e.direction === 'IN').reduce((s, e) => s + e.amount, 0);
  const spent = inMonth.filter((e) => e.direction === 'OUT').reduce((s, e) => s + e.amount, 0);
  const before = entries.filter((e) => e.date.slice(0, 7) < month).reduce((s, e) => s + signed(e), 0);
  const end = upTo.reduce((s, e) => s + signed(e), 0);
  const byFund = new Map<string, number>();
  for (const e of inMonth) {
    const key = e.fundName ?? 'Kas umum';
    byFund.set(key, (byFund.get(key) ?? 0) + signed(e));
  }
  const lines = [
    `*Laporan Kas ${community} — ${monthLabel(month)}*`,
    '',
    `Saldo awal: ${formatRupiah(before)}`,
    `Pemasukan: ${formatRupiah(income)}`,
    `Pengeluaran: ${formatRupiah(spent)}`,
    `*Saldo akhir: ${formatRupiah(end)}*`,
  ];
  if (byFund.size > 0) {
    lines.push('', '*Per iuran bulan ini:*');
    for (const [name, sum] of byFund) lines.push(`- ${name}: ${formatRupiah(sum)}`);
  }
  const out = inMonth.filter((e) => e.direction === 'OUT');
  if (out.length > 0) {
    lines.push('', '*Pengeluaran:*');
    for (const e of out)
      lines.push(`- ${e.date.split('-').reverse().join('/')} ${e.description}: ${formatRupiah(e.amount)}`);
  }
  lines.push('', 'Buku kas lengkap dapat dilihat di menu Buku Kas.');
  return lines.join('\n');
}

/** 'Unduh .xlsx' of 'Buku Kas' (GET /cashbook/export): the columns, in order. */
export const CASHBOOK_EXPORT_COLUMNS = [
  'Tanggal',
  'Keterangan',
  'Iuran',
  'Nama',
  'Masuk',
  'Keluar',
  'Saldo',
] as const;

/**
 * The rows of the cash-book export, oldest first, with the running balance: for a month, an opening line
 * 'Saldo awal' and that month's entries; without one, every entry. Amounts are whole rupiah (numbers).
 */
export function cashbookExportRows(entries: readonly CashEntry[], month?: string): (string | number)[][] {
  const signed = (e: CashEntry) => (e.direction === 'IN' ? e.amount : -e.amount);
  const sorted = [...entries].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const shown = month ? sorted.filter((e) => e.date.startsWith(month)) : sorted;
  let balance = month
    ? sorted.filter((e) => e.date.slice(0, 7) < month).reduce((s, e) => s + signed(e), 0)
    : 0;
  const rows: (string | number)[][] = [];
  if (month) rows.push([`${month}-01`, 'Saldo awal', '', '', '', '', balance]);
  for (const e of shown) {
    balance += signed(e);
    rows.push([
      e.date,
      e.description,
      e.fundName ?? 'Kas umum',
      e.name ?? '',
      e.direction === 'IN' ? e.amount : '',
      e.direction === 'OUT' ? e.amount : '',
      balance,
    ]);
  }
  return rows;
}

/** POST /fund-payment/verify: the payments a bank statement matched, verified together. */
export const VerifyManyBody = z
  .object({
    ids: z
      .array(z.number({ error: 'ID tidak valid' }).int('ID tidak valid').positive('ID tidak valid'), {
        error: 'Daftar pembayaran tidak valid',
      })
      .min(1, 'Pilih paling sedikit satu pembayaran')
      .max(500, 'Paling banyak 500 pembayaran sekaligus'),
  })
  .strict();
export const FundPaymentsResult = resultOf(z.object({ datas: z.array(FundPayment) }));
export const PaymentQueueQuery = z.object({ status: PaymentStatus.optional() });
