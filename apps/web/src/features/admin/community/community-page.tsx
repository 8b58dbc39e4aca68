import {
  type Community,
  REGISTRATION_MODE_LABEL,
  REGISTRATION_MODES,
  type RegistrationMode,
} from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { communityQueryOptions, saveCommunity, useCommunity } from '#web/api/get-community.ts';
import { queryRoots } from '#web/api/query-roots.ts';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from '#web/api/upload-image.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { bodyOf, type CommunityForm, formOf } from './community-form.ts';
import { COMMUNITY_TEXT as T } from './community-text.ts';

const F = T.fields;
const AREA =
  'block w-full rounded-lg border border-slate-500 bg-white px-4 py-3 text-[17px] text-slate-900 shadow-xs outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200';

function TextArea({
  label,
  value,
  onChange,
  rows = 3,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
  error?: string;
}) {
  const id = `community-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-base text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={AREA}
      />
      {error && <p className="mt-1.5 text-base text-red-700">{error}</p>}
    </div>
  );
}

/**
 * 'Pengaturan Komunitas' (/admin/community) and, for an install never configured, the first admin's
 * 'Atur Komunitas' (/admin/community?setup=1): the same fields, there in four skippable steps
 * (docs/decisions/021). Saves through PUT /api/v1/community; 'Lewati' saves nothing but marks the setup done.
 */
export function CommunityPage() {
  const [params] = useSearchParams();
  const setup = params.get('setup') === '1';
  useDocumentTitle(setup ? T.setupTitle : T.title);
  const { data } = useCommunity();
  if (!data) return <Spinner />;
  return <CommunityEditor community={data} setup={setup} />;
}

function CommunityEditor({ community, setup }: { community: Community; setup: boolean }) {
  const [form, setForm] = useState<CommunityForm>(() => formOf(community));
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  useEffect(() => setForm(formOf(community)), [community]);

  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveCommunity>[0]) => saveCommunity(body),
    onSuccess: (saved) => {
      qc.setQueryData(communityQueryOptions().queryKey, saved);
      void qc.invalidateQueries({ queryKey: queryRoots.adminActivityLog.queryKey });
      void qc.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey });
      setErrors({});
      toast.show({ type: 'success', title: T.saved });
      if (setup) navigate(paths.admin.home);
    },
    onError: (err) => {
      const fieldErrors: Record<string, string> = {};
      if (err instanceof ApiError)
        for (const e of err.errors) fieldErrors[e.path.split('.')[0] ?? e.path] = e.message;
      setErrors(fieldErrors);
      toast.show({ type: 'error', title: T.failed, message: err.message });
    },
  });

  const set = (key: keyof CommunityForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const text = (
    key: keyof CommunityForm,
    label: string,
    extra: { hint?: string; type?: string; inputMode?: 'tel' | 'email' | 'url' | 'numeric' } = {},
  ) => (
    <TextField
      label={label}
      value={String(form[key] ?? '')}
      onChange={(e) => set(key)(e.currentTarget.value)}
      error={errors[key]}
      hint={extra.hint}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
    />
  );

  async function pickLogo(file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.show({ type: 'error', title: problem });
      return;
    }
    setUploading(true);
    try {
      const path = await uploadImage(file, 'avatar');
      setForm((f) => ({ ...f, logo: path }));
    } catch (err) {
      toast.show({ type: 'error', title: (err as Error).message });
    } finally {
      setUploading(false);
    }
  }

  const sections: { title: string; body: ReactNode }[] = [
    {
      title: T.steps[0],
      body: (
        <>
          {text('name', F.name)}
          {text('shortName', F.shortName, { hint: F.shortNameHint })}
          {text('tagline', F.tagline)}
          <div>
            <p className="mb-1.5 font-semibold text-base text-slate-800">{F.logo}</p>
            <div className="flex flex-wrap items-center gap-3">
              {form.logo && <img src={form.logo} alt={F.logo} className="size-16 rounded-xl object-cover" />}
              <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-500 px-4 font-semibold text-primary-800">
                {uploading ? <Spinner /> : F.logoChange}
                <input
                  type="file"
                  accept={IMAGE_ACCEPT}
                  className="sr-only"
                  onChange={(e) => void pickLogo(e.currentTarget.files?.[0])}
                />
              </label>
              {form.logo && (
                <Button type="button" variant="ghost" onClick={() => setForm((f) => ({ ...f, logo: null }))}>
                  {F.logoRemove}
                </Button>
              )}
            </div>
            {errors.logo && <p className="mt-1.5 text-base text-red-700">{errors.logo}</p>}
          </div>
        </>
      ),
    },
    {
      title: T.steps[1],
      body: (
        <>
          {text('phone', F.phone, { type: 'tel', inputMode: 'tel' })}
          {text('whatsapp', F.whatsapp, { type: 'tel', inputMode: 'tel' })}
          {text('email', F.email, { type: 'email', inputMode: 'email' })}
          {text('instagram', F.instagram, { inputMode: 'url' })}
          {text('facebook', F.facebook, { inputMode: 'url' })}
          {text('youtube', F.youtube, { inputMode: 'url' })}
          {text('website', F.website, { inputMode: 'url' })}
        </>
      ),
    },
    {
      title: T.steps[2],
      body: (
        <>
          <TextArea label={F.intro} value={form.intro} onChange={set('intro')} error={errors.intro} />
          <TextArea label={F.vision} value={form.vision} onChange={set('vision')} error={errors.vision} />
          <TextArea
            label={F.mission}
            value={form.mission}
            onChange={set('mission')}
            rows={4}
            error={errors.mission}
          />
          {text('historyLead', F.historyLead)}
          <TextArea
            label={F.history}
            value={form.history}
            onChange={set('history')}
            rows={5}
            error={errors.history}
          />
          {text('foundedYear', F.foundedYear, { inputMode: 'numeric' })}
        </>
      ),
    },
    {
      title: T.steps[3],
      body: (
        <fieldset>
          <legend className="mb-2 font-semibold text-base text-slate-800">{F.registrationMode}</legend>
          <div className="space-y-2">
            {REGISTRATION_MODES.map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-3 text-lg">
                <input
                  type="radio"
                  name="registrationMode"
                  value={mode}
                  checked={form.registrationMode === mode}
                  onChange={() => setForm((f) => ({ ...f, registrationMode: mode as RegistrationMode }))}
                  className="size-5"
                />
                {REGISTRATION_MODE_LABEL[mode]}
              </label>
            ))}
          </div>
        </fieldset>
      ),
    },
  ];

  const submit = () => save.mutate(bodyOf(form));
  const last = step === sections.length - 1;
  const current = sections[step] ?? sections[0];

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-primary-900">{setup ? T.setupTitle : T.title}</h1>
        {setup && <p className="mt-2 text-lg text-slate-700">{T.setupLead}</p>}
      </div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (setup && !last) setStep((s) => s + 1);
          else submit();
        }}
        className="space-y-6"
      >
        {setup ? (
          <section className="space-y-5 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6">
            <p className="font-semibold text-accent-700">{T.step(step + 1, sections.length)}</p>
            <h2 className="font-bold text-primary-900 text-xl">{current?.title}</h2>
            {current?.body}
          </section>
        ) : (
          sections.map((s) => (
            <section
              key={s.title}
              className="space-y-5 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
            >
              <h2 className="font-bold text-primary-900 text-xl">{s.title}</h2>
              {s.body}
            </section>
          ))
        )}
        <div className="flex flex-wrap justify-end gap-3">
          {setup && (
            <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => save.mutate({})}>
              {T.skip}
            </Button>
          )}
          {setup && step > 0 && (
            <Button type="button" variant="secondary" onClick={() => setStep((s) => s - 1)}>
              {T.back}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {setup ? (last ? T.finish : T.next) : T.save}
          </Button>
        </div>
      </form>
    </div>
  );
}
