import { ActivityLogListResult, ActivityLogQuery, ErrorBody } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list } from '../../lib/envelope.ts';
import { listActivity } from './activity-log.repo.ts';

const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity-log',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['activity-log'],
        summary: 'Admin activity log (the /admin/log table and the bell panel: offset 1, limit 5)',
        security: [{ bearer: [] }],
        querystring: ActivityLogQuery,
        response: { 200: ActivityLogListResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      const { total, datas } = await listActivity(app.deps.database.db, req.query, {
        timeZone: app.deps.config.tzCommunity,
      });
      return list(total, datas);
    },
  );
};

export default activityLogRoutes;
