/**
 * 'Pasang Aplikasi' (docs/decisions/029): when the offer may be shown, and the browser's install prompt kept
 * from the moment it fires (it fires once, soon after load, possibly before the offer is on screen).
 */

export const INSTALL_OFFER_KEY = 'alumni86.install-offer';

/** The browser's `beforeinstallprompt` event (Chromium; not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type OfferKind = 'prompt' | 'ios';

export interface OfferInput {
  signedIn: boolean;
  /** A phone: a narrow screen with a coarse pointer. */
  phone: boolean;
  /** Already opened from the home screen. */
  standalone: boolean;
  /** 'dismissed' or 'installed' once the member closed or used the offer. */
  remembered: string | null;
  hasPrompt: boolean;
  userAgent: string;
}

/** iPhone and iPad Safari cannot prompt; they get the 'Tambahkan ke Layar Utama' steps. */
export function isIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/.test(userAgent);
}

/** Which offer to show, if any: once per member's phone, never again after 'Nanti saja' or an install. */
export function offerKind(input: OfferInput): OfferKind | null {
  if (!input.signedIn || !input.phone || input.standalone || input.remembered) return null;
  if (input.hasPrompt) return 'prompt';
  if (isIos(input.userAgent)) return 'ios';
  return null;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar is replaced by our one offer.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    for (const l of listeners) l();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    rememberOffer('installed');
    for (const l of listeners) l();
  });
}

export function installPrompt(): InstallPromptEvent | null {
  return deferred;
}

export function onInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readOffer(): string | null {
  try {
    return localStorage.getItem(INSTALL_OFFER_KEY);
  } catch {
    return null;
  }
}

export function rememberOffer(value: 'dismissed' | 'installed'): void {
  try {
    localStorage.setItem(INSTALL_OFFER_KEY, value);
  } catch {
    // A blocked storage: the offer may come back next visit.
  }
}
