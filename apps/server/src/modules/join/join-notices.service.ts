import type { Executor } from '../../db/index.ts';
import { COMMUNITY_NAME, renderMail } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { selectUsername } from './join.repo.ts';

/**
 * What a registrant hears when the committee decides on a waiting registration or claim (docs/decisions/022):
 * an in-app notification for the account that now exists (approval, confirmed claim) and an e-mail through
 * the outbox in the decision's transaction, with the sign-in link; a refusal is told by e-mail only, politely
 * (no account exists, or the claimed record is not theirs).
 */
export const JOIN_NOTICE_TEXT = {
  approvedSubject: 'Pendaftaran Anda disetujui',
  claimedSubject: 'Data anggota Anda sudah dikonfirmasi',
  refusedSubject: 'Tentang pendaftaran Anda',
  approvedNotification: 'Pendaftaran Anda disetujui panitia. Selamat bergabung!',
  claimedNotification: 'Panitia mengonfirmasi data anggota Anda. Selamat bergabung!',
  signIn: 'Masuk Akun',
} as const;

/** Where the notification leads: the member's own profile, to complete it. */
const PROFILE_PATH = '/profile';
/** The sign-in page (apps/web/src/lib/paths.ts `login`). */
const LOGIN_PATH = '/login';

export interface DecidedRequest {
  kind: 'NEW' | 'CLAIM';
  name: string;
  username: string;
  email: string;
}

/** `username`: the account's own (a claim keeps the record's when the registrant's was taken). */
export function approvedMail(req: DecidedRequest, username: string, loginUrl: string) {
  const claim = req.kind === 'CLAIM';
  return renderMail({
    greeting: `Halo ${req.name},`,
    intro: [
      claim
        ? `Panitia ${COMMUNITY_NAME} sudah mengonfirmasi bahwa data anggota itu milik Anda. Akun Anda kini aktif.`
        : `Pendaftaran Anda di ${COMMUNITY_NAME} disetujui panitia. Akun Anda kini aktif.`,
      `Masuk dengan username ${username} dan password yang Anda pilih saat mendaftar.`,
    ],
    action: { label: JOIN_NOTICE_TEXT.signIn, url: loginUrl },
    outro: ['Setelah masuk, lengkapi profil Anda agar teman-teman seangkatan mudah mengenali Anda.'],
  });
}

export function refusedMail(req: DecidedRequest) {
  return renderMail({
    greeting: `Halo ${req.name},`,
    intro: [
      req.kind === 'CLAIM'
        ? `Terima kasih sudah mendaftar di ${COMMUNITY_NAME}. Panitia belum dapat mengonfirmasi bahwa data anggota yang Anda pilih adalah milik Anda.`
        : `Terima kasih sudah mendaftar di ${COMMUNITY_NAME}. Mohon maaf, panitia belum dapat menyetujui pendaftaran Anda.`,
      'Jika menurut Anda ini keliru, silakan hubungi panitia; kami dengan senang hati membantu.',
    ],
  });
}

/** The approval's notification and mail, written with the decision's transaction `tx`. */
export async function tellApproved(
  tx: Executor,
  ctx: { now: Date; publicUrl: string; adminId: number },
  req: DecidedRequest,
  userId: number,
): Promise<void> {
  const account = await selectUsername(tx, userId);
  await notify(tx, {
    userId,
    actorId: ctx.adminId,
    content:
      req.kind === 'CLAIM' ? JOIN_NOTICE_TEXT.claimedNotification : JOIN_NOTICE_TEXT.approvedNotification,
    redirectUrl: PROFILE_PATH,
    now: ctx.now,
  });
  await enqueueMail(
    tx,
    {
      kind: req.kind === 'CLAIM' ? 'claim-confirmed' : 'registration-approved',
      to: req.email,
      subject: req.kind === 'CLAIM' ? JOIN_NOTICE_TEXT.claimedSubject : JOIN_NOTICE_TEXT.approvedSubject,
      ...approvedMail(req, account?.username ?? req.username, `${ctx.publicUrl}${LOGIN_PATH}`),
      userId,
    },
    ctx.now,
  );
}

/** The refusal's mail, written with the decision's transaction `tx`. */
export async function tellRefused(
  tx: Executor,
  now: Date,
  req: DecidedRequest,
  requestId: number,
): Promise<void> {
  await enqueueMail(
    tx,
    {
      kind: 'registration-refused',
      to: req.email,
      subject: JOIN_NOTICE_TEXT.refusedSubject,
      ...refusedMail(req),
      ref: `registration:${requestId}`,
    },
    now,
  );
}
