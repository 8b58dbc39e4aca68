import type { PanelState, ProfileDraft } from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT, SOCIAL_FIELDS } from '#web/features/profile/profile-text.ts';
import { formatPeriod } from '#web/lib/profile-dates.ts';
import { ItemRow, SectionCard } from './section-card.tsx';

type ListKind = 'workingExps' | 'businesses' | 'educations';

/** 'Mar 2020 – Sekarang · 6 tahun': the same wording as the read-only profile. */
export function periodLine(start: string | null, end: string | null, open: boolean): string | null {
  return formatPeriod(start, end, open) || null;
}

/** The sections of edit mode, each listing the in-memory records that are not deleted. */
export function EditorSections({
  draft,
  onOpen,
  onAdd,
  onDelete,
}: {
  draft: ProfileDraft;
  onOpen: (panel: PanelState) => void;
  onAdd: (kind: ListKind) => void;
  onDelete: (kind: ListKind, key: string) => void;
}) {
  const exps = draft.workingExps.filter((i) => !i.deleted);
  const businesses = draft.businesses.filter((i) => !i.deleted);
  const educations = draft.educations.filter((i) => !i.deleted);
  const socials = SOCIAL_FIELDS.filter((f) => draft.socials[f.key].trim());
  const dash = (s: string) => s.trim() || '-';

  return (
    <>
      <SectionCard
        title={PROFILE_TEXT.about.heading}
        action="edit"
        onAction={() => onOpen({ kind: 'about' })}
        isEmpty={!draft.about.trim() && draft.specialities.length === 0}
      >
        {draft.about.trim() && (
          <p className="whitespace-pre-line break-words text-base text-slate-900">{draft.about}</p>
        )}
        {draft.specialities.length > 0 && (
          <ul aria-label={PROFILE_TEXT.about.skills} className="mt-3 flex flex-wrap gap-2">
            {draft.specialities.map((s) => (
              <li
                key={s}
                className="rounded-full bg-primary-50 px-3 py-1 text-base text-primary-900 ring-1 ring-primary-200"
              >
                {s}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard
        title={PROFILE_TEXT.experience.heading}
        action="add"
        onAction={() => onAdd('workingExps')}
        isEmpty={exps.length === 0}
      >
        <ul>
          {exps.map((item) => (
            <ItemRow
              key={item.key}
              title={
                [item.position, item.name].filter((s) => s.trim()).join(' · ') || dash(item.jobTypeName ?? '')
              }
              lines={[
                item.jobTypeName,
                item.address,
                periodLine(item.startDate, item.endDate, item.currentlyWorking),
              ]}
              onEdit={() => onOpen({ kind: 'workingExps', item, isNew: false })}
              onDelete={() => onDelete('workingExps', item.key)}
            />
          ))}
        </ul>
      </SectionCard>

      <SectionCard
        title={PROFILE_TEXT.business.heading}
        action="add"
        onAction={() => onAdd('businesses')}
        isEmpty={businesses.length === 0}
      >
        <ul>
          {businesses.map((item) => (
            <ItemRow
              key={item.key}
              title={dash(item.name)}
              lines={[item.address, periodLine(item.startDate, item.endDate, item.currentlyWorking)]}
              onEdit={() => onOpen({ kind: 'businesses', item, isNew: false })}
              onDelete={() => onDelete('businesses', item.key)}
            />
          ))}
        </ul>
      </SectionCard>

      <SectionCard
        title={PROFILE_TEXT.education.heading}
        action="add"
        onAction={() => onAdd('educations')}
        isEmpty={educations.length === 0}
      >
        <ul>
          {educations.map((item) => (
            <ItemRow
              key={item.key}
              title={dash(item.university)}
              lines={[
                [item.title, item.studyMajor].filter((s) => s.trim()).join(' · '),
                periodLine(item.startDate, item.endDate, false),
                item.gpa.trim() ? `${PROFILE_TEXT.education.gpa} ${item.gpa}` : null,
              ]}
              onEdit={() => onOpen({ kind: 'educations', item, isNew: false })}
              onDelete={() => onDelete('educations', item.key)}
            />
          ))}
        </ul>
      </SectionCard>

      <SectionCard
        title={PROFILE_TEXT.socials.heading}
        action="edit"
        onAction={() => onOpen({ kind: 'socials' })}
        isEmpty={socials.length === 0}
      >
        <ul className="space-y-1">
          {socials.map((f) => (
            <li key={f.key} className="break-all text-base text-slate-900">
              <span className="font-semibold">{f.label}:</span> {f.prefix}
              {draft.socials[f.key].trim()}
            </li>
          ))}
        </ul>
      </SectionCard>
    </>
  );
}
