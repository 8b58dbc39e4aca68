import { randomBytes } from 'node:crypto';
import {
  JOIN_MSG,
  JOIN_PATH,
  type JoinBody,
  type JoinCheck,
  type JoinLink,
  type JoinMatch,
  type RegistrationRequest,
  whatsAppNumber,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import type { SignedIn } from '../auth/auth.service.ts';
import { readCommunity } from '../community/community.service.ts';
import { adoptClaimedContact, setPassword } from '../users/account.service.ts';
import { assertNameAndEmailFree, insertUser } from '../users/create-user.service.ts';
import { toCurrentUser } from '../users/current-user.service.ts';
import {
  decidePendingRequest,
  insertLink,
  insertRequestRow,
  linkWorks,
  revokeLinks,
  selectClaimCandidates,
  selectCurrentLink,
  selectPendingHolding,
  selectPendingRequests,
  selectRequest,
  setRequestUser,
} from './join.repo.ts';
import { tellApproved, tellRefused } from './join-notices.service.ts';

/**
 * 'Tautan Gabung', registration modes and claims (docs/decisions/022). The registration mode is the
 * community settings' `registrationMode` (docs/decisions/021): OPEN as the spec says, APPROVAL = every new
 * registration waits for an admin, INVITATION_ONLY = POST /register is closed and only the join link (an
 * invitation the committee posts) registers, waiting for an admin. A claim of an imported, not-yet-active
 * record always waits for an admin's confirmation.
 */

export interface JoinDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  scryptLogN: number;
}

const linkUrl = (publicUrl: string, token: string) => `${publicUrl}${JOIN_PATH}/${token}`;

const toJoinLink = (publicUrl: string, r: { token: string; created_at: string }): JoinLink => ({
  token: r.token,
  url: linkUrl(publicUrl, r.token),
  createdDate: r.created_at,
});

/** GET /join-link: the current link, or null before the committee made one. */
export async function getJoinLink(deps: Pick<JoinDeps, 'db' | 'publicUrl'>): Promise<JoinLink | null> {
  const row = await selectCurrentLink(deps.db);
  return row ? toJoinLink(deps.publicUrl, row) : null;
}

/** POST /join-link: a new link; the old one stops working. One 'Pengguna' / 'Tambah' activity row. */
export async function renewJoinLink(deps: JoinDeps, admin: AuthUser): Promise<JoinLink> {
  const now = deps.now().toISOString();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const revoked = await revokeLinks(tx, now);
      const token = randomBytes(18).toString('base64url');
      const row = await insertLink(tx, { token, created_by: admin.id, created_at: now });
      return {
        result: toJoinLink(deps.publicUrl, row),
        activity: {
          module: 'Pengguna',
          action: 'Tambah',
          activityInfo:
            revoked > 0
              ? 'Membuat Tautan Gabung baru (tautan lama tidak berlaku lagi)'
              : 'Membuat Tautan Gabung',
        },
      };
    },
    admin,
    deps.now(),
  );
}

async function assertLink(db: Executor, token: string): Promise<void> {
  if (!(await linkWorks(db, token))) throw badRequest(JOIN_MSG.linkInvalid, 'JOIN_LINK_INVALID');
}

/** POST /join/check. */
export async function checkJoinLink(db: Db, token: string): Promise<JoinCheck> {
  await assertLink(db, token);
  const community = await readCommunity(db);
  return { registrationMode: community.registrationMode, communityName: community.name };
}

/**
 * The imported, not-yet-active member (no password, not already claimed by a waiting request) whose e-mail or
 * WhatsApp number is the registrant's, if any. Numbers are compared normalised ('0812…' = '+62 812…').
 */
async function findClaimable(
  db: Executor,
  email: string,
  phone: string | undefined,
): Promise<{ id: number; name: string; email: string; phone_number: string | null } | null> {
  const candidates = await selectClaimCandidates(db, email, Boolean(phone));
  const byEmail = candidates.find((c) => c.email.toLowerCase() === email.toLowerCase());
  const byPhone = phone ? candidates.find((c) => whatsAppNumber(c.phone_number) === phone) : undefined;
  return byEmail ?? byPhone ?? null;
}

