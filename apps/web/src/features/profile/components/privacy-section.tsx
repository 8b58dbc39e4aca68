import { PRIVACY_LABELS, type PrivacyLevel, type PrivacySettings } from '@alumni/contract';
import { Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { usePrivacy, useSavePrivacy } from '#web/features/profile/api/privacy.ts';
import { failureDetail } from '#web/features/profile/api/save-profile.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';

const T = PROFILE_TEXT.privacy;

/** Phone, e-mail and address are never 'Publik' (docs/decisions/027-cari-teman-privacy.md). */
const FIELDS: { key: keyof PrivacySettings; label: string; levels: readonly PrivacyLevel[] }[] = [
  { key: 'phone', label: T.phone, levels: ['SELF', 'MEMBERS'] },
  { key: 'email', label: T.email, levels: ['SELF', 'MEMBERS'] },
  { key: 'address', label: T.address, levels: ['SELF', 'MEMBERS'] },
  { key: 'birthday', label: T.birthday, levels: ['SELF', 'MEMBERS', 'PUBLIC'] },
];

/**
 * 'Siapa yang bisa melihat' on the member's own edit page: one choice per field, saved on its own with
 * PUT /user/privacy (it is not part of the profile's 'Simpan').
 */
export function PrivacySection() {
  const query = usePrivacy();
  return (
    <section
      aria-labelledby="profile-privacy-heading"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
    >
      <h3 id="profile-privacy-heading" className="flex items-center gap-2 font-bold text-primary-900 text-xl">
        <Eye aria-hidden="true" className="size-6" />
        {T.heading}
      </h3>
      <p className="mt-2 text-base text-slate-700">{T.intro}</p>
      {query.isPending ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2" aria-busy="true">
          {FIELDS.map((f) => (
            <Skeleton key={f.key} className="h-20 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          <p>{T.loadFailed}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <PrivacyForm stored={query.data} />
      )}
    </section>
  );
}

function PrivacyForm({ stored }: { stored: PrivacySettings }) {
  const [value, setValue] = useState(stored);
  const save = useSavePrivacy();
  const toast = useToast();
  const id = useId();
  const dirty = FIELDS.some((f) => value[f.key] !== stored[f.key]);
  return (
    <form
      className="mt-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value, {
          onSuccess: (saved) => {
            setValue(saved);
            toast.show({ type: 'success', title: T.saved.title, message: T.saved.message });
          },
          onError: (error) => {
            const detail = failureDetail(error);
            toast.show({ type: 'error', title: T.failed, message: detail ?? T.failed });
          },
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key}>
            <label htmlFor={`${id}-${f.key}`} className="mb-1.5 block font-semibold text-base text-slate-800">
              {f.label}
            </label>
            <select
              id={`${id}-${f.key}`}
              // The visible label repeats a personal field's; the name says which setting this is.
              aria-label={T.fieldSetting(f.label)}
              value={value[f.key]}
              onChange={(e) => {
                const level = f.levels.find((l) => l === e.currentTarget.value);
                if (level) setValue((v) => ({ ...v, [f.key]: level }));
              }}
              className="block h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px] text-slate-900 outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200"
            >
              {f.levels.map((l) => (
                <option key={l} value={l}>
                  {PRIVACY_LABELS[l]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <p className="mt-3 text-base text-slate-600">{T.notPublicHint}</p>
      <div className="mt-4 flex sm:justify-end">
        <Button type="submit" loading={save.isPending} disabled={!dirty} className="w-full sm:w-auto">
          {T.save}
        </Button>
      </div>
    </form>
  );
}
