import {
  CreateEventBody,
  DeleteEventsBody,
  DeleteEventsResult,
  ErrorBody,
  EventDetailResult,
  EventIdParam,
  EventListQuery,
  EventListResult,
  JoinedEventListResult,
  JoinedEventsQuery,
  SavedEventResult,
  UpdateEventBody,
} from '@alumni/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { caller } from '../../lib/auth.ts';
import { list, ok } from '../../lib/envelope.ts';
import { wakeAfterWrites } from '../../lib/jobs.ts';
import {
  type KeptAnswer,
  keepWithAnswer,
  namesMembers,
  rawId,
  type SplicedText,
} from '../../lib/read-cache.ts';
import { findEventMemberIds, findViewedEventIds } from './events.repo.ts';
import { getEventDetail, listEvents, listJoinedEvents, withViewsSince } from './events.service.ts';
import { getEventIcs } from './events-ics.service.ts';
import { updateEvent } from './events-update.service.ts';
import { eventsDeps, viewerKey, viewerOf } from './events-viewer.service.ts';
import { createEvent, deleteEvents, type EventWriteDeps } from './events-write.service.ts';

/**
 * Every /api/v1/event route (docs/architecture.md, "One route file per URL family"): the list, the page's answer,
 * a member's history, the .ics, and the committee's writes. Each part below is registered as a plugin of its own,
 * so its hooks (waking the mail job after a write) stay with its routes. The server-rendered /event/{id} page with
 * its link previews is event-page.routes.ts (a page, not the API).
 */
export default async function eventsRoutes(base: FastifyInstance) {
  await base.register(readRoutes);
  await base.register(icsRoutes);
  await base.register(writeRoutes);
}

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/**
 * An event with more seats and places in its line than this keeps every member's answer his own (docs/decisions/043):
 * naming them all would cost more than the answer.
 */
const SHARED_NAMES_MAX = 500;

async function readRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = eventsDeps(base);
  /**
   * Per viewer, the events whose view is counted: written (read once per viewer, `findViewedEventIds`) or counted
   * here since (docs/decisions/044). A viewer's first look at one more kept event answer then costs no query. Kept
   * for the read cache's TTL, as the answers are: a view another instance writes meanwhile is found by its flush
   * (ViewCounter.tally) and shows within the TTL, as before. At most about 200,000 viewer-event pairs.
   */
  const viewed = new LRUCache<string, Set<number>>({
    maxSize: 200_000,
    sizeCalculation: (events) => events.size + 1,
    ttl: Math.max(base.readCache.ttlMs, 1),
  });
  const viewedBy = async (key: string): Promise<Set<number>> => {
    const known = viewed.get(key);
    if (known) return known;
    const written = new Set(await findViewedEventIds(deps.db, key));
    // Another request for the same viewer may have loaded and added meanwhile: keep its set.
    const meanwhile = viewed.get(key);
    if (meanwhile) return meanwhile;
    viewed.set(key, written);
    return written;
  };
  const { viewCounter } = base;
  /**
   * A kept answer of the event served to a viewer (lib/read-cache.ts `served`): the viewer's first view is counted
   * as the handler counts it, and the answer shows the views this instance counted since it was computed.
   */
  const served = async (req: FastifyRequest, kept: KeptAnswer): Promise<string | SplicedText> => {
    const id = rawId((req.params as { id?: string }).id);
    if (id === undefined) return kept.body;
    const key = viewerKey(req);
    const events = await viewedBy(key);
    if (!events.has(id)) {
      if (!viewCounter.has(id, key)) await viewCounter.add(id, key, deps.now().toISOString());
      events.add(id);
      // Weighed again with its new size.
      viewed.set(key, events);
    }
    return withViewsSince(kept.body, kept.mark, viewCounter.tally(id));
  };

  app.get(
    '/event',
    {
      onRequest: app.guards.optional,
      // The same page for every member (an admin, who also sees drafts, keeps his own): kept for all of them, as
      // the visitors' is for every visitor (docs/decisions/051).
      config: { readCache: { membersShare: (req) => !viewerOf(req).isAdmin } },
      schema: {
        tags: ['Acara'],
        summary: 'Daftar acara (DRAFT hanya untuk admin)',
        querystring: EventListQuery,
        response: { 200: EventListResult, 400: errors[400] },
      },
    },
    async (req) => {
      const page = await listEvents(deps, viewerOf(req), req.query);
      // Personal to no member (lib/read-cache.ts `membersShare`).
      namesMembers(req, []);
      return list(page.total, page.datas);
    },
  );

  // Static path: Fastify's router prefers it over /event/:id.
  app.get(
    '/event/event-by-participant',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Acara'],
        summary: 'Acara yang diikuti pengguna yang masuk',
        security: [{ bearer: [] }],
        querystring: JoinedEventsQuery,
        response: { 200: JoinedEventListResult, 400: errors[400], 401: errors[401] },
      },
    },
    async (req) => {
      const me = caller(req);
      const page = await listJoinedEvents(deps, viewerOf(req), me.id, req.query);
      return list(page.total, page.datas);
    },
  );

  app.get(
    '/event/:id',
    {
      onRequest: app.guards.optional,
      config: {
        readCache: {
          // Before validation the id is the raw text; an odd spelling ('007') only misses the cache.
          event: (req) => rawId((req.params as { id?: string }).id),
          served,
          // Every member but an admin (who also sees drafts) gets the same answer, except those holding a seat
          // or waiting in line, who see their own (docs/decisions/039, 043).
          membersShare: (req) => !viewerOf(req).isAdmin,
        },
      },
      schema: {
        tags: ['Acara'],
        summary: 'Detail acara; deskripsi hanya untuk pengguna yang masuk',
        params: EventIdParam,
        response: { 200: EventDetailResult, 400: errors[400], 404: errors[404] },
      },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const id = req.params.id;
      const key = viewerKey(req);
      const { detail, tally } = await getEventDetail(deps, viewer, id, key, viewCounter);
      // Counted now (written or buffered): known to the viewer's set, when it is read already.
      const events = viewed.get(key);
      if (events && !events.has(id)) viewed.set(key, events.add(id));
      keepWithAnswer(req, tally);
      if (base.readCache.enabled && viewer.userId !== null && !viewer.isAdmin) {
        const named = await findEventMemberIds(deps.db, id, SHARED_NAMES_MAX);
        if (named) namesMembers(req, named);
      }
      return ok(detail);
    },
  );
}