/** POST /join/match: offered to claim when the e-mail or number matches an imported member. */
export async function matchJoin(
  db: Db,
  body: { token: string; email: string; phoneNumber?: string },
): Promise<JoinMatch> {
  await assertLink(db, body.token);
  const found = await findClaimable(db, body.email, body.phoneNumber);
  return { match: found ? { userId: found.id, name: found.name } : null };
}

/** A waiting request already holds this username or e-mail. */
async function assertNotPending(db: Executor, username: string, email: string) {
  const row = await selectPendingHolding(db, username, email);
  if (row) throw conflict(JOIN_MSG.pendingTaken, 'CONFLICT');
}

export type JoinResult =
  | { status: 'REGISTERED'; signedIn: SignedIn }
  | { status: 'PENDING' | 'CLAIM_PENDING'; signedIn: null };

/** Writes a waiting request (the password only as its hash). */
async function insertRequest(
  db: Executor,
  r: {
    kind: 'NEW' | 'CLAIM';
    name: string;
    username: string;
    email: string;
    phone: string | null;
    passwordHash: string;
    claimUserId: number | null;
    viaJoinLink: boolean;
    now: string;
  },
) {
  await insertRequestRow(db, {
    kind: r.kind,
    name: r.name,
    username: r.username,
    email: r.email,
    phone_number: r.phone,
    password_hash: r.passwordHash,
    claim_user_id: r.claimUserId,
    via_join_link: r.viaJoinLink ? 1 : 0,
    status: 'PENDING',
    created_at: r.now,
    decided_at: null,
    decided_by: null,
    user_id: null,
  });
}

/**
 * POST /join. A claim (`claimUserId`) must name the record the e-mail or number matches and that is still
 * not active; it waits for an admin. Otherwise OPEN registers at once (and signs in, like POST /register);
 * APPROVAL and INVITATION_ONLY wait for an admin.
 */
export async function join(deps: JoinDeps, body: JoinBody): Promise<JoinResult> {
  const { db } = deps;
  await assertLink(db, body.token);
  const now = deps.now().toISOString();
  if (body.claimUserId !== undefined) {
    const found = await findClaimable(db, body.email, body.phoneNumber);
    if (!found || found.id !== body.claimUserId) throw badRequest(JOIN_MSG.claimInvalid, 'CLAIM_INVALID');
    await assertNameAndEmailFree(db, { username: body.username }, found.id);
    await assertNotPending(db, body.username, body.email);
    const passwordHash = await hashPassword(body.password, deps.scryptLogN);
    await insertRequest(db, {
      kind: 'CLAIM',
      name: body.name,
      username: body.username,
      email: body.email,
      phone: body.phoneNumber ?? null,
      passwordHash,
      claimUserId: found.id,
      viaJoinLink: true,
      now,
    });
    return { status: 'CLAIM_PENDING', signedIn: null };
  }
  const { registrationMode } = await readCommunity(db);
  if (registrationMode === 'OPEN') {
    await assertNameAndEmailFree(db, body);
    const passwordHash = await hashPassword(body.password, deps.scryptLogN);
    const user = await insertUser(
      db,
      {
        name: body.name,
        username: body.username,
        email: body.email,
        password_hash: passwordHash,
        phone_number: body.phoneNumber ?? null,
      },
      now,
    );
    return {
      status: 'REGISTERED',
      signedIn: {
        currentUser: toCurrentUser(user, null),
        subject: { id: user.id, token_version: user.token_version },
      },
    };
  }
  await requestApproval(deps, body, true);
  return { status: 'PENDING', signedIn: null };
}

/** A new registration that waits for an admin (APPROVAL, or the join link under INVITATION_ONLY). */
export async function requestApproval(
  deps: JoinDeps,
  body: { name: string; username: string; email: string; password: string; phoneNumber?: string },
  viaJoinLink: boolean,
): Promise<void> {
  await assertNameAndEmailFree(deps.db, body);
  await assertNotPending(deps.db, body.username, body.email);
  const passwordHash = await hashPassword(body.password, deps.scryptLogN);
  await insertRequest(deps.db, {
    kind: 'NEW',
    name: body.name,
    username: body.username,
    email: body.email,
    phone: body.phoneNumber ?? null,
    passwordHash,
    claimUserId: null,
    viaJoinLink,
    now: deps.now().toISOString(),
  });
}

