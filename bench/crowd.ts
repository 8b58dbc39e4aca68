/**
 * The crowd rows of `npm run bench` (docs/decisions/033): what a WhatsApp blast looks like to the server, not one
 * URL asked 50 times. Many members, each signed in (from several loopback addresses, so the per-IP sign-in limit
 * is not what is measured), open different events for the first time; visitors page the list, search it and open
 * server-rendered event pages.
 *
 * The mix: 40 % a member's event answer, 20 % list pages 1-50 (visitor), 15 % search with one of 20 words
 * (visitor), 15 % a member's participant list, 10 % the server-rendered `/event/{id}` (visitor). Every request
 * picks its member, event, page and word at random, so hardly any two requests in a second are the same. Every
 * request says `accept-encoding: gzip, deflate, br`, as a phone's browser does, so answers go out compressed.
 *
 * The same mix with writes (`withWrites`): 2 % of the requests are a member's registration for an event open to
 * it (published, not finished, no quota: a registration there is never refused, and registering again is
 * idempotent), taken from the list pages' share, as a blast about an event brings. Every registration is a
 * write the cached answers show: it drops the answers about its event and the member's own at once, and the
 * shared lists within 5 s (docs/decisions/038; until then it dropped every cached answer, docs/decisions/033).
 *
 * The mix has a member's event answer and participant list, but a member's phone opening an event's page asks
 * eight things (`visitCall`), among them the comments, the fund and the notices' count, which no row of the mix
 * asked: the rows 'comments' and 'a member opening an event' measure them (docs/decisions/050).
 */
import http from 'node:http';
import type autocannon from 'autocannon';

export interface CrowdData {
  /** Published event ids visitors can open (at least 300 where the seed has them). */
  eventIds: number[];
  /** Per event of `eventIds`: its creator and its group (the event page's 'more events' lists), or null. */
  eventCreators: (number | null)[];
  eventGroups: (number | null)[];
  /** Words from those events' names, for the search share. */
  words: string[];
  /** Bearer tokens of distinct members. */
  tokens: string[];
  /** Of `eventIds`, those a member's registration is never refused for (published, not finished, no quota). */
  openEventIds: number[];
}

