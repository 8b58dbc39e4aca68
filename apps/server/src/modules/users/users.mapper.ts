import {
  type Business,
  type Education,
  type FullUser,
  formatProfileDate,
  INVITATION_STATES,
  type InvitationState,
  isAdminRole,
  type PublicUser,
  privacyAllows,
  type Role,
  type UserListItemAdmin,
  type UserListItemPublic,
  type WorkingExp,
} from '@alumni/contract';
import type { AuthUser } from '../../lib/auth.ts';
import type {
  BusinessRow,
  EducationRow,
  ProfileRow,
  SubRecords,
  UserListRow,
  UserListRowPublic,
  WorkingExpRow,
} from './users.repo.ts';

const toWorkingExp = (r: WorkingExpRow): WorkingExp => ({
  id: r.id,
  position: r.position,
  jobTypeId: r.job_type_id,
  jobTypeName: r.job_type_name,
  name: r.name,
  address: r.address,
  startDate: formatProfileDate(r.start_date),
  endDate: r.currently_working === 1 ? null : formatProfileDate(r.end_date),
  currentlyWorking: r.currently_working === 1,
  description: r.description,
});

const toBusiness = (r: BusinessRow): Business => ({
  id: r.id,
  name: r.name,
  address: r.address,
  startDate: formatProfileDate(r.start_date),
  endDate: r.currently_working === 1 ? null : formatProfileDate(r.end_date),
  currentlyWorking: r.currently_working === 1,
  description: r.description,
  line: r.line,
  unlisted: r.unlisted === 1,
});

const toEducation = (r: EducationRow): Education => ({
  id: r.id,
  university: r.university,
  title: r.title,
  studyMajor: r.study_major,
  startDate: formatProfileDate(r.start_date),
  endDate: formatProfileDate(r.end_date),
  gpa: r.gpa === null ? null : Number(r.gpa),
  description: r.description,
});

/**
 * The public view, built field by field (never by spreading the row) so phone, address, email,
 * last login and anything added to the table later cannot reach a visitor by accident.
 */
/**
 * Who is looking at a member's data: visitors and other members see only what the owner opened up; the
 * owner and admins see everything (docs/decisions/027-cari-teman-privacy.md).
 */
export type Viewer = { signedIn: boolean; isOwner?: boolean; isAdmin?: boolean };

/** The Viewer of `ownerId`'s data for a signed-in caller (or null for a visitor). */
export const viewerOf = (caller: AuthUser | null, ownerId: number): Viewer => ({
  signedIn: caller !== null,
  isOwner: caller !== null && caller.id === ownerId,
  isAdmin: caller !== null && isAdminRole(caller.role),
});

/**
 * THE rule of which contact fields a viewer sees (docs/decisions/027): the fields of `row` its owner's levels
 * let `viewer` see, absent otherwise. The profile and 'Usaha Alumni' both answer through it; every other
 * answer about a member (participants, comments, mentions, pages) carries no contact field at all.
 */
export function openedFields(
  row: Pick<
    ProfileRow,
    | 'phone_number'
    | 'email'
    | 'address'
    | 'birthday'
    | 'privacy_phone'
    | 'privacy_email'
    | 'privacy_address'
    | 'privacy_birthday'
  >,
  viewer: Viewer,
): Pick<PublicUser, 'phoneNumber' | 'email' | 'address' | 'birthday'> {
  const who = {
    signedIn: viewer.signedIn,
    isOwner: viewer.isOwner === true,
    isAdmin: viewer.isAdmin === true,
  };
  const out: Pick<PublicUser, 'phoneNumber' | 'email' | 'address' | 'birthday'> = {};
  // Contact details are never PUBLIC, whatever the column holds: privacyAllows sees MEMBERS at most.
  const contact = (level: string) => privacyAllows(level === 'PUBLIC' ? 'MEMBERS' : level, who);
  if (row.phone_number && contact(row.privacy_phone)) out.phoneNumber = row.phone_number;
  if (contact(row.privacy_email)) out.email = row.email;
  if (row.address && contact(row.privacy_address)) out.address = row.address;
  if (row.birthday && privacyAllows(row.privacy_birthday, who)) out.birthday = row.birthday;
  return out;
}

export function toPublicUser(
  row: ProfileRow,
  subs: SubRecords,
  viewer: Viewer = { signedIn: false },
): PublicUser {
  // The opened fields assigned after the literal, not spread before it (docs/conventions.md "Objects on hot paths").
  return Object.assign(
    {
      city: row.city,
      id: row.id,
      name: row.name,
      nickname: row.nickname,
      username: row.username,
      picture: row.picture,
      highSchool: row.high_school,
      occupation: row.occupation,
      about: row.about,
      specialities: row.specialities,
      languages: row.languages,
      role: row.role as Role,
      isProfileComplete: row.is_profile_complete === 1,
      createdDate: row.created_at,
      workingExps: subs.workingExps.map(toWorkingExp),
      businesses: subs.businesses.map(toBusiness),
      educations: subs.educations.map(toEducation),
      socials: {
        instagram: row.instagram,
        facebook: row.facebook,
        linkedin: row.linkedin,
        twitter: row.twitter,
        tiktok: row.tiktok,
      },
    },
    openedFields(row, viewer),
  );
}

/** The owner's and the admins' view. */
export function toFullUser(row: ProfileRow, subs: SubRecords): FullUser {
  return Object.assign(toPublicUser(row, subs), {
    email: row.email,
    phoneNumber: row.phone_number,
    address: row.address,
    birthday: row.birthday,
    lastLogin: row.previous_login,
    reminderEmail: row.reminder_email === 1,
  });
}

export const toListItemPublic = (r: UserListRowPublic): UserListItemPublic => ({
  id: r.id,
  name: r.name,
  username: r.username,
  picture: r.picture,
});

export const toListItemAdmin = (r: UserListRow): UserListItemAdmin =>
  Object.assign(toListItemPublic(r), {
    email: r.email,
    phoneNumber: r.phone_number,
    role: r.role as Role,
    createdDate: r.created_at,
    active: Number(r.active) === 1,
    lastInvitedAt: r.last_invited_at,
    lastInvitationState: invitationState(r.last_invitation_state),
    deceased: r.deceased === 1,
  });

const invitationState = (v: string | null): InvitationState | null =>
  INVITATION_STATES.find((s) => s === v) ?? null;
