/**
 * Where a notification may take the member: same-site paths only ('/event/12#comment-40'). Anything
 * else (an absolute URL, '//host', '/\\host', javascript:) is ignored, so a stored value can never
 * send a member off the site.
 */
export function safeRedirect(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || !url.startsWith('/')) return null;
  if (url.startsWith('//') || url.startsWith('/\\')) return null;
  // Control characters and whitespace are stripped by URL parsers in ways that can change the target.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  if (/[\u0000-\u001f\u007f\s]/.test(url)) return null;
  return url;
}
