import type { TestContext } from '../../../test/helpers.ts';
import { freshIp } from '../auth/auth.test-support.ts';

/** Test-only helpers of the invitation and activation tests (not a *.test.ts file). */

type Headers = Record<string, string>;

export const sendInvitations = (ctx: Pick<TestContext, 'app'>, payload: unknown, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/invitations', headers, payload: payload as object });

export const whatsApp = (ctx: Pick<TestContext, 'app'>, id: number | string, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/user/${id}/invitation/whatsapp`, headers });

export const deliveries = (ctx: Pick<TestContext, 'app'>, id: number | string, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/user/${id}/deliveries`, headers });

export const activation = (ctx: Pick<TestContext, 'app'>, path: '' | '/check', payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/activation${path}`,
    payload: payload as object,
    remoteAddress: freshIp(),
  });

/** The activation token in the newest mail sent to `to` (runs the outbox's sender first). */
export async function invitationToken(ctx: TestContext, to: string): Promise<string> {
  const mail = (await ctx.deliverMail()).filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const prefix = `${ctx.config.publicUrl}/activate?token=`;
  const line = mail.text.split('\n').find((l) => l.startsWith(prefix));
  if (!line) throw new Error('no activation link in the mail');
  return decodeURIComponent(line.slice(prefix.length));
}

/** The token inside a wa.me link's pre-filled text. */
export function tokenFromWhatsApp(url: string, publicUrl: string): string {
  const text = new URL(url).searchParams.get('text') ?? '';
  const prefix = `${publicUrl}/activate?token=`;
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  if (!line) throw new Error('no activation link in the WhatsApp text');
  return decodeURIComponent(line.slice(prefix.length));
}
