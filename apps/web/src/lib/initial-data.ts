/**
 * A visitor's first screen without a second round trip (docs/decisions/010): for the landing,
 * event list, event detail and about pages the server puts the API answers those pages fetch first into
 * the HTML, `<script type="application/json" id="initial-data">` holding `[{ url, data, ping? }]`
 * (apps/server/src/lib/spa-shell.ts). The pages' queries take them as `initialData` (so the first render
 * already has them, no second render) and lib/api.ts serves any other matching GET; each answer is used
 * once, by a visitor (no session) only: a member's answers differ.
 */
import { readSession } from './session.ts';

export const INITIAL_DATA_ID = 'initial-data';

interface Answer {
  url: string;
  data: unknown;
  /** Send the request anyway, after painting (it counts an event view), and drop its answer. */
  ping?: boolean;
}

/** The same key as the server's `apiKey`: the path and its query parameters sorted by name. */
export function apiKey(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function createInitialData(json: string | null | undefined) {
  const answers = new Map<string, Answer>();
  try {
    const parsed: unknown = json ? JSON.parse(json) : [];
    if (Array.isArray(parsed))
      for (const a of parsed as Answer[])
        if (a && typeof a.url === 'string' && 'data' in a) answers.set(apiKey(a.url), a);
  } catch {
    // Unreadable: the pages fetch as usual.
  }
  return {
    /**
     * The answer for a visitor's GET of `url`, at most once; else undefined. However old the page is: the answers
     * are what it shows, and the queries refresh them once older than their stale time (they are dated from the
     * page's load, `pageAnswersAt`).
     */
    take(url: string): Answer | undefined {
      const key = apiKey(url);
      const answer = answers.get(key);
      if (answer) answers.delete(key);
      return answer;
    },
    /** The answer for `url`, left in place (a placeholder may be asked for on every render). */
    peek(url: string): Answer | undefined {
      return answers.get(apiKey(url));
    },
    /** The calls with an effect (`ping`) not sent yet, marked sent. */
    pings(): string[] {
      const urls: string[] = [];
      for (const answer of answers.values())
        if (answer.ping) {
          answer.ping = false;
          urls.push(answer.url);
        }
      return urls;
    },
  };
}

let pageData: ReturnType<typeof createInitialData> | undefined;
/** While the server renders a page (entry-server.tsx): the answers it renders with. */
let serverData: ReturnType<typeof createInitialData> | undefined;

/**
 * Runs `render` (synchronous: one page's server rendering) with `answers` as the page's answers, the same
 * ones the server puts into the HTML, so the markup and the browser's first render agree.
 */
export function withServerAnswers<T>(answers: readonly unknown[], render: () => T): T {
  serverData = createInitialData(JSON.stringify(answers));
  try {
    return render();
  } finally {
    serverData = undefined;
  }
}

/** This page's answers, read from the document the first time they are asked for. */
function page(): ReturnType<typeof createInitialData> {
  pageData ??= createInitialData(document.getElementById(INITIAL_DATA_ID)?.textContent);
  return pageData;
}

/**
 * True when the page carries its answers: the app's first render then shows what the server rendered from them
 * (app/boot.tsx adopts the server's elements only then).
 */
export function hasPageAnswers(): boolean {
  return typeof document !== 'undefined' && document.getElementById(INITIAL_DATA_ID) !== null;
}

/**
 * When the page's answers were made, for the queries' `initialDataUpdatedAt` (app/app.tsx): the page's load.
 * A page adopted long after it loaded (it waited for a touch, docs/decisions/037, or a tab was left open) shows
 * its answers at once and refreshes those older than the query's stale time.
 */
export function pageAnswersAt(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;
}

/** Sends the page's calls with an effect (the event page's view, docs/spec.md §5) and drops their answers. */
export function sendPagePings(): void {
  for (const url of page().pings()) ping(url);
}

function ping(url: string): void {
  void fetch(url, { headers: { accept: 'application/json' }, keepalive: true }).catch(() => undefined);
}

/** This page's answer for GET `url`, once (on the server: the answers it renders with). */
export function takeInitialAnswer(url: string): Answer | undefined {
  if (typeof document === 'undefined') return serverData?.take(url);
  return page().take(url);
}

/**
 * A visitor's answer for GET `url` from this page, once; undefined for a member or without one. Answers that
 * are the same for everyone (`forEveryone`: categories, banners, the community's figures) serve members too.
 * For a call with an effect (`ping`) the request is still sent, after this, and its answer dropped.
 */
export function takeVisitorAnswer<T>(
  url: string,
  { forEveryone = false }: { forEveryone?: boolean } = {},
): { data: T } | undefined {
  // The server renders for a visitor only, and never sends the `ping` itself.
  const onServer = typeof document === 'undefined';
  if (!onServer && !forEveryone && readSession()) return undefined;
  const answer = takeInitialAnswer(url);
  if (!answer) return undefined;
  if (answer.ping && !onServer) ping(url);
  return { data: answer.data as T };
}

/** For a query's `initialData`: the page's answer for a visitor (see takeVisitorAnswer). */
export function initialAnswer<T>(url: string, options?: { forEveryone?: boolean }): T | undefined {
  return takeVisitorAnswer<T>(url, options)?.data;
}

/**
 * For a query's `placeholderData`: a signed-in member's page keeps showing the visitor's answer the server
 * rendered it with (docs/decisions/019) until the member's own answer arrives; it is never stored as theirs.
 */
export function memberPlaceholder<T>(url: string): T | undefined {
  if (typeof document === 'undefined' || !readSession()) return undefined;
  return page().peek(url)?.data as T | undefined;
}
