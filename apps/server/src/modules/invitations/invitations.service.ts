import { createHash, randomBytes } from 'node:crypto';
import {
  ACTIVATION_PATH,
  INVITATION_MSG,
  INVITATION_TTL_DAYS,
  type SendInvitationsBody,
  type UserDeliveries,
  whatsAppInvitationText,
  whatsAppNumber,
  whatsAppUrl,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { COMMUNITY_NAME, renderMail } from '../../lib/mail-layout.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { readCommunity } from '../community/community.service.ts';
import { enqueueMails, mailsOf } from '../mail/mail.service.ts';
import { userNotFound } from '../users/users.service.ts';
import {
  deleteOpenInvitationsOf,
  insertInvitation,
  insertInvitations,
  selectDeliveryMember,
  selectInvitationsOf,
  selectLivingMembers,
  selectNotActiveMembers,
  selectWhatsAppInvitee,
} from './invitations.repo.ts';

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 3_600_000;
/** Rows per IN (...) and per INSERT. */
const CHUNK = 500;

/** Only the sha256 of a link's token is stored (like password_resets): a leaked table opens no account. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InvitationDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  emailConfigured: boolean;
}

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

interface Invitee {
  id: number;
  name: string;
  email: string;
}

const activationLink = (publicUrl: string, token: string) =>
  `${publicUrl}${ACTIVATION_PATH}?token=${encodeURIComponent(token)}`;

/** A single-use link's row, valid INVITATION_TTL_DAYS; only the token's hash is stored (it lives in the link). */
function invitationRow(
  userId: number,
  token: string,
  channel: 'email' | 'whatsapp',
  admin: AuthUser,
  now: Date,
) {
  return {
    user_id: userId,
    token_hash: hashInvitationToken(token),
    channel,
    created_by: admin.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    used_at: null,
  };
}

/** A new single-use link for the member; answers the link (the token is only in it). */
async function createInvitation(
  tx: Executor,
  member: Invitee,
  channel: 'email' | 'whatsapp',
  admin: AuthUser,
  now: Date,
  publicUrl: string,
): Promise<{ id: number; link: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = await insertInvitation(tx, invitationRow(member.id, token, channel, admin, now));
  return { id, link: activationLink(publicUrl, token) };
}

/** The invitation mail (Indonesian HTML + text, mail-layout.ts). */
export function invitationMail(name: string, link: string) {
  return renderMail({
    greeting: `Halo ${name},`,
    intro: [
      `Panitia ${COMMUNITY_NAME} mengundang Anda ke situs komunitas kita: di sana Anda dapat melihat dan mengikuti acara, berkomentar, dan mengisi profil Anda.`,
      `Akun Anda sudah dibuatkan. Untuk mengaktifkannya, buka tautan berikut lalu buat password Anda (berlaku ${INVITATION_TTL_DAYS} hari, hanya sekali pakai):`,
    ],
    action: { label: 'Aktifkan Akun', url: link },
    outro: [
      'Jika tautan sudah kedaluwarsa, minta undangan baru kepada panitia atau gunakan "Lupa Password" dengan alamat email ini.',
    ],
  });
}

/**
 * The log says what happened (docs/decisions/022): the mails are queued; without SMTP_URL they wait until e-mail
 * is configured, so nothing is "sent" yet.
 */
export const invitationActivityInfo = (count: number, emailConfigured: boolean) =>
  emailConfigured
    ? `Mengantrekan undangan aktivasi untuk ${count} anggota (dikirim lewat e-mail)`
    : `Menyimpan undangan aktivasi untuk ${count} anggota di antrean: e-mail belum dikonfigurasi, belum terkirim`;

/**
 * POST /user/invitations ('Kirim Undangan'): the chosen members, or every not-yet-active member matching the
 * list's search. Members who already set a password are skipped. Each invitation row and its mail
 * (outbox) and one 'Pengguna' / 'Undang' activity row commit together; the sender mails them afterwards.
 */
export async function sendInvitations(
  deps: InvitationDeps,
  admin: AuthUser,
  body: SendInvitationsBody,
): Promise<{ invited: number; skippedActive: number; emailConfigured: boolean }> {
  const now = deps.now();
  const result = await withAdminActivity(
    deps.db,
    async (tx) => {
      const invitees: Invitee[] = [];
      let skippedActive = 0;
      if (body.userIds) {
        for (const part of chunks([...new Set(body.userIds)])) {
          // 'In Memoriam' (docs/decisions/024): never invited.
          const rows = await selectLivingMembers(tx, part);
          for (const r of rows) {
            if (r.password_hash === null) invitees.push(r);
            else skippedActive += 1;
          }
        }
      } else {
        const search = body.username;
        const rows = await selectNotActiveMembers(tx, search);
        invitees.push(...rows);
      }
      // 500 invitations and their 500 mails per two INSERTs: 5,000 members stay a few seconds' work.
      for (const part of chunks(invitees)) {
        const tokens = part.map(() => randomBytes(32).toString('base64url'));
        const rows = await insertInvitations(
          tx,
          part.map((member, i) => invitationRow(member.id, tokens[i] ?? '', 'email', admin, now)),
        );
        const idOf = new Map(rows.map((r) => [r.user_id, r.id]));
        await enqueueMails(
          tx,
          part.map((member, i) => ({
            kind: 'invitation',
            to: member.email,
            subject: INVITATION_MSG.mailSubject(COMMUNITY_NAME),
            ...invitationMail(member.name, activationLink(deps.publicUrl, tokens[i] ?? '')),
            userId: member.id,
            ref: `invitation:${idOf.get(member.id)}`,
            secret: true,
          })),
          now,
        );
      }
      return {
        result: { invited: invitees.length, skippedActive },
        activity: {
          module: 'Pengguna',
          action: 'Undang',
          activityInfo: invitationActivityInfo(invitees.length, deps.emailConfigured),
          newValue: {
            jumlah: invitees.length,
            dilewati: skippedActive,
            email: deps.emailConfigured ? 'antre, segera dikirim' : 'belum dikonfigurasi, belum terkirim',
          },
        },
      };
    },
    admin,
    now,
  );
  return { ...result, emailConfigured: deps.emailConfigured };
}

/**
 * POST /user/{id}/invitation/whatsapp ('Kirim via WhatsApp'): a fresh activation link inside a wa.me link
 * with the pre-filled Indonesian message; works with or without e-mail. 400 without a usable number, 409
 * for an active member.
 */
export const MEMBER_DECEASED_MSG = 'Anggota ini telah berpulang; tidak ada undangan yang dikirim.';

/** 'In Memoriam': open invitation links of a classmate who has passed away stop working. */
export async function closeInvitationsOf(tx: Executor, userId: number): Promise<void> {
  await deleteOpenInvitationsOf(tx, userId);
}

export async function whatsAppInvitation(
  deps: InvitationDeps,
  admin: AuthUser,
  userId: number,
): Promise<{ url: string; link: string; phone: string }> {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const member = await selectWhatsAppInvitee(tx, userId);
      if (!member) throw userNotFound();
      // 'In Memoriam' (docs/decisions/024): no WhatsApp invitation for a classmate who has passed away.
      if (member.deceased === 1) throw conflict(MEMBER_DECEASED_MSG, 'MEMBER_DECEASED');
      if (member.password_hash !== null) throw conflict(INVITATION_MSG.alreadyActive, 'ALREADY_ACTIVE');
      const phone = whatsAppNumber(member.phone_number);
      if (!phone)
        throw badRequest(INVITATION_MSG.noWhatsApp, 'NO_WHATSAPP', [
          { path: 'phoneNumber', message: INVITATION_MSG.noWhatsApp },
        ]);
      const { link } = await createInvitation(tx, member, 'whatsapp', admin, now, deps.publicUrl);
      return {
        result: {
          url: whatsAppUrl(
            phone,
            whatsAppInvitationText(member.name, link, (await readCommunity(tx)).shortName),
          ),
          link,
          phone,
        },
        activity: {
          module: 'Pengguna',
          action: 'Undang',
          activityInfo: `Membuat undangan WhatsApp untuk ${member.username}`,
          newValue: { username: member.username, telepon: phone },
        },
      };
    },
    admin,
    now,
  );
}

/** GET /user/{id}/deliveries: invitations and mails of one member, newest first (the detail page). */
export async function userDeliveries(
  deps: Pick<InvitationDeps, 'db' | 'emailConfigured'>,
  userId: number,
): Promise<UserDeliveries> {
  const member = await selectDeliveryMember(deps.db, userId);
  if (!member) throw userNotFound();
  const [invitations, mails] = await Promise.all([
    selectInvitationsOf(deps.db, userId, 20),
    mailsOf(deps.db, userId, 20),
  ]);
  return {
    active: member.password_hash !== null,
    emailConfigured: deps.emailConfigured,
    whatsApp: whatsAppNumber(member.phone_number),
    invitations: invitations.map((i) => ({
      id: i.id,
      channel: i.channel,
      createdDate: i.created_at,
      expiresDate: i.expires_at,
      usedDate: i.used_at,
    })),
    mails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.last_error,
      createdDate: m.created_at,
      sentDate: m.sent_at,
    })),
  };
}
