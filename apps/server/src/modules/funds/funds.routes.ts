import {
  CashbookQuery,
  CashbookResult,
  CashEntryResult,
  CashPaymentBody,
  ErrorBody,
  ExpenseBody,
  FundBody,
  FundListResult,
  FundPaymentBody,
  FundPaymentListResult,
  FundPaymentResult,
  FundPaymentsQuery,
  FundPaymentsResult,
  FundQuery,
  FundRemindResult,
  FundResult,
  FundUnpaidQuery,
  FundUnpaidResult,
  IdParam,
  ProofBody,
  RejectBody,
  ReverseBody,
  TreasurerListResult,
  VerifyManyBody,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../lib/auth.ts';
import { list, ok } from '../../lib/envelope.ts';
import { wakeAfterWrites } from '../../lib/jobs.ts';
import { attachment, XLSX_TYPE } from '../../lib/xlsx-export.ts';
import { exportCashbook } from './cashbook-export.service.ts';
import { listUnpaid, remindUnpaid } from './fund-standing.service.ts';
import {
  addExpense,
  attachProof,
  createFund,
  createPayment,
  getFund,
  getPayment,
  listFunds,
  listPayments,
  listTreasurers,
  readCashbook,
  recordCashPayment,
  rejectPayment,
  reverseEntry,
  updateFund,
  verifyMany,
  verifyPayment,
} from './funds.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const security = [{ bearer: [] }];

/** 'Iuran', 'Keuangan', 'Buku Kas' (docs/decisions/028-iuran-keuangan-buku-kas.md). */
export default async function fundsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, now, config, images } = base.deps;
  const db = database.db;
  const deps = { db, now, images, publicUrl: config.publicUrl };
  // Verifying or rejecting queues a mail to the payer: it leaves right after the commit.
  wakeAfterWrites(app, () => base.mailJob);
  const user = { onRequest: app.guards.user };

  app.get(
    '/fund',
    {
      ...user,
      schema: {
        tags: ['Iuran'],
        summary: 'Iuran yang dibuka, dengan status pembayaran saya (panitia: semua)',
        security,
        querystring: FundQuery,
        response: { 200: FundListResult, ...refusals },
      },
    },
    async (req) => ok(await listFunds(db, caller(req), req.query)),
  );
  app.post(
    '/fund',
    {
      ...user,
      schema: {
        tags: ['Iuran'],
        summary: 'Buat iuran (admin atau bendahara)',
        security,
        body: FundBody,
        response: { 201: FundResult, ...refusals },
      },
    },
    async (req, reply) => reply.status(201).send(ok(await createFund(deps, caller(req), req.body))),
  );
  app.get(
    '/fund/:id',
    {
      ...user,
      schema: {
        tags: ['Iuran'],
        summary: 'Satu iuran dengan status pembayaran saya',
        security,
        params: IdParam,
        response: { 200: FundResult, ...refusals },
      },
    },
    async (req) => ok(await getFund(db, caller(req), req.params.id)),
  );
  app.put(
    '/fund/:id',
    {
      ...user,
      schema: {
        tags: ['Iuran'],
        summary: 'Ubah iuran, buka atau tutup (admin atau bendahara)',
        security,
        params: IdParam,
        body: FundBody,
        response: { 200: FundResult, ...refusals },
      },
    },
    async (req) => ok(await updateFund(deps, caller(req), req.params.id, req.body)),
  );
  app.get(
    '/fund/:id/unpaid',
    {
      ...user,
      schema: {
        tags: ['Keuangan'],
        summary: 'Yang belum membayar iuran acara atau iuran rutin (admin atau bendahara)',
        security,
        params: IdParam,
        querystring: FundUnpaidQuery,
        response: { 200: FundUnpaidResult, ...refusals },
      },
    },
    async (req) => {
      const page = await listUnpaid(db, caller(req), req.params.id, req.query);
      return list(page.total, page.datas);
    },
  );
  app.post(
    '/fund/:id/remind',
    {
      ...user,
      schema: {
        tags: ['Keuangan'],
        summary:
          "'Ingatkan': notifikasi dan email ke yang belum membayar, sekali sehari (admin atau bendahara)",
        security,
        params: IdParam,
        response: { 200: FundRemindResult, ...refusals },
      },
    },
    async (req) => ok(await remindUnpaid(deps, caller(req), req.params.id)),
  );
  app.post(
    '/fund/:id/payment',
    {
      ...user,
      schema: {
        tags: ['Iuran'],
        summary: 'Bayar: nominal dengan kode unik, bukti transfer (anggota)',
        security,
        params: IdParam,
        body: FundPaymentBody,
        response: { 201: FundPaymentResult, ...refusals },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await createPayment(deps, caller(req), req.params.id, req.body))),
  );
  app.get(
    '/fund/:id/payments',
    {
      ...user,
      schema: {
        tags: ['Keuangan'],
        summary: 'Pembayaran satu iuran (admin atau bendahara)',
        security,
        params: IdParam,
        querystring: FundPaymentsQuery,
        response: { 200: FundPaymentListResult, ...refusals },
      },
    },
    async (req) => ok(await listPayments(db, caller(req), req.params.id, req.query.status)),
  );
  app.post(
    '/fund/:id/cash-payment',
    {
      ...user,
      schema: {
        tags: ['Keuangan'],
        summary: "'Bayar tunai': catat pembayaran tunai anggota (langsung lunas)",
        security,
        params: IdParam,
        body: CashPaymentBody,
        response: { 201: FundPaymentResult, ...refusals },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await recordCashPayment(deps, caller(req), req.params.id, req.body))),
  );
  app.get(
    '/fund-payment',
    {
      ...user,
      schema: {
        tags: ['Keuangan'],
        summary: 'Antrean pembayaran semua iuran (admin atau bendahara)',
        security,
        querystring: FundPaymentsQuery,
        response: { 200: FundPaymentListResult, ...refusals },
      },
    },
    async (req) => ok(await listPayments(db, caller(req), null, req.query.status)),
  );
  app.post(
    '/fund-payment/verify',
    {
      ...user,
      schema: {
        tags: ['Keuangan'],
        summary: 'Verifikasi beberapa pembayaran sekaligus (hasil mutasi bank)',
        security,
        body: VerifyManyBody,
        response: { 200: FundPaymentsResult, ...refusals },
      },
    },
    async (req) => ok({ datas: await verifyMany(deps, caller(req), req.body.ids) }),
  );
  app.get(
    '/fund-payment/:id',
    {
      ...user,
      schema: {
        tags: ['Iuran'],
        summary: 'Satu pembayaran (pembayar atau panitia)',
        security,
        params: IdParam,
        response: { 200: FundPaymentResult, ...refusals },
      },
    },
    async (req) => ok(await getPayment(db, caller(req), req.params.id)),
  );
  app.put(
    '/fund-payment/:id/proof',
    {
      ...user,
      schema: {
        tags: ['Iuran'],
        summary: 'Upload bukti transfer untuk pembayaran saya',
        security,
        params: IdParam,
        body: ProofBody,
        response: { 200: FundPaymentResult, ...refusals },
      },
    },
    async (req) => ok(await attachProof(deps, caller(req), req.params.id, req.body.proofUrl)),
  );
  app.post(
    '/fund-payment/:id/verify',
    {
      ...user,
      schema: {
        tags: ['Keuangan'],
        summary: 'Verifikasi: Lunas, masuk buku kas, anggota diberi tahu',
        security,
        params: IdParam,
        response: { 200: FundPaymentResult, ...refusals },
      },
    },
    async (req) => ok(await verifyPayment(deps, caller(req), req.params.id)),
  );
  app.post(
    '/fund-payment/:id/reject',
    {
      ...user,
      schema: {
        tags: ['Keuangan'],
        summary: 'Tolak dengan alasan; anggota diberi tahu',
        security,
        params: IdParam,
        body: RejectBody,
        response: { 200: FundPaymentResult, ...refusals },
      },
    },
    async (req) => ok(await rejectPayment(deps, caller(req), req.params.id, req.body.reason)),
  );
  app.get(
    '/cashbook',
    {
      ...user,
      schema: {
        tags: ['Buku Kas'],
        summary: 'Buku kas: saldo, catatan, total per iuran (semua anggota)',
        security,
        querystring: CashbookQuery,
        response: { 200: CashbookResult, ...refusals },
      },
    },
    async (req) => ok(await readCashbook(db, caller(req), req.query.month)),
  );
  app.get(
    '/cashbook/export',
    {
      ...user,
      schema: {
        tags: ['Buku Kas'],
        summary: 'Unduh buku kas (.xlsx), seluruhnya atau satu bulan (semua anggota)',
        security,
        querystring: CashbookQuery,
        response: { 200: z.any().describe('Berkas .xlsx'), ...refusals },
      },
    },
    async (req, reply) => {
      const { file, filename } = await exportCashbook(db, caller(req), req.query.month);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
  app.post(
    '/cashbook/expense',
    {
      ...user,
      schema: {
        tags: ['Buku Kas'],
        summary: 'Catat pengeluaran dengan foto kuitansi (admin atau bendahara)',
        security,
        body: ExpenseBody,
        response: { 201: CashEntryResult, ...refusals },
      },
    },
    async (req, reply) => reply.status(201).send(ok(await addExpense(deps, caller(req), req.body))),
  );
  app.post(
    '/cashbook/:id/reverse',
    {
      ...user,
      schema: {
        tags: ['Buku Kas'],
        summary: 'Koreksi: catatan pembalik (catatan lama tetap terlihat)',
        security,
        params: IdParam,
        body: ReverseBody,
        response: { 201: CashEntryResult, ...refusals },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await reverseEntry(deps, caller(req), req.params.id, req.body.reason))),
  );
  app.get(
    '/treasurer',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Keuangan'],
        summary: 'Daftar bendahara (admin)',
        security,
        response: { 200: TreasurerListResult, ...refusals },
      },
    },
    async () => ok(await listTreasurers(db)),
  );
}
