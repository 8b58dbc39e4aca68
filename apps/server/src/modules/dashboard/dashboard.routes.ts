import {
  ActivitySeenBody,
  ActivitySummaryResult,
  ComparedUserQuery,
  ComparedUsersResult,
  ErrorBody,
  StorageUsageResult,
  TotalFigureResult,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { activitySummary, markActivitySeen } from '../activity-log/activity-seen.service.ts';
import { storageUsage } from '../uploads/upload-budget.service.ts';
import { type Clock, comparedUsers, totalEventFigure, totalUserFigure } from './dashboard.service.ts';

const errors = { 401: ErrorBody, 403: ErrorBody };

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // Read through deps on every call so a test's fixed clock drives the figures.
  const clock = (): Clock => ({ now: app.deps.now(), timeZone: app.deps.config.tzCommunity });
  const common = { onRequest: app.guards.admin };
  const meta = { tags: ['dashboard'], security: [{ bearer: [] }] };

  app.get(
    '/dashboard/total-user',
    {
      ...common,
      schema: {
        ...meta,
        summary: "'Total User' card: members, change versus last month, 6-month trend",
        response: { 200: TotalFigureResult, ...errors },
      },
    },
    async () => ok(await totalUserFigure(db(), clock())),
  );

  app.get(
    '/dashboard/total-event',
    {
      ...common,
      schema: {
        ...meta,
        summary: "'Total Acara' card: events not deleted, change versus last month, 6-month trend",
        response: { 200: TotalFigureResult, ...errors },
      },
    },
    async () => ok(await totalEventFigure(db(), clock())),
  );

  app.get(
    '/dashboard/storage',
    {
      ...common,
      schema: {
        ...meta,
        summary:
          "'Penyimpanan Gambar' card: files and bytes of the uploaded pictures, uploads of the last 24 h",
        response: { 200: StorageUsageResult, ...errors },
      },
    },
    async () => ok(await storageUsage(db(), app.deps.images, app.deps.now())),
  );

  app.get(
    '/dashboard/activity-summary',
    {
      ...common,
      schema: {
        ...meta,
        summary:
          "'Aktivitas' panel and the bell: other admins' rows this admin has not seen, the 5 newest rows",
        response: { 200: ActivitySummaryResult, ...errors },
      },
    },
    async (req) => ok(await activitySummary(db(), clock(), caller(req).id)),
  );

  app.post(
    '/dashboard/activity-seen',
    {
      ...common,
      schema: {
        ...meta,
        summary: 'The admin opened the bell panel: mark the log seen up to `upTo` (the summary newestId)',
        body: ActivitySeenBody,
        response: { 200: ActivitySummaryResult, 400: ErrorBody, ...errors },
      },
    },
    async (req) => ok(await markActivitySeen(db(), clock(), caller(req).id, req.body.upTo)),
  );

  app.get(
    '/dashboard/compared-user',
    {
      ...common,
      schema: {
        ...meta,
        summary: "'Ringkasan Pengguna': active versus inactive members per month of a year",
        querystring: ComparedUserQuery,
        response: { 200: ComparedUsersResult, 400: ErrorBody, ...errors },
      },
    },
    async (req) => ok(await comparedUsers(db(), req.query.year, clock())),
  );
};

export default dashboardRoutes;
