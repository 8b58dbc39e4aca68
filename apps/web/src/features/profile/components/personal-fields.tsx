import {
  ADDRESS_MAX,
  CITY_MAX,
  HIGH_SCHOOL_MAX,
  LANGUAGES_MAX,
  NICKNAME_MAX,
  OCCUPATION_MAX,
  PHONE_MAX,
} from '@alumni/contract';
import type { RefObject } from 'react';
import { CityField } from '#web/components/ui/city-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { PersonalField, ProfileDraft } from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';

const T = PROFILE_TEXT.personal;

/** Today as 'YYYY-MM-DD' in the member's own time zone (the latest birthday the date input offers). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The personal fields of edit mode; the name is required, email and username are not changed here. */
export function PersonalFields({
  draft,
  email,
  nameRef,
  sectionRef,
  errors,
  onChange,
}: {
  draft: ProfileDraft;
  email: string;
  nameRef: RefObject<HTMLInputElement | null>;
  sectionRef: RefObject<HTMLElement | null>;
  /** The server's messages per field, found before sending (profile-validation.ts). */
  errors: Partial<Record<PersonalField, string>>;
  onChange: (field: PersonalField, value: string) => void;
}) {
  return (
    <section
      ref={sectionRef}
      aria-labelledby="profile-personal-heading"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
    >
      <h3 id="profile-personal-heading" className="mb-4 font-bold text-primary-900 text-xl">
        {T.heading}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          ref={nameRef}
          label={`${T.name} *`}
          value={draft.name}
          required
          maxLength={100}
          autoComplete="name"
          error={errors.name}
          onChange={(e) => onChange('name', e.target.value)}
        />
        <TextField
          label={T.nickname}
          value={draft.nickname}
          error={errors.nickname}
          maxLength={NICKNAME_MAX}
          autoComplete="nickname"
          onChange={(e) => onChange('nickname', e.target.value)}
        />
        <TextField
          label={T.phoneNumber}
          type="tel"
          value={draft.phoneNumber}
          error={errors.phoneNumber}
          maxLength={PHONE_MAX}
          autoComplete="tel"
          inputMode="tel"
          onChange={(e) => onChange('phoneNumber', e.target.value)}
        />
        <TextField label="Email" value={email} readOnly disabled />
        <TextField
          label={T.address}
          value={draft.address}
          error={errors.address}
          maxLength={ADDRESS_MAX}
          autoComplete="street-address"
          className="sm:col-span-2"
          onChange={(e) => onChange('address', e.target.value)}
        />
        <CityField
          label={T.city}
          value={draft.city}
          error={errors.city}
          maxLength={CITY_MAX}
          onChange={(v) => onChange('city', v)}
        />
        <TextField
          label={T.birthday}
          type="date"
          value={draft.birthday}
          error={errors.birthday}
          min="1900-01-01"
          max={today()}
          onChange={(e) => onChange('birthday', e.target.value)}
        />
        <TextField
          label={T.highSchool}
          value={draft.highSchool}
          error={errors.highSchool}
          maxLength={HIGH_SCHOOL_MAX}
          onChange={(e) => onChange('highSchool', e.target.value)}
        />
        <TextField
          label={T.occupation}
          value={draft.occupation}
          error={errors.occupation}
          maxLength={OCCUPATION_MAX}
          onChange={(e) => onChange('occupation', e.target.value)}
        />
        <TextField
          label={T.languages}
          hint={T.languagesHint}
          value={draft.languages}
          error={errors.languages}
          maxLength={LANGUAGES_MAX}
          className="sm:col-span-2"
          onChange={(e) => onChange('languages', e.target.value)}
        />
      </div>
    </section>
  );
}
