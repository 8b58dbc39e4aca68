import { Download, Share, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/lib/use-session.ts';
import {
  installPrompt,
  type OfferKind,
  offerKind,
  onInstallPrompt,
  readOffer,
  rememberOffer,
} from './install-offer.ts';

export const INSTALL_TEXT = {
  title: 'Pasang Aplikasi',
  prompt: 'Buka acara dan tiket Anda langsung dari layar utama ponsel, juga saat sinyal lemah.',
  install: 'Pasang',
  later: 'Nanti saja',
  close: 'Tutup',
  iosTitle: 'Tambahkan ke Layar Utama',
  iosSteps: 'Di Safari, ketuk tombol Bagikan, lalu pilih “Tambahkan ke Layar Utama”.',
  ok: 'Mengerti',
} as const;
const T = INSTALL_TEXT;

const PHONE_QUERY = '(max-width: 767px) and (pointer: coarse)';

function currentKind(signedIn: boolean): OfferKind | null {
  const nav = navigator as Navigator & { standalone?: boolean };
  return offerKind({
    signedIn,
    phone: window.matchMedia(PHONE_QUERY).matches,
    standalone: window.matchMedia('(display-mode: standalone)').matches || nav.standalone === true,
    remembered: readOffer(),
    hasPrompt: installPrompt() !== null,
    userAgent: navigator.userAgent,
  });
}

/**
 * 'Pasang Aplikasi' (docs/decisions/029): offered to a signed-in member on a phone, once: 'Nanti saja' (or
 * the close button, or installing) is remembered on the device and the offer never comes back. Where the
 * browser can prompt, 'Pasang' opens its install dialog; on iPhone and iPad the 'Tambahkan ke Layar Utama'
 * steps are shown instead. Decided after the first render, so server-rendered pages hydrate unchanged.
 */
export function InstallOffer() {
  const session = useSession();
  const signedIn = Boolean(session);
  const [kind, setKind] = useState<OfferKind | null>(null);

  useEffect(() => {
    setKind(currentKind(signedIn));
    return onInstallPrompt(() => setKind(currentKind(signedIn)));
  }, [signedIn]);

  if (!kind) return null;

  const dismiss = () => {
    rememberOffer('dismissed');
    setKind(null);
  };
  const install = async () => {
    const event = installPrompt();
    if (!event) return dismiss();
    await event.prompt();
    const { outcome } = await event.userChoice;
    rememberOffer(outcome === 'accepted' ? 'installed' : 'dismissed');
    setKind(null);
  };

  const ios = kind === 'ios';
  return (
    <section
      aria-labelledby="install-offer-title"
      className="mx-4 mt-4 rounded-2xl border border-primary-100 bg-primary-50 p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-800 text-accent-300">
          {ios ? <Share aria-hidden size={20} /> : <Download aria-hidden size={20} />}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="install-offer-title" className="font-bold text-lg text-primary-900">
            {ios ? T.iosTitle : T.title}
          </h2>
          <p className="mt-1 text-base text-slate-700">{ios ? T.iosSteps : T.prompt}</p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={T.close}
          className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-primary-100"
        >
          <X aria-hidden size={20} />
        </button>
      </div>
      <div className="mt-3 flex gap-3">
        {ios ? (
          <Button onClick={dismiss} fullWidth>
            {T.ok}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={dismiss} fullWidth>
              {T.later}
            </Button>
            <Button onClick={() => void install()} fullWidth>
              {T.install}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
