import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../test/helpers.ts';
import { createSecretWatch, findLeaks } from '../../test/log-secrets.ts';
import { MASK, maskUrl, maskUrlsInText } from '../lib/log-redaction.ts';
import { createMailer } from '../lib/mailer.ts';
import { verifyPassword } from '../lib/password.ts';
import { post } from '../modules/auth/auth.test-support.ts';

/**
 * docs/decisions/020, "Logs". Attack: open a mailed link (/forget-password/confirm?token=…,
 * /activate?token=…) and read the token back from the request log, then set the member's password with it.
 * Proof it fails: the logged URL carries `token=***`, no log line at any level holds the token, and the token
 * copied from the log is no token. Positive controls: the request is logged (with its path), and the token
 * from the mail itself still sets the password. The whole suite is checked the same way (test/helpers.ts).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function resetLink(email: string): Promise<string> {
  expect((await post(ctx, '/forgot-password', { email })).statusCode).toBe(200);
  const mail = (await ctx.deliverMail()).filter((m) => m.to === email).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/forget-password\/confirm\?token=\S+/)?.[0];
  if (!link) throw new Error('no link in the mail');
  return link;
}

describe('secrets in request URLs never reach the log', () => {
  it('logs the opened reset and activation links with the token masked, at trace level too', async () => {
    const user = await createUser(ctx);
    const link = await resetLink(user.email);
    const url = new URL(link);
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);

    const from = ctx.logWatch.lines.length;
    for (const path of [
      `${url.pathname}${url.search}`,
      `/activate?token=${encodeURIComponent(token)}`,
      `/api/v1/current-user?access_token=${encodeURIComponent(token)}&lang=id`,
      `/api/v1/event?refresh_token=${encodeURIComponent(token)}&code=${encodeURIComponent(token)}`,
    ])
      await ctx.app.inject({ url: path });
    const lines = ctx.logWatch.lines.slice(from);

    // Attack: the log holds no trace of the token, in any form.
    for (const form of [token, encodeURIComponent(token)])
      for (const line of lines) expect(line).not.toContain(form);
    // The copied "token" from the log is what the log shows: the mask, which sets nothing.
    const copied = lines
      .map((l) => /confirm\?token=([^"&]+)/.exec(l)?.[1])
      .find((t): t is string => typeof t === 'string');
    expect(copied).toBe(MASK);
    expect(
      (await post(ctx, '/forgot-password/confirm', { token: copied, password: 'sandi-diambil-1' }))
        .statusCode,
    ).toBe(400);

    // Positive controls: each request was logged (at info, with its path and the other parameters kept) ...
    const logged = lines.map((l) => JSON.parse(l) as { msg?: string; level: number; req?: { url: string } });
    const urls = logged.flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toContain(`/forget-password/confirm?token=${MASK}`);
    expect(urls).toContain(`/activate?token=${MASK}`);
    expect(urls).toContain(`/api/v1/current-user?access_token=${MASK}&lang=id`);
    expect(urls).toContain(`/api/v1/event?refresh_token=${MASK}&code=${MASK}`);
    // The server logged at its most verbose level: nothing was left out of the check.
    expect(ctx.app.log.level).toBe('trace');
    // ... and the real token, from the mail, still sets the password (it was a live secret).
    const res = await post(ctx, '/forgot-password/confirm', { token, password: 'sandi-pemilik-1' });
    expect(res.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(await verifyPassword('sandi-pemilik-1', row?.password_hash ?? null)).toBe(true);
  });

  it('masks only secret-looking parameters', () => {
    expect(maskUrl('/event?page=2&q=budi')).toBe('/event?page=2&q=budi');
    expect(maskUrl('/x?Token=a&device_id=b&sig=c&name=d')).toBe(
      `/x?Token=${MASK}&device_id=${MASK}&sig=${MASK}&name=d`,
    );
    expect(maskUrl('/x?%74oken=a')).toBe(`/x?%74oken=${MASK}`);
    // A value that reads like a secret name masks nothing; a secret name after it is still masked.
    expect(maskUrl('/event?search=keyboard&page=2')).toBe('/event?search=keyboard&page=2');
    expect(maskUrl('/x?q=a+b&t%6Fken=a')).toBe(`/x?q=a+b&t%6Fken=${MASK}`);
    expect(maskUrl('/x?q=1#token=a')).toBe('/x?q=1');
    expect(maskUrl('/x?token=a#b')).toBe(`/x?token=${MASK}`);
    expect(maskUrl('/x?token')).toBe('/x?token');
    expect(maskUrl('/no-query')).toBe('/no-query');
    expect(maskUrlsInText('Buka https://a.id/activate?token=abc.def-1 sekarang')).toBe(
      `Buka https://a.id/activate?token=${MASK} sekarang`,
    );
  });
});

describe('a mail written to the log when SMTP_URL is unset', () => {
  it('tells the operator a mail waits, for whom and what it says, without its link secret', async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      from: 'panitia@alumni86.id',
      log: { warn: (_obj: unknown, msg?: string) => void lines.push(String(msg)) },
    });
    const secret = 'r4h4s14-t0k3n-y4ng-p4nj4ng';
    await mailer.send({
      to: 'budi@example.com',
      subject: 'Atur ulang kata sandi',
      text: `Halo Budi,\nbuka http://localhost:3000/forget-password/confirm?token=${secret}\nTerima kasih.`,
      html: `<a href="http://localhost:3000/forget-password/confirm?token=${secret}">atur</a>`,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(secret);
    expect(lines[0]).toContain(`/forget-password/confirm?token=${MASK}`);
    expect(lines[0]).toContain('Halo Budi');
  });
});

describe('the suite-wide log check', () => {
  it('finds one planted secret in any log line, and nothing in a clean log', async () => {
    const watch = createSecretWatch();
    watch.add('kata-sandi-rahasia', 'request body.password');
    watch.stream.write('{"level":30,"msg":"incoming request"}\n');
    expect(findLeaks(watch)).toEqual([]);
    watch.stream.write('{"level":10,"msg":"debug kata-sandi-rahasia"}\n');
    const leaks = findLeaks(watch);
    expect(leaks).toHaveLength(1);
    expect(leaks[0]).toContain('request body.password');
    expect(leaks[0]).not.toContain('kata-sandi-rahasia');
  });

  it('collects what this server issued and used: a sign-in token and its password are watched', async () => {
    const user = await createUser(ctx);
    const res = await post(ctx, '/login', { email: user.username, password: 'rahasia-123' });
    expect(res.statusCode).toBe(200);
    expect(ctx.logWatch.secrets.has(res.json().result.token)).toBe(true);
    expect(ctx.logWatch.secrets.has('rahasia-123')).toBe(true);
    expect(ctx.logWatch.secrets.has(ctx.config.jwtSecret)).toBe(true);
    // The server's own log, written through the app: one line with a token is a hit.
    const probe = {
      lines: [...ctx.logWatch.lines, `{"msg":"${res.json().result.token}"}`],
      secrets: ctx.logWatch.secrets,
    };
    expect(findLeaks(probe)).toHaveLength(1);
    expect(findLeaks(ctx.logWatch)).toEqual([]);
  });
});
