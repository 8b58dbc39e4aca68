import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
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
 * The network a visitor's address stands for: an IPv4 address itself; for IPv6 its /64, since one
 * host or home gets a whole /64 and may use any address in it (privacy addresses rotate daily).
 * Without this one IPv6 client could count as endless visitors.
 */
export function visitorNetwork(ip: string): string {
  const address = (ip.split('%')[0] ?? '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  // A dotted IPv4 ending holds two groups.
  const backGroups = back.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined ? front : [...front, ...Array(8 - front.length - backGroups).fill('0'), ...back];
  const prefix = groups.slice(0, 4).map((g) => (g.includes('.') ? g : Number.parseInt(g, 16).toString(16)));
  return `${prefix.join(':')}::/64`;
}

/**
 * One view per viewer and event: members by account; visitors by their address (visitorNetwork), not
 * by browser, so changing the User-Agent or clearing cookies does not count again and one client adds
 * at most one event_views row per event. The address is stored only as a hash keyed with the server's
 * secret (a plain hash of an IPv4 address is reversed by trying all 2^32).
 */
export function viewerKey(req: FastifyRequest): string {
  if (req.auth) return `u:${req.auth.id}`;
  const secret = req.server.deps.config.jwtSecret;
  const digest = createHmac('sha256', secret)
    .update(`event-view:${visitorNetwork(req.ip)}`)
    .digest('hex');
  return `a:${digest.slice(0, 32)}`;
}
