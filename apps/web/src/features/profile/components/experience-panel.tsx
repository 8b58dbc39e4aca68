import { ADDRESS_MAX } from '@alumni/contract/users-limits';
import { useId } from 'react';
import { FieldError } from '#web/components/ui/field-notes.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useJobTypes } from '#web/features/profile/api/get-job-types.ts';
import type { ExperienceDraft } from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';
import { experienceErrors } from '#web/features/profile/profile-validation.ts';
import { EditorPanel } from './fields.tsx';
import { DescriptionField, endsUnlessCurrent, PeriodFields, useItemEditor } from './item-editor.tsx';
import { SELECT_CLASS } from './month-year-field.tsx';

const T = PROFILE_TEXT.experience;

/** Add or edit one working experience; the job type is required ('Wajib Diisi', docs/spec.md §5). */
export function ExperiencePanel({
  initial,
  isNew,
  onSave,
  onClose,
}: {
  initial: ExperienceDraft;
  isNew: boolean;
  onSave: (item: ExperienceDraft) => void;
  onClose: () => void;
}) {
  const { item, errors, set, submit } = useItemEditor(initial, experienceErrors, onSave, endsUnlessCurrent);
  const error = errors.jobTypeId ?? null;
  const jobTypes = useJobTypes();
  const selectId = useId();

  return (
    <EditorPanel title={isNew ? T.addTitle : T.editTitle} onClose={onClose} onSubmit={submit}>
      <div>
        <label htmlFor={selectId} className="mb-1.5 block font-semibold text-base text-slate-800">
          {T.jobType} <span aria-hidden="true">*</span>
        </label>
        <select
          id={selectId}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          className={`${SELECT_CLASS} ${error ? 'border-red-600' : ''}`}
          value={item.jobTypeId ?? ''}
          onChange={(e) => {
            const id = e.target.value ? Number(e.target.value) : null;
            set({ jobTypeId: id, jobTypeName: jobTypes.data?.find((j) => j.id === id)?.name ?? null });
          }}
        >
          <option value="">{T.chooseJobType}</option>
          {item.jobTypeId !== null && !jobTypes.data?.some((j) => j.id === item.jobTypeId) && (
            <option value={item.jobTypeId}>{item.jobTypeName ?? item.jobTypeId}</option>
          )}
          {jobTypes.data?.map((j) => (
            <option key={j.id} value={j.id}>
              {j.name}
            </option>
          ))}
        </select>
        <FieldError id={`${selectId}-error`} message={error} />
      </div>
      <TextField
        label={T.position}
        value={item.position}
        error={errors.position}
        maxLength={100}
        onChange={(e) => set({ position: e.target.value })}
      />
      <TextField
        label={T.company}
        value={item.name}
        error={errors.name}
        maxLength={200}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        label={T.address}
        value={item.address}
        error={errors.address}
        maxLength={ADDRESS_MAX}
        onChange={(e) => set({ address: e.target.value })}
      />
      <PeriodFields item={item} errors={errors} currentLabel={T.current} onChange={set} />
      <DescriptionField
        value={item.description}
        error={errors.description}
        onChange={(description) => set({ description })}
      />
    </EditorPanel>
  );
}
