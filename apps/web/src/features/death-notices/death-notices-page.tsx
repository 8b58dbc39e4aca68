import { DEATH_NOTICE_MSG, type DeathNoticeBody } from '@alumni/contract';
import { Flower2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextArea } from '#web/components/ui/text-area.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import {
  useDeathNoticeEmail,
  useDeathNotices,
  useSetDeathNoticeEmail,
  useSubmitDeathNotice,
} from './death-notice-api.ts';
import { DEATH_NOTICE_TEXT as T } from './death-notice-text.ts';
import { NoticeCard } from './notice-card.tsx';

/** /kabar-duka (docs/decisions/024): published notices, the member's own waiting ones, and the form. */
export function DeathNoticesPage() {
  useDocumentTitle(T.title);
  const list = useDeathNotices();
  const [formOpen, setFormOpen] = useState(false);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="flex items-center gap-3 font-bold text-2xl text-primary-900 sm:text-3xl">
            <Flower2 aria-hidden="true" className="size-8 text-slate-600" />
            {T.title}
          </h1>
          <p className="mt-3 text-lg text-slate-700">{T.intro}</p>
        </div>
        <Button size="lg" onClick={() => setFormOpen(true)} className="shrink-0">
          <Plus aria-hidden="true" className="size-5" />
          {T.submit}
        </Button>
      </div>
      <EmailPreference />
      <div className="mt-6 space-y-4">
        {list.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : list.isError ? (
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
            <p>{T.loadFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : list.data.datas.length === 0 ? (
          <EmptyState icon={Flower2} title={T.empty} description={T.emptyDescription} />
        ) : (
          list.data.datas.map((n) => (
            <div key={n.id}>
              <NoticeCard notice={n} />
              {n.status === 'PUBLISHED' && (
                <Link
                  to={paths.deathNotice(n.id)}
                  className="mt-1 inline-flex min-h-11 items-center px-2 font-semibold text-primary-800 underline-offset-4 hover:underline"
                >
                  {T.detail}: {n.deceasedName}
                </Link>
              )}
            </div>
          ))
        )}
      </div>
      {formOpen && <NoticeForm onClose={() => setFormOpen(false)} />}
    </div>
  );
}

function EmailPreference() {
  const pref = useDeathNoticeEmail();
  const save = useSetDeathNoticeEmail();
  const toast = useToast();
  if (!pref.data) return null;
  return (
    <label className="mt-5 flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800">
      <input
        type="checkbox"
        className="size-5 accent-primary-700"
        checked={pref.data.email}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(e.currentTarget.checked, {
            onSuccess: () => toast.show({ type: 'success', title: T.emailSaved, message: '' }),
            onError: (err) => toast.show({ type: 'error', title: T.failedTitle, message: err.message }),
          })
        }
      />
      {T.emailPreference}
    </label>
  );
}

const EMPTY: DeathNoticeBody = {
  deceasedName: '',
  relation: '',
  diedOn: '',
  funeralHome: '',
  burialTime: '',
  burialPlace: '',
  mapUrl: '',
  note: '',
};

function NoticeForm({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const submit = useSubmitDeathNotice();
  const [values, setValues] = useState<DeathNoticeBody>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof DeathNoticeBody) => ({
    value: values[key] ?? '',
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });
  const send = () => {
    const missing: Record<string, string> = {};
    if (!values.deceasedName.trim()) missing.deceasedName = 'Nama almarhum/almarhumah harus diisi';
    if (!values.relation.trim()) missing.relation = 'Hubungan harus diisi';
    if (!values.diedOn.trim()) missing.diedOn = DEATH_NOTICE_MSG.dateInvalid;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    submit.mutate(values, {
      onSuccess: () => {
        toast.show({ type: 'success', title: T.sentTitle, message: DEATH_NOTICE_MSG.submitted });
        onClose();
      },
      onError: (err) => {
        const fields: Record<string, string> = {};
        if (err instanceof ApiError) for (const e of err.errors) fields[e.path] = e.message;
        setErrors(fields);
        toast.show({ type: 'error', title: T.failedTitle, message: err.message });
      },
    });
  };
  return (
    <SidePanel
      open
      title={T.formTitle}
      onClose={() => {
        if (!submit.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
            {T.cancel}
          </Button>
          <Button onClick={send} loading={submit.isPending}>
            {T.send}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-base text-slate-700">{T.formIntro}</p>
        <TextField label={T.deceasedName} maxLength={100} {...field('deceasedName')} />
        <TextField label={T.relation} hint={T.relationHint} maxLength={100} {...field('relation')} />
        <TextField
          label={T.diedOn}
          hint={T.diedOnHint}
          inputMode="numeric"
          placeholder="DD/MM/YYYY"
          maxLength={10}
          {...field('diedOn')}
        />
        <TextField label={T.funeralHome} maxLength={200} {...field('funeralHome')} />
        <TextField label={T.burialTime} hint={T.burialTimeHint} maxLength={100} {...field('burialTime')} />
        <TextField label={T.burialPlace} maxLength={200} {...field('burialPlace')} />
        <TextField
          label={T.mapUrl}
          hint={T.mapUrlHint}
          type="url"
          inputMode="url"
          maxLength={500}
          {...field('mapUrl')}
        />
        <TextArea label={T.note} maxLength={1000} {...field('note')} />
      </div>
    </SidePanel>
  );
}