/** GET /event/{id}/ics: "add to calendar" as a downloadable iCalendar file. */
async function icsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = { ...eventsDeps(base), publicUrl: base.deps.config.publicUrl };

  app.get(
    '/event/:id/ics',
    {
      onRequest: app.guards.optional,
      schema: {
        tags: ['Acara'],
        summary: 'Acara sebagai berkas kalender (.ics); deskripsi hanya untuk pengguna yang masuk',
        params: EventIdParam,
        produces: ['text/calendar', 'application/json'],
        response: {
          200: z.string().meta({ description: 'text/calendar (RFC 5545), sebagai lampiran' }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const { fileName, body } = await getEventIcs(deps, viewerOf(req), req.params.id);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // Members get the description, visitors do not: never share a cached copy between them.
          .header('cache-control', 'private, no-store')
          .header('vary', 'authorization')
          .send(body)
      );
    },
  );
}

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Admin event management (docs/spec.md §7): POST /event, PUT /event, PUT /event/delete. */
async function writeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Mail queued by these calls (waitlist promotions, change notices) goes out right after the commit.
  wakeAfterWrites(app, () => base.mailJob);
  const { config, database, now } = base.deps;
  const deps: EventWriteDeps = {
    db: database.db,
    dialect: database.dialect,
    timeZone: config.tzCommunity,
    now,
    images: base.deps.images,
    scryptLogN: config.scryptLogN,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    reminderHours: config.reminderHours,
  };

  app.post(
    '/event',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Acara'],
        summary: 'Buat acara (admin): grup baru atau lanjutan, pembuat yang ada atau pengguna baru',
        security: [{ bearer: [] }],
        body: CreateEventBody,
        response: { 201: SavedEventResult, ...refusals },
      },
    },
    async (req, reply) => {
      const event = await createEvent(deps, caller(req), req.body);
      return reply.status(201).send(ok(event));
    },
  );

  app.put(
    '/event',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Acara'],
        summary:
          'Ubah acara (admin): hanya kolom yang dikirim; peserta diberi tahu bila jadwal, lokasi atau status berubah',
        security: [{ bearer: [] }],
        body: UpdateEventBody,
        response: { 200: SavedEventResult, ...refusals },
      },
    },
    async (req) => ok(await updateEvent(deps, caller(req), req.body)),
  );

  app.put(
    '/event/delete',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Acara'],
        summary: 'Hapus acara (admin, soft delete); acara yang sudah terhapus dilewati',
        security: [{ bearer: [] }],
        body: DeleteEventsBody,
        response: { 200: DeleteEventsResult, ...refusals },
      },
    },
    async (req) => ok(await deleteEvents(deps, caller(req), req.body)),
  );
}
