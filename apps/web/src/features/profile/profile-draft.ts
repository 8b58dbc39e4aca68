import type { FullUser, SocialKey, UpdateProfileInput } from '@alumni/contract';
import { BUSINESS_LINES, SOCIAL_KEYS } from '@alumni/contract';
import type { PictureChange } from '#web/components/image/picture-field.tsx';
import { randomId8 } from '#web/lib/random-id.ts';

/**
 * The profile being edited, held in memory until the page's 'Simpan' (docs/spec.md §4): side panels change
 * only this; deleted records stay here marked `deleted` (hidden) so their ids can be sent.
 */
interface DraftItem {
  /** Stable key for React and the panels (new records have no id yet). */
  key: string;
  /** The stored record's id; absent for a record added in this edit. */
  id?: number;
  deleted: boolean;
}

export interface ExperienceDraft extends DraftItem {
  jobTypeId: number | null;
  jobTypeName: string | null;
  position: string;
  /** Company name. */
  name: string;
  address: string;
  /** 'DD/MM/YYYY' (day 10) or null. */
  startDate: string | null;
  endDate: string | null;
  currentlyWorking: boolean;
  description: string;
}

export interface BusinessDraft extends DraftItem {
  name: string;
  address: string;
  startDate: string | null;
  endDate: string | null;
  currentlyWorking: boolean;
  description: string;
  /** 'Bidang usaha' (one of BUSINESS_LINES) or '' for none. */
  line: string;
  /** 'Jangan tampilkan di Usaha Alumni'. */
  unlisted: boolean;
}

export interface EducationDraft extends DraftItem {
  university: string;
  title: string;
  studyMajor: string;
  startDate: string | null;
  endDate: string | null;
  /** As typed ('3,5' allowed); '' is none. */
  gpa: string;
  description: string;
}

export type SocialsDraft = Record<SocialKey, string>;

export interface ProfileDraft {
  name: string;
  nickname: string;
  phoneNumber: string;
  address: string;
  highSchool: string;
  occupation: string;
  languages: string;
  /** 'Kota' (free text; the list of cities is offered, docs/decisions/027). */
  city: string;
  /** 'Tanggal lahir', 'YYYY-MM-DD' as <input type="date"> gives it, or ''. */
  birthday: string;
  about: string;
  specialities: string[];
  socials: SocialsDraft;
  workingExps: ExperienceDraft[];
  businesses: BusinessDraft[];
  educations: EducationDraft[];
  /** What happens to the picture on 'Simpan' (docs/spec.md §4's three cases). */
  picture: PictureChange;
  /** 'Pengingat email' (docs/decisions/013). */
  reminderEmail: boolean;
}

/** The side panel the editor has open (profile-editor.tsx), and what editor-sections.tsx asks to open. */
export type PanelState =
  | { kind: 'about' }
  | { kind: 'socials' }
  | { kind: 'workingExps'; item: ExperienceDraft; isNew: boolean }
  | { kind: 'businesses'; item: BusinessDraft; isNew: boolean }
  | { kind: 'educations'; item: EducationDraft; isNew: boolean };

export type PersonalField =
  | 'name'
  | 'nickname'
  | 'phoneNumber'
  | 'address'
  | 'highSchool'
  | 'occupation'
  | 'languages'
  | 'city'
  | 'birthday';

export const newKey = () => `new-${randomId8()}`;