/** POST /api/v1/login from `localAddress` (any 127.x.y.z is this machine): the token. */
function signInFrom(
  base: string,
  localAddress: string,
  identifier: string,
  password: string,
): Promise<string> {
  const body = JSON.stringify({ email: identifier, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/v1/login`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => {
          const token = (JSON.parse(text || '{}') as { result?: { token?: unknown } }).result?.token;
          if (res.statusCode === 200 && typeof token === 'string') resolve(token);
          else reject(new Error(`login as ${identifier} from ${localAddress} failed (${res.statusCode})`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function json(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/**
 * Collects the crowd's data: `events` published event ids (from the visitor's list, newest first), 20 search
 * words from their names, and `members` members signed in (`anggota1`..), 15 per loopback address.
 */
export async function prepareCrowd(
  base: string,
  password: string,
  opts: { events: number; members: number },
): Promise<CrowdData> {
  const eventIds: number[] = [];
  const eventCreators: (number | null)[] = [];
  const eventGroups: (number | null)[] = [];
  const names: string[] = [];
  const open: number[] = [];
  for (let page = 1; eventIds.length < opts.events; page++) {
    const body = (await json(`${base}/api/v1/event?offset=${page}&limit=100`)) as {
      result: {
        datas: {
          id: number;
          name: string;
          status: string;
          isFinished: boolean;
          quota: number | null;
          user: { id: number } | null;
          eventGroup: { id: number } | null;
        }[];
      };
    };
    if (body.result.datas.length === 0) break;
    for (const e of body.result.datas) {
      if (eventIds.length >= opts.events) break;
      eventIds.push(e.id);
      eventCreators.push(e.user?.id ?? null);
      eventGroups.push(e.eventGroup?.id ?? null);
      names.push(e.name);
      if (e.status === 'PUBLISH' && !e.isFinished && e.quota === null) open.push(e.id);
    }
  }
  const words = [
    ...new Set(
      names.flatMap((n) =>
        n
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 4),
      ),
    ),
  ].slice(0, 20);
  const tokens: string[] = [];
  // 15 sign-ins per address stays under the per-IP limit (20 a minute).
  for (let i = 0; i < opts.members; i++) {
    const address = `127.0.${10 + Math.floor(i / 15)}.1`;
    tokens.push(await signInFrom(base, address, `anggota${i + 1}`, password));
  }
  if (open.length === 0) throw new Error('the crowd has no event open to registration');
  return { eventIds, eventCreators, eventGroups, words, tokens, openEventIds: open };
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

type Kind =
  | 'member-event'
  | 'list'
  | 'search'
  | 'participants'
  | 'event-page'
  | 'register'
  | 'comments'
  | 'visit';
const MIX: [Kind, number][] = [
  ['member-event', 0.4],
  ['list', 0.2],
  ['search', 0.15],
  ['participants', 0.15],
  ['event-page', 0.1],
];

/** The mix with writes: 2 % registrations instead of as many list pages. */
const MIX_WITH_WRITES: [Kind, number][] = MIX.map(([kind, share]) => [
  kind,
  kind === 'list' ? share - 0.02 : share,
]);
MIX_WITH_WRITES.push(['register', 0.02]);

function pickKind(mix: [Kind, number][]): Kind {
  let r = Math.random();
  for (const [kind, share] of mix) {
    r -= share;
    if (r < 0) return kind;
  }
  return 'list';
}

/**
 * What a phone's browser (and the app's fetch) sends with every request: every answer may come compressed.
 * `BENCH_PLAIN=1` leaves it out (every answer uncompressed, as the bench asked before 2026-11-27 evening).
 */
export const BROWSER_ACCEPT_ENCODING: Record<string, string> =
  process.env.BENCH_PLAIN === '1' ? {} : { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The calls the app makes when a signed-in member opens an event's page (recorded from the web app in Chromium,
 * 2026-11-29): the event, the notices' count, the first avatars and the participant list, the fund, the comments
 * (all of them: the app asks for 10,000), and the two 'more events' lists (by its creator, in its group).
 */
function visitCall(data: CrowdData): string {
  const i = Math.floor(Math.random() * data.eventIds.length);
  const id = data.eventIds[i] as number;
  const creator = data.eventCreators[i] ?? null;
  const group = data.eventGroups[i] ?? null;
  const calls = [
    `/api/v1/event/${id}`,
    '/api/v2/notification?offset=1&limit=1',
    `/api/v1/event-participant/get-current?eventId=${id}&offset=1&limit=3`,
    `/api/v1/event-participant/get-current?eventId=${id}&offset=1&limit=9`,
    `/api/v1/fund?eventId=${id}`,
    `/api/v2/comment?offset=1&limit=10000&eventId=${id}`,
    creator === null
      ? `/api/v1/event?offset=1&limit=3&excludeId=${id}`
      : `/api/v1/event?offset=1&limit=3&userId=${creator}&excludeId=${id}`,
    group === null
      ? `/api/v1/event?offset=1&limit=3&excludeId=${id}`
      : `/api/v1/event?offset=1&limit=3&groupId=${group}&excludeId=${id}`,
  ];
  return pick(calls);
}

/** One request of `kind` with a random member, event, page or word. */
function requestOf(
  kind: Kind,
  data: CrowdData,
): { path: string; headers: Record<string, string>; method?: 'POST'; body?: string } {
  const member = () => ({ authorization: `Bearer ${pick(data.tokens)}` });
  switch (kind) {
    case 'member-event':
      return { path: `/api/v1/event/${pick(data.eventIds)}`, headers: member() };
    case 'participants':
      return {
        path: `/api/v1/event-participant/get-current?eventId=${pick(data.eventIds)}&offset=1&limit=10`,
        headers: member(),
      };
    case 'list':
      return { path: `/api/v1/event?offset=${1 + Math.floor(Math.random() * 50)}&limit=9`, headers: {} };
    case 'search':
      return {
        path: `/api/v1/event?offset=1&limit=9&search=${encodeURIComponent(pick(data.words))}`,
        headers: {},
      };
    case 'event-page':
      return { path: `/event/${pick(data.eventIds)}`, headers: { accept: 'text/html' } };
    case 'comments':
      return {
        path: `/api/v2/comment?offset=1&limit=10000&eventId=${pick(data.eventIds)}`,
        headers: member(),
      };
    case 'visit':
      return { path: visitCall(data), headers: member() };
    case 'register':
      return {
        method: 'POST',
        path: '/api/v1/event-participant/register',
        headers: { ...member(), 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: pick(data.openEventIds) }),
      };
  }
}

/**
 * autocannon requests whose every call is a fresh pick of `kinds` (one kind: that row alone), or of the mix
 * (`withWrites`: the mix with its registrations).
 */
export function crowdRequests(
  data: CrowdData,
  kinds?: Kind[],
  opts: { withWrites?: boolean } = {},
): autocannon.Request[] {
  const mix = opts.withWrites ? MIX_WITH_WRITES : MIX;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        const { path, headers, method, body } = requestOf(kinds ? pick(kinds) : pickKind(mix), data);
        return {
          ...req,
          path,
          method: method ?? 'GET',
          body,
          headers: { ...BROWSER_ACCEPT_ENCODING, ...headers },
        };
      },
    },
  ];
}

export type CrowdKind = Kind;
