import type { FullUser, PublicUser } from '@alumni/contract';
import { Briefcase, GraduationCap, Info, Share2, Store, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '#web/lib/use-session.ts';
import {
  BusinessList,
  EducationList,
  EmptyLine,
  ExperienceList,
  filledSocials,
  ProfileSection,
  SocialLinks,
} from './profile-sections.tsx';
import { PROFILE_TEXT } from './profile-text.ts';

/** Comma-joined specialities ('Manajemen, Public Speaking') -> chips. */
export function splitSpecialities(text: string | null): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '-');
}

const ICON = 'size-6';

const BIRTHDAY_FORMAT = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** A stored birthday 'YYYY-MM-DD' as '12 Maret 1968' (a calendar day: no time zone shifts it). */
export function formatBirthday(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : BIRTHDAY_FORMAT.format(d);
}

/**
 * The read-only 'Data Pribadi' tab (docs/spec.md §§2, 3, 6): personal information, Tentang (about and
 * skills), Pengalaman Kerja, Usaha, Pendidikan and Media Sosial. Email, phone and address appear only when
 * the object carries them (the owner's or an admin's FullUser; the server never sends them to others).
 * Empty parts read 'Anda belum mengisi kolom ini.' on one's own profile and 'Pengguna belum mengisi kolom ini.' elsewhere;
 * `isOwn` defaults to whether the signed-in member is this user.
 */
export function ProfileView({
  user,
  isOwn,
  now,
}: {
  user: PublicUser | FullUser;
  isOwn?: boolean;
  /** For tests: the moment durations are counted to. */
  now?: Date;
}) {
  const session = useSession();
  return <ProfileDetails user={user} own={isOwn ?? session?.user.id === user.id} now={now} />;
}

/** ProfileView without the session lookup: `own` picks the empty sentence. */
export function ProfileDetails({
  user,
  own,
  now,
}: {
  user: PublicUser | FullUser;
  own: boolean;
  now?: Date;
}) {
  const empty = own ? PROFILE_TEXT.emptyOwn : PROFILE_TEXT.emptyOther;
  const skills = splitSpecialities(user.specialities);
  const about = user.about?.trim() && user.about.trim() !== '-' ? user.about.trim() : '';
  const socials = filledSocials(user.socials);
  const f = PROFILE_TEXT.fields;

  const fields: [string, string | null][] = [
    [f.name, user.name],
    [f.nickname, user.nickname],
    [f.username, `@${user.username}`],
    [f.highSchool, user.highSchool],
    [f.occupation, user.occupation],
    [f.languages, user.languages],
  ];
  fields.push(['Kota', user.city ?? null]);
  // Another member's profile carries only what its owner opened up (docs/decisions/027-cari-teman-privacy.md).
  if (user.email !== undefined) fields.push([f.email, user.email]);
  if (user.phoneNumber !== undefined) fields.push([f.phoneNumber, user.phoneNumber]);
  if (user.address !== undefined) fields.push([f.address, user.address]);
  if (user.birthday) fields.push(['Tanggal lahir', formatBirthday(user.birthday)]);

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <ProfileSection
        title={PROFILE_TEXT.sections.personal}
        icon={<UserRound aria-hidden="true" className={ICON} />}
        emptyText={empty}
        isEmpty={false}
      >
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <Field key={label} label={label} value={value} empty={empty} />
          ))}
        </dl>
      </ProfileSection>

      <ProfileSection
        title={PROFILE_TEXT.sections.about}
        icon={<Info aria-hidden="true" className={ICON} />}
        emptyText={empty}
        isEmpty={!about && skills.length === 0}
      >
        {about ? (
          <p className="whitespace-pre-line break-words text-base text-slate-800">{about}</p>
        ) : (
          <EmptyLine text={empty} />
        )}
        <h3 className="mt-5 font-semibold text-lg text-primary-900">{PROFILE_TEXT.sections.skills}</h3>
        {skills.length > 0 ? (
          <ul aria-label={PROFILE_TEXT.sections.skills} className="mt-2 flex flex-wrap gap-2">
            {skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-primary-50 px-3 py-1 font-medium text-base text-primary-800"
              >
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-2">
            <EmptyLine text={empty} />
          </div>
        )}
      </ProfileSection>

      <ProfileSection
        title={PROFILE_TEXT.sections.experience}
        icon={<Briefcase aria-hidden="true" className={ICON} />}
        emptyText={empty}
        isEmpty={user.workingExps.length === 0}
      >
        <ExperienceList items={user.workingExps} now={now} />
      </ProfileSection>

      <ProfileSection
        title={PROFILE_TEXT.sections.business}
        icon={<Store aria-hidden="true" className={ICON} />}
        emptyText={empty}
        isEmpty={user.businesses.length === 0}
      >
        <BusinessList items={user.businesses} now={now} />
      </ProfileSection>

      <ProfileSection
        title={PROFILE_TEXT.sections.education}
        icon={<GraduationCap aria-hidden="true" className={ICON} />}
        emptyText={empty}
        isEmpty={user.educations.length === 0}
      >
        <EducationList items={user.educations} now={now} />
      </ProfileSection>

      <ProfileSection
        title={PROFILE_TEXT.sections.socials}
        icon={<Share2 aria-hidden="true" className={ICON} />}
        emptyText={empty}
        isEmpty={socials.length === 0}
      >
        <SocialLinks socials={user.socials} />
      </ProfileSection>
    </div>
  );
}

function Field({ label, value, empty }: { label: string; value: string | null; empty: string }): ReactNode {
  const text = value?.trim();
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600 text-sm">{label}</dt>
      <dd className="mt-0.5 break-words text-base text-slate-900">
        {text ? text : <span className="text-slate-600 italic">{empty}</span>}
      </dd>
    </div>
  );
}