/** 'A, B ,, C' -> ['A', 'B', 'C']. */
export function splitSpecialities(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Adds a skill unless it is empty or already there (ignoring case). */
export function addSpeciality(list: string[], raw: string): string[] {
  const skill = raw.trim().replace(/,/g, ' ').replace(/\s+/g, ' ');
  if (!skill || list.some((s) => s.toLowerCase() === skill.toLowerCase())) return list;
  return [...list, skill];
}

export function emptyExperience(): ExperienceDraft {
  return {
    key: newKey(),
    deleted: false,
    jobTypeId: null,
    jobTypeName: null,
    position: '',
    name: '',
    address: '',
    startDate: null,
    endDate: null,
    currentlyWorking: false,
    description: '',
  };
}

export function emptyBusiness(): BusinessDraft {
  return {
    key: newKey(),
    deleted: false,
    name: '',
    address: '',
    startDate: null,
    endDate: null,
    currentlyWorking: false,
    description: '',
    line: '',
    unlisted: false,
  };
}

export function emptyEducation(): EducationDraft {
  return {
    key: newKey(),
    deleted: false,
    university: '',
    title: '',
    studyMajor: '',
    startDate: null,
    endDate: null,
    gpa: '',
    description: '',
  };
}

/** The saved profile as an editable draft. */
export function draftFromUser(user: FullUser): ProfileDraft {
  const socials = {} as SocialsDraft;
  for (const k of SOCIAL_KEYS) socials[k] = user.socials[k] ?? '';
  return {
    name: user.name,
    nickname: user.nickname ?? '',
    phoneNumber: user.phoneNumber ?? '',
    address: user.address ?? '',
    highSchool: user.highSchool ?? '',
    occupation: user.occupation ?? '',
    languages: user.languages ?? '',
    city: user.city ?? '',
    birthday: user.birthday ?? '',
    about: user.about ?? '',
    specialities: splitSpecialities(user.specialities),
    socials,
    reminderEmail: user.reminderEmail,
    workingExps: user.workingExps.map((w) => ({
      key: `id-${w.id}`,
      id: w.id,
      deleted: false,
      jobTypeId: w.jobTypeId,
      jobTypeName: w.jobTypeName,
      position: w.position ?? '',
      name: w.name ?? '',
      address: w.address ?? '',
      startDate: w.startDate,
      endDate: w.currentlyWorking ? null : w.endDate,
      currentlyWorking: w.currentlyWorking,
      description: w.description ?? '',
    })),
    businesses: user.businesses.map((b) => ({
      key: `id-${b.id}`,
      id: b.id,
      deleted: false,
      name: b.name ?? '',
      address: b.address ?? '',
      startDate: b.startDate,
      endDate: b.currentlyWorking ? null : b.endDate,
      currentlyWorking: b.currentlyWorking,
      description: b.description ?? '',
      line: b.line ?? '',
      unlisted: b.unlisted ?? false,
    })),
    educations: user.educations.map((e) => ({
      key: `id-${e.id}`,
      id: e.id,
      deleted: false,
      university: e.university ?? '',
      title: e.title ?? '',
      studyMajor: e.studyMajor ?? '',
      startDate: e.startDate,
      endDate: e.endDate,
      gpa: e.gpa === null ? '' : String(e.gpa),
      description: e.description ?? '',
    })),
    picture: { kind: 'keep' },
  };
}

/** A typed GPA as a number when it reads as one ('3,5' -> 3.5); otherwise the text, for the server to refuse. */
function gpaValue(text: string): number | string | null {
  const t = text.trim();
  if (!t) return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : t;
}

/** One experience as PUT /user takes it (also what its side panel checks against the contract). */
export const experienceFields = (w: ExperienceDraft) => ({
  jobTypeId: w.jobTypeId,
  position: w.position,
  name: w.name,
  address: w.address,
  startDate: w.startDate,
  endDate: w.currentlyWorking ? null : w.endDate,
  currentlyWorking: w.currentlyWorking,
  description: w.description,
});

export const businessFields = (b: BusinessDraft) => ({
  name: b.name,
  address: b.address,
  startDate: b.startDate,
  endDate: b.currentlyWorking ? null : b.endDate,
  currentlyWorking: b.currentlyWorking,
  description: b.description,
  line: BUSINESS_LINES.find((l) => l === b.line) ?? null,
  unlisted: b.unlisted,
});

export const educationFields = (e: EducationDraft) => ({
  university: e.university,
  title: e.title,
  studyMajor: e.studyMajor,
  startDate: e.startDate,
  endDate: e.endDate,
  gpa: gpaValue(e.gpa),
  description: e.description,
});

/**
 * Records to send: a deleted stored record as {id, deleted: true}; a record added and removed before
 * saving is dropped; everything else whole (a new record without id).
 */
function itemsToSend<T extends DraftItem, O>(
  items: T[],
  fields: (item: T) => O,
): (O | { id: number; deleted: true })[] {
  const out: (O | { id: number; deleted: true })[] = [];
  for (const item of items) {
    if (item.deleted) {
      if (item.id !== undefined) out.push({ id: item.id, deleted: true });
      continue;
    }
    out.push(item.id === undefined ? fields(item) : { id: item.id, ...fields(item) });
  }
  return out;
}

/**
 * The PUT /user body for a draft (docs/spec.md §4). `picture`: the uploaded path, null to remove the
 * picture, undefined to leave it alone.
 */
export function buildUpdateBody(draft: ProfileDraft, picture?: string | null): UpdateProfileInput {
  const body: UpdateProfileInput = {
    name: draft.name.trim(),
    nickname: draft.nickname,
    phoneNumber: draft.phoneNumber,
    address: draft.address,
    highSchool: draft.highSchool,
    occupation: draft.occupation,
    languages: draft.languages,
    city: draft.city,
    birthday: draft.birthday,
    about: draft.about,
    specialities: draft.specialities,
    socials: { ...draft.socials },
    workingExps: itemsToSend(draft.workingExps, experienceFields),
    businesses: itemsToSend(draft.businesses, businessFields),
    educations: itemsToSend(draft.educations, educationFields),
    reminderEmail: draft.reminderEmail,
  };
  if (picture !== undefined) body.picture = picture;
  return body;
}

// --- Saving one panel at a time (docs/decisions/023) -------------------------------------------

type ListKind = 'workingExps' | 'businesses' | 'educations';

/** What one side panel's 'Simpan' (or a confirmed delete) changes. */
export type PanelChange =
  | { kind: 'about'; about: string; specialities: string[] }
  | { kind: 'socials'; socials: SocialsDraft }
  | { kind: 'workingExps'; item: ExperienceDraft }
  | { kind: 'businesses'; item: BusinessDraft }
  | { kind: 'educations'; item: EducationDraft }
  | { kind: 'delete'; list: ListKind; key: string };

function upsert<T extends { key: string }>(list: T[], item: T): T[] {
  return list.some((i) => i.key === item.key)
    ? list.map((i) => (i.key === item.key ? item : i))
    : [...list, item];
}

const markDeleted = <T extends DraftItem>(list: T[], key: string): T[] =>
  list.map((i) => (i.key === key ? { ...i, deleted: true } : i));

/** `draft` with one panel's change applied. */
export function applyPanelChange(draft: ProfileDraft, change: PanelChange): ProfileDraft {
  switch (change.kind) {
    case 'about':
      return { ...draft, about: change.about, specialities: change.specialities };
    case 'socials':
      return { ...draft, socials: change.socials };
    case 'workingExps':
      return { ...draft, workingExps: upsert(draft.workingExps, change.item) };
    case 'businesses':
      return { ...draft, businesses: upsert(draft.businesses, change.item) };
    case 'educations':
      return { ...draft, educations: upsert(draft.educations, change.item) };
    case 'delete':
      if (change.list === 'workingExps')
        return { ...draft, workingExps: markDeleted(draft.workingExps, change.key) };
      if (change.list === 'businesses')
        return { ...draft, businesses: markDeleted(draft.businesses, change.key) };
      return { ...draft, educations: markDeleted(draft.educations, change.key) };
  }
}

/**
 * The PUT /user body that saves ONE panel's change and nothing else: the stored profile (`saved`) with the
 * change applied, so personal data typed but not yet saved is not sent along (it keeps waiting for the
 * page's 'Simpan', docs/spec.md §4). The picture is left alone.
 */
export function panelSaveBody(saved: FullUser, change: PanelChange): UpdateProfileInput {
  return buildUpdateBody(applyPanelChange(draftFromUser(saved), change));
}

/** After a panel was saved: the sections as the server now has them, the personal data as being typed. */
export function withSavedSections(draft: ProfileDraft, user: FullUser): ProfileDraft {
  const saved = draftFromUser(user);
  return {
    ...draft,
    about: saved.about,
    specialities: saved.specialities,
    socials: saved.socials,
    workingExps: saved.workingExps,
    businesses: saved.businesses,
    educations: saved.educations,
  };
}
