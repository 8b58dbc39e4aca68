import { type Community, formatPhoneNumber } from '@alumni/contract';

/**
 * The community's name in every mail's header, signature and subject: a marker written into the outbox and
 * replaced when the mail is sent (modules/mail/mail-sender.service.ts, `fillCommunity`) by the community settings' short name of
 * that moment (docs/decisions/021), so mails queued before a rename go out with the new name.
 */
export const COMMUNITY_NAME = '⟦komunitas⟧';
/** Where the community's contact line (phone, WhatsApp, e-mail from the settings) goes; empty without any. */
const COMMUNITY_CONTACT_TEXT = '⟦kontak-teks⟧';
const COMMUNITY_CONTACT_HTML = '⟦kontak-html⟧';

export interface MailContent {
  /** 'Halo Budi,' */
  greeting: string;
  /** Paragraphs before the button/link. */
  intro: string[];
  /** The one action of the mail: a button in HTML, the bare URL on its own line in text. */
  action?: { label: string; url: string };
  /** Paragraphs after it. */
  outro?: string[];
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const PRIMARY = '#31448c';

/**
 * Every mail in Indonesian as HTML and plain text with the community's name (docs/decisions/014). The text part
 * keeps each link alone on a line so any mail program makes it clickable; member-typed text (names) is
 * escaped in the HTML part.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const outro = content.outro ?? [];
  const signature = `Salam hangat,\nPanitia ${COMMUNITY_NAME}${COMMUNITY_CONTACT_TEXT}`;
  const text = [
    content.greeting,
    '',
    ...content.intro.flatMap((p) => [p, '']),
    ...(content.action ? [content.action.url, ''] : []),
    ...outro.flatMap((p) => [p, '']),
    signature,
  ].join('\n');

  const para = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${PRIMARY};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563">Jika tombol tidak berfungsi, salin alamat ini ke browser Anda:<br><a href="${escapeHtml(content.action.url)}" style="color:${PRIMARY};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(COMMUNITY_NAME)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${PRIMARY};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:700">${escapeHtml(COMMUNITY_NAME)}</td></tr>
<tr><td style="padding:24px">
${para(content.greeting)}
${content.intro.map(para).join('\n')}
${button}
${outro.map(para).join('\n')}
<p style="margin:24px 0 0;font-size:16px;line-height:1.5;color:#1f2937">Salam hangat,<br>Panitia ${escapeHtml(COMMUNITY_NAME)}</p>${COMMUNITY_CONTACT_HTML}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { html, text };
}

/** The contact line of the signature: 'Kontak: +62 812-… · WhatsApp +62 812-… · panitia@…' (what is set). */
function contactLine(c: Community): string {
  const parts = [
    c.phone ? `Telepon ${formatPhoneNumber(c.phone)}` : null,
    c.whatsapp ? `WhatsApp ${formatPhoneNumber(c.whatsapp)}` : null,
    c.email,
  ].filter(Boolean);
  return parts.length ? `Kontak: ${parts.join(' · ')}` : '';
}

/** A queued mail's subject, text or HTML with the community's current name and contact (see COMMUNITY_NAME). */
export function fillCommunity(text: string, c: Community, part: 'text' | 'html'): string {
  const contact = contactLine(c);
  const contactText = contact ? `\n${contact}` : '';
  const contactHtml = contact
    ? `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(contact)}</p>`
    : '';
  return text
    .replaceAll(COMMUNITY_NAME, part === 'html' ? escapeHtml(c.shortName) : c.shortName)
    .replaceAll(COMMUNITY_CONTACT_TEXT, contactText)
    .replaceAll(COMMUNITY_CONTACT_HTML, contactHtml);
}
