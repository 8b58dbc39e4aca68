import { ROSTER_STATUSES, type RosterItem, type RosterStatus } from '@alumni/contract';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useCreateRoster, useUpdateRoster } from './roster-admin-api.ts';
import { ROSTER_ADMIN_TEXT as T } from './roster-admin-text.ts';

export const selectClass =
  'block h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px] text-slate-900 outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200 disabled:bg-slate-100';

/** 'Tambah Nama' / 'Ubah': one classmate's row. A linked row keeps its status (set through the account). */
export function RosterFormPanel({ item, onClose }: { item: RosterItem | null; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateRoster();
  const update = useUpdateRoster();
  const busy = create.isPending || update.isPending;
  const linked = item?.userId != null;
  const [v, setV] = useState({
    name: item?.name ?? '',
    nickname: item?.nickname ?? '',
    className: item?.className ?? '',
    school: item?.school ?? '',
    status: (item?.status ?? 'NOT_FOUND') as RosterStatus,
    deceasedDate: item?.deceasedDate ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setV((old) => ({ ...old, [k]: value }));
  };
  const save = () => {
    if (!v.name.trim()) {
      setErrors({ name: 'Nama harus diisi' });
      return;
    }
    const body = {
      name: v.name,
      nickname: v.nickname || null,
      className: v.className || null,
      school: v.school || null,
      status: v.status,
      deceasedDate: v.status === 'DECEASED' && v.deceasedDate ? v.deceasedDate : null,
    };
    const done = {
      onSuccess: () => {
        toast.show({ type: 'success', title: T.saved, message: v.name });
        onClose();
      },
      onError: (err: Error) => {
        const fields: Record<string, string> = {};
        if (err instanceof ApiError) for (const e of err.errors) fields[e.path] = e.message;
        setErrors(fields);
        toast.show({ type: 'error', title: T.failed, message: err.message });
      },
    };
    if (item) update.mutate({ id: item.id, ...body }, done);
    else create.mutate(body, done);
  };
  const statuses = ROSTER_STATUSES.filter((s) => (linked ? s === v.status : s !== 'REGISTERED'));
  return (
    <SidePanel
      open
      title={item ? T.formEdit : T.formAdd}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button onClick={save} loading={busy}>
            {T.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={T.fields.name}
          value={v.name}
          maxLength={100}
          error={errors.name}
          onChange={set('name')}
        />
        <TextField
          label={T.fields.nickname}
          value={v.nickname}
          maxLength={60}
          error={errors.nickname}
          onChange={set('nickname')}
        />
        <TextField
          label={T.fields.className}
          hint={T.fields.classHint}
          value={v.className}
          maxLength={60}
          error={errors.className}
          onChange={set('className')}
        />
        <TextField
          label={T.fields.school}
          value={v.school}
          maxLength={100}
          error={errors.school}
          onChange={set('school')}
        />
        <div>
          <label htmlFor="roster-form-status" className="mb-1.5 block font-semibold text-base text-slate-800">
            {T.fields.status}
          </label>
          <select
            id="roster-form-status"
            className={selectClass}
            value={v.status}
            disabled={linked}
            onChange={set('status')}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {T.statusLabel[s]}
              </option>
            ))}
          </select>
          {(linked || errors.status) && (
            <p className="mt-1.5 text-base text-slate-600">{errors.status ?? T.linkedStatusNote}</p>
          )}
        </div>
        {v.status === 'DECEASED' && !linked && (
          <TextField
            label={T.fields.deceasedDate}
            hint={T.fields.deceasedDateHint}
            placeholder="DD/MM/YYYY"
            value={v.deceasedDate}
            maxLength={10}
            error={errors.deceasedDate}
            onChange={set('deceasedDate')}
          />
        )}
      </div>
    </SidePanel>
  );
}
