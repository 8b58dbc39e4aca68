import { createHash } from 'node:crypto';
import { isAdminRole } from '@alumni/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventsDeps, Viewer } from './events.service.ts';

/** The caller as event visibility sees them (guards.optional leaves req.auth null for visitors). */
export function viewerOf(req: FastifyRequest): Viewer {
  return { userId: req.auth?.id ?? null, isAdmin: isAdminRole(req.auth?.role) };
}

export function eventsDeps(app: FastifyInstance): EventsDeps {
  return { db: app.deps.database.db, timeZone: app.deps.config.tzCommunity, now: app.deps.now };
}

/**
 * One view per viewer: members by id; visitors by a hash of address and browser, so a visitor reloading
 * does not inflate the count and nothing personal is stored.
 */
export function viewerKey(req: FastifyRequest): string {
  if (req.auth) return `u:${req.auth.id}`;
  const ua = req.headers['user-agent'] ?? '';
  return `a:${createHash('sha256').update(`${req.ip}${ua}`).digest('hex').slice(0, 32)}`;
}
