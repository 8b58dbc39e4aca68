/** The visitor-only pages: coming back to one of them after signing in would just bounce to '/'. */
const GUEST_ONLY = /^\/(login|register|forget-password)(?=[/?#]|$)/;

/**
 * Where to go after signing in: the page the visitor came from (`location.state.from`, as a path string or a
 * router Location) when it is a same-site path, else '/'. Anything that could leave the site ('//evil.com',
 * '/\evil.com', 'https://...') falls back to '/'.
 */
export function redirectTarget(from: unknown): string {
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    path = `${from.pathname}${search}${hash}`;
  }
  // A single leading slash: '//host' and '/\\host' are other sites to a browser.
  if (path === undefined || !/^\/(?![/\\])/.test(path)) return '/';
  if (GUEST_ONLY.test(path)) return '/';
  return path;
}
