import { SOCIAL_HANDLE_MAX } from '@alumni/contract/users-limits';
import { useId, useState } from 'react';
import { FieldError } from '#web/components/ui/field-notes.tsx';
import type { SocialsDraft } from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT, SOCIAL_FIELDS } from '#web/features/profile/profile-text.ts';
import { hasErrors, socialsErrors } from '#web/features/profile/profile-validation.ts';
import { EditorPanel } from './fields.tsx';

/** The five handles, each after its fixed site text (docs/spec.md §3: handles only). */
export function SocialsPanel({
  socials,
  onSave,
  onClose,
}: {
  socials: SocialsDraft;
  onSave: (socials: SocialsDraft) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(socials);
  const id = useId();
  const [tried, setTried] = useState(false);
  const errors = tried ? socialsErrors(value) : {};
  const submit = () => {
    setTried(true);
    if (hasErrors(socialsErrors(value))) return false;
    onSave(value);
  };
  return (
    <EditorPanel title={PROFILE_TEXT.socials.panelTitle} onClose={onClose} onSubmit={submit}>
      {SOCIAL_FIELDS.map((f) => {
        const error = errors[f.key];
        return (
          <div key={f.key}>
            <label htmlFor={`${id}-${f.key}`} className="mb-1.5 block font-semibold text-base text-slate-800">
              {f.label}
            </label>
            <div
              className={`flex h-12 items-stretch overflow-hidden rounded-lg border ${error ? 'border-red-600' : 'border-slate-500'} bg-white shadow-xs focus-within:border-primary-600 focus-within:ring-3 focus-within:ring-primary-200`}
            >
              <span
                id={`${id}-${f.key}-prefix`}
                className="flex shrink-0 items-center border-slate-300 border-r bg-slate-100 px-3 text-base text-slate-700"
              >
                {f.prefix}
              </span>
              <input
                id={`${id}-${f.key}`}
                aria-describedby={`${id}-${f.key}-prefix${error ? ` ${id}-${f.key}-error` : ''}`}
                aria-invalid={error ? true : undefined}
                value={value[f.key]}
                maxLength={SOCIAL_HANDLE_MAX}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                onChange={(e) => setValue((v) => ({ ...v, [f.key]: e.target.value }))}
                className="min-w-0 flex-1 px-3 text-[17px] text-slate-900 outline-none"
              />
            </div>
            {error && <FieldError id={`${id}-${f.key}-error`} message={error} />}
          </div>
        );
      })}
    </EditorPanel>
  );
}
