import { z } from 'zod';
import { Role, resultOf } from './common.ts';
import { USER_NOT_FOUND } from './users-limits.ts';

// ---------------------------------------------------------------------------------------------
// A member profile as the API answers it (docs/spec.md §§2 /profile, 3 User/Profile, 6, 7 GET /user/{id}).
// ---------------------------------------------------------------------------------------------

export const WorkingExp = z.object({
  id: z.number().int(),
  position: z.string().nullable(),
  /** Null only when an admin removed the job type afterwards. */
  jobTypeId: z.number().int().nullable(),
  jobTypeName: z.string().nullable(),
  /** Company name. */
  name: z.string().nullable(),
  address: z.string().nullable(),
  /** 'DD/MM/YYYY', day always 10. */
  startDate: z.string().nullable(),
  /** Null while currentlyWorking. */
  endDate: z.string().nullable(),
  currentlyWorking: z.boolean(),
  description: z.string().nullable(),
});
export type WorkingExp = z.infer<typeof WorkingExp>;

export const Business = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  currentlyWorking: z.boolean(),
  description: z.string().nullable(),
  /** 'Bidang usaha', one of BUSINESS_LINES (docs/decisions/027); null when not given. */
  line: z.string().nullable().optional(),
  /** 'Jangan tampilkan di Usaha Alumni' (docs/decisions/027): kept out of the business directory. */
  unlisted: z.boolean().optional(),
});
export type Business = z.infer<typeof Business>;

export const Education = z.object({
  id: z.number().int(),
  university: z.string().nullable(),
  title: z.string().nullable(),
  studyMajor: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  gpa: z.number().nullable(),
  description: z.string().nullable(),
});
export type Education = z.infer<typeof Education>;

export const SOCIAL_KEYS = ['instagram', 'facebook', 'linkedin', 'twitter', 'tiktok'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
/** Handles only; the web shows the site prefix as fixed text. */
export const Socials = z.object({
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  tiktok: z.string().nullable(),
});
export type Socials = z.infer<typeof Socials>;

/** What anyone may see of a member (docs/spec.md §6): never phone, address, email, hashes or tokens. */
export const PublicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  username: z.string(),
  picture: z.string().nullable(),
  highSchool: z.string().nullable(),
  occupation: z.string().nullable(),
  about: z.string().nullable(),
  /** Comma-joined ('Manajemen, Public Speaking'). */
  specialities: z.string().nullable(),
  languages: z.string().nullable(),
  role: Role,
  isProfileComplete: z.boolean(),
  /** Registration instant, ISO 8601 UTC (the one format of every createdDate in the API). */
  createdDate: z.string(),
  workingExps: z.array(WorkingExp),
  businesses: z.array(Business),
  educations: z.array(Education),
  socials: Socials,
  /** City/regency, free text (docs/decisions/027-cari-teman-privacy.md). */
  city: z.string().nullable().optional(),
  /**
   * Fields the member opened up ('Siapa yang bisa melihat', docs/decisions/027): present only when the viewer
   * may see them (MEMBERS: signed-in members; PUBLIC: everyone, birthday only).
   */
  phoneNumber: z.string().nullable().optional(),
  email: z.string().optional(),
  address: z.string().nullable().optional(),
  birthday: z.string().nullable().optional(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/**
 * The owner's and the admins' view. `lastLogin` means what it means everywhere in the API (docs/spec-resolutions.md): the
 * sign-in BEFORE the member's newest one, an ISO instant; null until they have signed in twice.
 */
export const FullUser = PublicUser.extend({
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  lastLogin: z.string().nullable(),
  /** 'Pengingat email': the member wants the event reminder by e-mail (docs/decisions/013); in-app reminders always come. */
  reminderEmail: z.boolean(),
});
export type FullUser = z.infer<typeof FullUser>;

/** GET /user/{id | email | username}: FullUser for the owner and admins, PublicUser for everyone else. */
export const UserProfileResult = resultOf(z.union([FullUser, PublicUser]));
export type UserProfileResult = z.infer<typeof UserProfileResult>;

/** PUT /user answers the saved profile as its owner sees it. */
export const FullUserResult = resultOf(FullUser);
export type FullUserResult = z.infer<typeof FullUserResult>;

/** GET /user/{id}: a numeric id, an email (has '@' and a dot after it) or a username ('@' prefix allowed). */
export const UserLookupParam = z.object({
  id: z
    .string({ error: USER_NOT_FOUND })
    .trim()
    .min(1, { error: USER_NOT_FOUND })
    .max(254, { error: USER_NOT_FOUND }),
});
export type UserLookupParam = z.infer<typeof UserLookupParam>;
