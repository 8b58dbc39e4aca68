import {
  COMMENT_MESSAGES,
  COMMENT_RATE_LIMIT,
  CommentListQuery,
  CommentListResult,
  CommentResult,
  CreateCommentBody,
  ErrorBody,
  UpdateCommentBody,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { namesMembers, rawId } from '../../lib/read-cache.ts';
import { viewerOf } from '../events/events-viewer.service.ts';
import { type CommentsDeps, createComment, listComments, updateComment } from './comments.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** /api/v2/comment: an event's comment threads (signed-in members; docs/spec.md §6). */
export default async function commentsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps: CommentsDeps = {
    db: base.deps.database.db,
    dialect: base.deps.database.dialect,
    now: base.deps.now,
  };

  app.get(
    '/comment',
    {
      onRequest: app.guards.user,
      config: {
        // The same threads for every member who may see the event: kept for all of them (an admin, who also sees
        // drafts, keeps his own), dropped by a comment on the event at once (docs/decisions/050).
        readCache: {
          event: (req) => rawId((req.query as { eventId?: unknown }).eventId),
          membersShare: (req) => !viewerOf(req).isAdmin,
        },
      },
      schema: {
        tags: ['Komentar'],
        summary: 'Komentar acara: utama terbaru dahulu, balasan terlama dahulu',
        security: [{ bearer: [] }],
        querystring: CommentListQuery,
        response: { 200: CommentListResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const answer = await listComments(deps.db, viewerOf(req), req.query);
      // Personal to no member: kept as the members' answer (lib/read-cache.ts `membersShare`).
      namesMembers(req, []);
      return ok(answer);
    },
  );

  app.post(
    '/comment',
    {
      onRequest: app.guards.user,
      config: {
        // A write on its event's comments (docs/decisions/050): the kept answers about that event and the
        // writer's own are dropped at once, the others stay (docs/decisions/038).
        writesEvent: (req) => (req.body as { eventId: number }).eventId,
        // Per member, not per address (members share networks): counted in preHandler, after the
        // guard has named the member and the body is valid. Per instance, or shared in Redis with REDIS_URL, like the other limits.
        rateLimit: {
          ...COMMENT_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (req) => `member:${req.auth?.id ?? req.ip}`,
          errorResponseBuilder: () => tooManyRequests(COMMENT_MESSAGES.tooMany, 'COMMENT_RATE_LIMITED'),
        },
      },
      schema: {
        tags: ['Komentar'],
        summary:
          'Tulis komentar atau balasan (balasan hanya untuk komentar utama). Teks yang sama dari anggota ' +
          'yang sama dalam 10 detik menjawab komentar sebelumnya; paling banyak 10 komentar per menit.',
        security: [{ bearer: [] }],
        body: CreateCommentBody,
        response: { 201: CommentResult, ...refusals, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const comment = await createComment(deps, caller(req), viewerOf(req), req.body);
      return reply.status(201).send(ok(comment));
    },
  );

  app.put(
    '/comment',
    {
      onRequest: app.guards.user,
      // Its event's comments only: a comment of another event is not found (docs/decisions/050).
      config: { writesEvent: (req) => (req.body as { eventId: number }).eventId },
      schema: {
        tags: ['Komentar'],
        summary:
          'Ubah komentar sendiri, atau hapus ({deleted: true}): sendiri, atau komentar siapa pun oleh admin',
        security: [{ bearer: [] }],
        body: UpdateCommentBody,
        response: { 200: CommentResult, ...refusals },
      },
    },
    async (req) => ok(await updateComment(deps, caller(req), viewerOf(req), req.body)),
  );
}
