import {
  BusinessInput,
  EducationInput,
  SocialsInput,
  UpdateProfileBody,
  WorkingExpInput,
} from '@alumni/contract';
import {
  type BusinessDraft,
  businessFields,
  type EducationDraft,
  type ExperienceDraft,
  educationFields,
  experienceFields,
  type PersonalField,
  type ProfileDraft,
  type SocialsDraft,
} from './profile-draft.ts';

/**
 * The server's own rules (the contract's zod schemas) run in the browser before anything is sent: a side
 * panel refuses to close with a GPA of 5.75, an end before the start or an over-long text, and shows the
 * server's message under the field, instead of the whole profile failing later with a toast.
 */

/** The first message per field, keyed by the field's name in the PUT /user body. */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: PropertyKey[];
  message: string;
}

function firstPerField(issues: readonly Issue[], depth = 0): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[depth];
    const field = typeof key === 'string' ? key : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: readonly Issue[] } } };

const issuesOf = (schema: Schema, value: unknown): FieldErrors => {
  const res = schema.safeParse(value);
  return res.success || !res.error ? {} : firstPerField(res.error.issues);
};

/**
 * The schema's messages per field. Zod skips an object's cross-field rules (end before start) while a field
 * fails, so those are found in a second pass with the failing fields emptied: the member sees every
 * problem of the panel at once, not one after the other.
 */
function check(schema: Schema, value: Record<string, unknown>): FieldErrors {
  const first = issuesOf(schema, value);
  const failing = Object.keys(first).filter((k) => k in value);
  if (failing.length === 0) return first;
  const rest = issuesOf(schema, { ...value, ...Object.fromEntries(failing.map((k) => [k, null])) });
  return { ...rest, ...first };
}

export const experienceErrors = (item: ExperienceDraft): FieldErrors =>
  check(WorkingExpInput, experienceFields(item));

export const businessErrors = (item: BusinessDraft): FieldErrors =>
  check(BusinessInput, businessFields(item));

export const educationErrors = (item: EducationDraft): FieldErrors =>
  check(EducationInput, educationFields(item));

export const socialsErrors = (socials: SocialsDraft): FieldErrors => check(SocialsInput, socials);

const AboutRules = UpdateProfileBody.pick({ about: true, specialities: true });
export const aboutErrors = (about: string, specialities: string[]): FieldErrors =>
  check(AboutRules, { about, specialities });

const PersonalRules = UpdateProfileBody.pick({
  name: true,
  nickname: true,
  phoneNumber: true,
  address: true,
  highSchool: true,
  occupation: true,
  languages: true,
  city: true,
  birthday: true,
});

/** The personal fields of the edit page, checked on 'Simpan' before the confirmation. */
export const personalErrors = (draft: ProfileDraft): Partial<Record<PersonalField, string>> =>
  check(PersonalRules, {
    name: draft.name,
    nickname: draft.nickname,
    phoneNumber: draft.phoneNumber,
    address: draft.address,
    highSchool: draft.highSchool,
    occupation: draft.occupation,
    languages: draft.languages,
    city: draft.city,
    birthday: draft.birthday,
  });

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
