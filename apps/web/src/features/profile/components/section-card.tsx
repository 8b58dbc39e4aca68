import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';

/** One block of the editor: heading, its add/edit button, and its content or the spec's empty sentence. */
export function SectionCard({
  title,
  action,
  onAction,
  isEmpty,
  children,
}: {
  title: string;
  /** 'add' shows 'Tambah', 'edit' shows 'Ubah'. */
  action: 'add' | 'edit';
  onAction: () => void;
  isEmpty: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const Icon = action === 'add' ? Plus : Pencil;
  return (
    <section
      aria-labelledby={id}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={id} className="font-bold text-primary-900 text-xl">
          {title}
        </h3>
        <Button
          variant="secondary"
          onClick={onAction}
          aria-label={`${action === 'add' ? PROFILE_TEXT.add : PROFILE_TEXT.edit} ${title}`}
        >
          <Icon aria-hidden="true" className="size-5" />
          <span aria-hidden="true">{action === 'add' ? PROFILE_TEXT.add : PROFILE_TEXT.edit}</span>
        </Button>
      </div>
      <div className="mt-4">
        {isEmpty ? <p className="text-base text-slate-700 italic">{PROFILE_TEXT.empty}</p> : children}
      </div>
    </section>
  );
}

/** One experience, business or education in the editor, with its edit and delete buttons. */
export function ItemRow({
  title,
  lines,
  onEdit,
  onDelete,
}: {
  title: string;
  lines: (string | null | undefined)[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-start gap-3 border-slate-200 border-t py-4 first:border-t-0 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-lg text-slate-900">{title}</p>
        {lines.filter(Boolean).map((line) => (
          <p key={line} className="break-words text-base text-slate-700">
            {line}
          </p>
        ))}
      </div>
      <div className="flex shrink-0 gap-1">
        <button
          type="button"
          aria-label={`${PROFILE_TEXT.edit} ${title}`}
          onClick={onEdit}
          className="flex size-11 items-center justify-center rounded-lg text-primary-800 hover:bg-primary-50"
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={`${PROFILE_TEXT.remove} ${title}`}
          onClick={onDelete}
          className="flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}
