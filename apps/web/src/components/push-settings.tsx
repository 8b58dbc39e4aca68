import type { PushKeyResult, PushPreferencesResult } from '@alumni/contract';
import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from '@alumni/contract/push-kinds';
import { BellRing, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { api } from '#web/lib/api.ts';
import { currentSubscription, deleteSubscription, saveSubscription } from '#web/lib/push-device.ts';
import { base64UrlToBytes, type PushSupport, pushSupport } from '#web/lib/push-support.ts';
import { SW_URL } from '#web/lib/service-worker.ts';

type Prefs = PushPreferencesResult['result'];

export const PUSH_TEXT = {
  title: 'Notifikasi di ponsel',
  lead: 'Terima pemberitahuan di ponsel ini walau aplikasi sedang tertutup.',
  turnOn: 'Aktifkan notifikasi',
  turnOff: 'Matikan di perangkat ini',
  on: 'Aktif di perangkat ini.',
  iosInstall:
    'Di iPhone, buka menu Bagikan lalu pilih "Tambahkan ke Layar Utama" terlebih dahulu, kemudian buka aplikasi dari layar utama untuk mengaktifkan notifikasi.',
  unsupported: 'Peramban ini tidak mendukung notifikasi. Coba gunakan Chrome di Android.',
  denied: 'Notifikasi diblokir untuk situs ini. Izinkan notifikasi di pengaturan peramban, lalu coba lagi.',
  failed: 'Notifikasi gagal diaktifkan. Periksa koneksi lalu coba lagi.',
  saveFailed: 'Pilihan notifikasi gagal disimpan. Periksa koneksi lalu coba lagi.',
  kinds: 'Kirim ke ponsel:',
  /** The compact panel (the bell, /notifications): the choices open below. */
  choices: 'Atur jenis',
  off: 'Belum aktif di perangkat ini.',
} as const;

function detect(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  return pushSupport({
    userAgent: navigator.userAgent,
    standalone: window.matchMedia?.('(display-mode: standalone)').matches === true,
    hasPush: 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : undefined,
  });
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/**
 * The worker that will receive the pushes, active: the app registers it once the page has loaded
 * (lib/service-worker.ts); a member quicker than that registers it here. A failed registration throws.
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await registration())) await navigator.serviceWorker.register(SW_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * 'Notifikasi di ponsel' (docs/decisions/030): turns Web Push on for this device (permission, subscribe with the
 * server's VAPID key, post the subscription), per-kind toggles, and off (unsubscribe and delete on the server).
 * Whether this device is subscribed is known only once the browser answered: until then the button waits, so
 * a late answer never overrides what the member just did.
 */
export function PushSettings({ compact = false }: { compact?: boolean } = {}) {
  // null until the browser was asked (never in the server-rendered HTML's first paint).
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [prefs, setPrefs] = useState<Prefs | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saving = useRef(0);
  const titleId = useId();
  const choicesId = useId();
  const [choicesOpen, setChoicesOpen] = useState(false);

  useEffect(() => {
    let live = true;
    const found = detect();
    setSupport(found);
    void (async () => {
      const sub = found === 'ok' ? await currentSubscription() : null;
      // Told to the server again: it may have forgotten it ('Keluar dari semua perangkat'), or it may belong to
      // the member who used this browser before; either way this screen then says what is true.
      if (sub)
        await saveSubscription(sub).catch((e) => console.warn('Langganan notifikasi gagal disimpan', e));
      if (!live) return;
      setEndpoint(sub?.endpoint ?? null);
      setChecked(true);
    })();
    api<Prefs>('/api/v1/push/preferences')
      .then((p) => live && setPrefs(p))
      .catch((e) => console.warn('Pilihan notifikasi gagal dimuat', e));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    setError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setSupport(permission === 'denied' ? 'denied' : support);
        return;
      }
      const reg = await activeRegistration();
      const { publicKey } = await api<PushKeyResult['result']>('/api/v1/push/key');
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      });
      await saveSubscription(sub);
      setEndpoint(sub.endpoint);
    } catch (e) {
      console.warn('Notifikasi gagal diaktifkan', e);
      setError(PUSH_TEXT.failed);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setError(null);
    try {
      const sub = await currentSubscription();
      const target = sub?.endpoint ?? endpoint;
      await sub?.unsubscribe();
      if (target) await deleteSubscription(target);
    } catch (e) {
      // The browser no longer has it: the push service answers 410 to the next push and the server forgets it.
      console.warn('Notifikasi gagal dimatikan', e);
    } finally {
      setEndpoint(null);
      setBusy(false);
    }
  };

  const toggle = async (kind: PushKind, value: boolean) => {
    if (!prefs) return;
    const before = prefs;
    const next = { ...prefs, [kind]: value };
    setPrefs(next);
    setError(null);
    // Only the newest answer is shown: an older one arriving late would undo a quicker second tap.
    saving.current += 1;
    const mine = saving.current;
    try {
      const { devices: _devices, ...body } = next;
      const saved = await api<Prefs>('/api/v1/push/preferences', { method: 'PUT', body });
      if (mine === saving.current) setPrefs(saved);
    } catch (e) {
      console.warn('Pilihan notifikasi gagal disimpan', e);
      if (mine === saving.current) {
        setPrefs(before);
        setError(PUSH_TEXT.saveFailed);
      }
    }
  };

  const note =
    support === 'ios-install'
      ? PUSH_TEXT.iosInstall
      : support === 'unsupported'
        ? PUSH_TEXT.unsupported
        : support === 'denied'
          ? PUSH_TEXT.denied
          : null;

  const kindsFieldset = prefs && (
    <fieldset className={compact ? '' : 'mt-4'}>
      <legend className="font-medium text-base text-slate-800">{PUSH_TEXT.kinds}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {PUSH_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3 text-base text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-primary-700"
              checked={prefs[kind]}
              onChange={(e) => void toggle(kind, e.currentTarget.checked)}
            />
            {PUSH_KIND_LABELS[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
  const errorLine = error && (
    <p role="alert" className="mt-2 text-base text-red-700">
      {error}
    </p>
  );

  // One line (docs/decisions/034): the state and its one action, the per-kind choices behind 'Atur jenis', so a
  // phone shows the notifications themselves first.
  if (compact)
    return (
      <section aria-labelledby={titleId} className="@container rounded-card bg-white px-4 py-3 shadow-card">
        <div className="flex flex-col gap-2 @xl:flex-row @xl:items-center @xl:gap-3">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            <div className="min-w-0">
              <h2 id={titleId} className="font-semibold text-base text-primary-900">
                {PUSH_TEXT.title}
              </h2>
              {!note && (
                <p className={`text-sm ${endpoint ? 'text-green-800' : 'text-slate-700'}`}>
                  {endpoint ? PUSH_TEXT.on : checked ? PUSH_TEXT.off : PUSH_TEXT.lead}
                </p>
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 pl-8 @xl:pl-0">
            {!note &&
              (endpoint ? (
                <Button variant="secondary" loading={busy} onClick={() => void turnOff()}>
                  {PUSH_TEXT.turnOff}
                </Button>
              ) : (
                <Button loading={busy || !checked} onClick={() => void turnOn()}>
                  {PUSH_TEXT.turnOn}
                </Button>
              ))}
            {prefs && (
              <button
                type="button"
                aria-expanded={choicesOpen}
                aria-controls={choicesId}
                onClick={() => setChoicesOpen((o) => !o)}
                className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-base text-primary-800 hover:bg-primary-50"
              >
                {PUSH_TEXT.choices}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 transition-transform duration-150 ${choicesOpen ? 'rotate-180' : ''}`}
                />
              </button>
            )}
          </div>
        </div>
        {note && <p className="mt-2 rounded-md bg-amber-50 p-3 text-base text-amber-900">{note}</p>}
        {errorLine}
        {choicesOpen && (
          <div id={choicesId} className="mt-3 border-slate-100 border-t pt-3">
            {kindsFieldset}
          </div>
        )}
      </section>
    );

  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-card bg-white p-5 shadow-card">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-700" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-lg text-primary-900">
            {PUSH_TEXT.title}
          </h2>
          <p className="mt-1 text-base text-slate-700">{PUSH_TEXT.lead}</p>
          {note ? (
            <p className="mt-3 rounded-md bg-amber-50 p-3 text-base text-amber-900">{note}</p>
          ) : endpoint ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-base text-green-800">{PUSH_TEXT.on}</p>
              <Button variant="secondary" loading={busy} onClick={() => void turnOff()}>
                {PUSH_TEXT.turnOff}
              </Button>
            </div>
          ) : (
            <Button className="mt-3" loading={busy || !checked} onClick={() => void turnOn()}>
              {PUSH_TEXT.turnOn}
            </Button>
          )}
          {errorLine}
          {kindsFieldset}
        </div>
      </div>
    </section>
  );
}
