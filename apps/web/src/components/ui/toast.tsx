import { CircleAlert, CircleCheck, X } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { randomId8 } from '#web/lib/random-id.ts';

/** docs/spec.md §9: an alert hides itself after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/**
 * How long an alert stays on its own: success alerts keep the spec's 3 s; error alerts stay until the member
 * closes them (a phone has no hover to pause one, and a missed error leaves the member guessing). Null = no timer.
 */
export function toastDuration(type: ToastType): number | null {
  return type === 'success' ? TOAST_DURATION_MS : null;
}

export type ToastType = 'success' | 'error';
export interface ToastInput {
  type: ToastType;
  title: string;
  message?: string;
}
interface Toast extends ToastInput {
  id: string;
}

export interface ToastApi {
  /** Queues an alert and returns its random 8-character id. */
  show(t: ToastInput): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The open modal <dialog> (side panel, confirmation) on top, if any. A modal dialog sits in the browser's
 * top layer and makes the rest of the page inert, so alerts raised while it is open are rendered inside it.
 */
function topModalDialog(): HTMLDialogElement | null {
  if (typeof document === 'undefined') return null;
  const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  for (let i = open.length - 1; i >= 0; i--) {
    const d = open[i];
    if (d?.matches(':modal')) return d;
  }
  return null;
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** Holds the alert queue (docs/spec.md §4) and renders it in a polite live region at the top. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const schedule = useCallback(
    (id: string, type: ToastType) => {
      clearTimeout(timers.current.get(id));
      const duration = toastDuration(type);
      if (duration === null) return;
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    },
    [dismiss],
  );

  const pause = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (t: ToastInput) => {
      const id = randomId8();
      setHost(topModalDialog());
      setToasts((list) => [...list, { ...t, id }]);
      schedule(id, t.type);
      return id;
    },
    [schedule],
  );

  // A dialog that closes or unmounts (a confirmation is often removed without a 'close' event reaching the
  // document) would take its alerts with it: while alerts live in a dialog, watch it and move them back.
  useEffect(() => {
    if (!host) return;
    const check = () => {
      if (!host.isConnected || !host.open) setHost(topModalDialog());
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    check();
    return () => observer.disconnect();
  }, [host]);

  useEffect(() => {
    const map = timers.current;
    return () => {
      for (const timer of map.values()) clearTimeout(timer);
      map.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  const region = (
    <section
      aria-live="polite"
      aria-label="Pemberitahuan"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col gap-2 p-3 sm:inset-x-auto sm:top-4 sm:right-4 sm:w-96 sm:p-0"
    >
      {toasts.map((t) => (
        <ToastItem
          key={t.id}
          toast={t}
          onClose={() => dismiss(t.id)}
          onPause={() => pause(t.id)}
          onResume={() => schedule(t.id, t.type)}
          // A live region created inside a dialog may not be announced: errors there speak as alerts.
          alert={host !== null && t.type === 'error'}
        />
      ))}
    </section>
  );

  return (
    <ToastContext value={api}>
      {children}
      {host ? createPortal(region, host) : region}
    </ToastContext>
  );
}

function ToastItem({
  toast,
  onClose,
  onPause,
  onResume,
  alert = false,
}: {
  toast: Toast;
  alert?: boolean;
  onClose: () => void;
  onPause: () => void;
  onResume: () => void;
}) {
  const success = toast.type === 'success';
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    // Pointer or keyboard focus on a success alert keeps it open (reading takes longer than 3 s for some members).
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer is not an interaction of its own
    <div
      data-toast-type={toast.type}
      role={alert ? 'alert' : undefined}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
      className={`pointer-events-auto flex animate-toast-in items-start gap-3 rounded-xl border-l-4 bg-white py-3 pr-1 pl-4 shadow-lg ring-1 ring-slate-900/10 ${
        success ? 'border-green-600' : 'border-red-600'
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-6 shrink-0 ${success ? 'text-green-700' : 'text-red-700'}`}
      />
      <div className="min-w-0 flex-1 py-0.5">
        <p className="font-bold text-base text-slate-900">{toast.title}</p>
        {toast.message && <p className="mt-0.5 text-base text-slate-700">{toast.message}</p>}
      </div>
      <button
        type="button"
        aria-label="Tutup pemberitahuan"
        onClick={onClose}
        className="-my-1 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
