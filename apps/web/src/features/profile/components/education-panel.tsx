import { useState } from 'react';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { EducationDraft } from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';
import { educationErrors, hasErrors } from '#web/features/profile/profile-validation.ts';
import { EditorPanel, TextAreaField } from './fields.tsx';
import { MonthYearField } from './month-year-field.tsx';

const T = PROFILE_TEXT.education;

/** Add or edit one education; the GPA is numeric with the label 'max 4.00' (docs/spec.md §§3, 5). */
export function EducationPanel({
  initial,
  isNew,
  onSave,
  onClose,
}: {
  initial: EducationDraft;
  isNew: boolean;
  onSave: (item: EducationDraft) => void;
  onClose: () => void;
}) {
  const [item, setItem] = useState(initial);
  // After the first 'Simpan', the errors follow every change (they clear as the member fixes them).
  const [tried, setTried] = useState(false);
  const errors = tried ? educationErrors(item) : {};
  const set = (patch: Partial<EducationDraft>) => setItem((it) => ({ ...it, ...patch }));
  const submit = () => {
    setTried(true);
    if (hasErrors(educationErrors(item))) return false;
    onSave(item);
  };
  return (
    <EditorPanel title={isNew ? T.addTitle : T.editTitle} onClose={onClose} onSubmit={submit}>
      <TextField
        label={T.university}
        value={item.university}
        error={errors.university}
        maxLength={200}
        onChange={(e) => set({ university: e.target.value })}
      />
      <TextField
        label={T.title}
        value={item.title}
        error={errors.title}
        maxLength={100}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label={T.studyMajor}
        value={item.studyMajor}
        error={errors.studyMajor}
        maxLength={200}
        onChange={(e) => set({ studyMajor: e.target.value })}
      />
      <MonthYearField
        legend={PROFILE_TEXT.dates.start}
        value={item.startDate}
        error={errors.startDate}
        onChange={(v) => set({ startDate: v })}
      />
      <MonthYearField
        legend={PROFILE_TEXT.dates.end}
        value={item.endDate}
        error={errors.endDate}
        onChange={(v) => set({ endDate: v })}
      />
      <TextField
        label={T.gpa}
        hint={T.gpaHint}
        value={item.gpa}
        error={errors.gpa}
        inputMode="decimal"
        maxLength={5}
        onChange={(e) => set({ gpa: e.target.value.replace(/[^0-9.,]/g, '') })}
      />
      <TextAreaField
        label={PROFILE_TEXT.description}
        value={item.description}
        error={errors.description}
        maxLength={2000}
        onChange={(e) => set({ description: e.target.value })}
      />
    </EditorPanel>
  );
}
