import { X } from 'lucide-react';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';

export interface SidePanelProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Actions pinned to the bottom (e.g. 'Simpan'). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A modal panel: full screen on phones, sliding in from the right on wider screens. Focus stays inside,
 * Escape, the close button or a tap on the dimmed page closes it.
 */
export function SidePanel(props: SidePanelProps) {
  if (!props.open) return null;
  return <OpenSidePanel {...props} />;
}

function OpenSidePanel({ title, onClose, footer, children }: SidePanelProps) {
  const titleId = useId();
  const ref = useModalDialog({ onClose });

  // A click whose target is the <dialog> itself and lands outside its box was on the backdrop.
  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the close button are the keyboard ways
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={onBackdrop}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-none animate-panel-in bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-primary-900/50 sm:max-w-lg"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center gap-3 border-slate-200 border-b px-4 py-3 sm:px-6">
          <h2 id={titleId} className="min-w-0 flex-1 font-bold text-primary-900 text-xl">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Tutup"
            onClick={onClose}
            className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">{children}</div>
        {footer && (
          <footer className="flex flex-col-reverse gap-3 border-slate-200 border-t bg-slate-50 px-4 py-4 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </footer>
        )}
      </div>
    </dialog>
  );
}