/**
 * How POST /register goes under the community's mode: 'open' as the spec says, 'approval' (the request
 * waits), or refused (403) when only invitations register.
 */
export async function registerMode(db: Db): Promise<'open' | 'approval'> {
  const { registrationMode } = await readCommunity(db);
  if (registrationMode === 'INVITATION_ONLY') throw forbidden(JOIN_MSG.closed, 'REGISTRATION_CLOSED');
  return registrationMode === 'APPROVAL' ? 'approval' : 'open';
}

/** GET /registrations: the waiting requests, oldest first, with the record a claim asks for. */
export async function listPending(db: Db): Promise<{ total: number; datas: RegistrationRequest[] }> {
  const rows = await selectPendingRequests(db);
  return {
    total: rows.length,
    datas: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      username: r.username,
      email: r.email,
      phoneNumber: r.phone_number,
      viaJoinLink: Number(r.via_join_link) === 1,
      createdDate: r.created_at,
      claim:
        r.claim_user_id !== null && r.claim_name !== null
          ? {
              userId: r.claim_user_id,
              name: r.claim_name,
              username: r.claim_username ?? '',
              email: r.claim_email ?? '',
              phoneNumber: r.claim_phone ?? null,
            }
          : null,
    })),
  };
}

/**
 * POST /registrations/{id}/approve or /reject, in one transaction with its 'Pengguna' activity row. Approving
 * a NEW request creates the member with the password they chose; approving a CLAIM gives the imported
 * record that password (only while it still has none), the registrant's e-mail, number and username where
 * no one else uses them. A request decided by another admin meanwhile is a 409. The registrant is told
 * (join-notices.service.ts): a notification and a mail on approval, a polite mail on refusal.
 */
export async function decide(
  deps: Pick<JoinDeps, 'db' | 'now' | 'publicUrl'>,
  admin: AuthUser,
  id: number,
  approve: boolean,
): Promise<{ status: 'APPROVED' | 'REJECTED'; userId: number | null }> {
  const now = deps.now().toISOString();
  type Decision = { status: 'APPROVED' | 'REJECTED'; userId: number | null };
  return withAdminActivity<Decision>(
    deps.db,
    async (tx) => {
      const req = await selectRequest(tx, id);
      if (!req) throw notFound(JOIN_MSG.requestNotFound, 'REQUEST_NOT_FOUND');
      const claimed = await decidePendingRequest(tx, id, {
        status: approve ? 'APPROVED' : 'REJECTED',
        decided_at: now,
        decided_by: admin.id,
      });
      if (!claimed) throw conflict(JOIN_MSG.requestDecided, 'REQUEST_DECIDED');
      const what = req.kind === 'CLAIM' ? 'klaim data' : 'pendaftaran';
      if (!approve) {
        await tellRefused(tx, deps.now(), req, req.id);
        return {
          result: { status: 'REJECTED' as const, userId: null },
          activity: {
            module: 'Pengguna',
            action: 'Tolak',
            activityInfo: `Menolak ${what} ${req.username}`,
            oldValue: { username: req.username, name: req.name, email: req.email },
          },
        };
      }
      let userId: number;
      if (req.kind === 'CLAIM' && req.claim_user_id !== null) {
        const target = req.claim_user_id;
        const set = await setPassword(tx, target, req.password_hash, now, { firstPassword: true });
        if (!set) throw badRequest(JOIN_MSG.claimInvalid, 'CLAIM_INVALID');
        await adoptClaimedContact(tx, target, req, now);
        userId = target;
      } else {
        await assertNameAndEmailFree(tx, req);
        const user = await insertUser(
          tx,
          {
            name: req.name,
            username: req.username,
            email: req.email,
            password_hash: req.password_hash,
            phone_number: req.phone_number,
          },
          now,
        );
        userId = user.id;
      }
      await setRequestUser(tx, id, userId);
      await tellApproved(tx, { now: deps.now(), publicUrl: deps.publicUrl, adminId: admin.id }, req, userId);
      return {
        result: { status: 'APPROVED' as const, userId },
        activity: {
          module: 'Pengguna',
          action: 'Setujui',
          activityInfo: `Menyetujui ${what} ${req.username}`,
          newValue: { username: req.username, name: req.name, email: req.email },
        },
      };
    },
    admin,
    deps.now(),
  );
}
