import { Check, Copy, MessageCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useModalDialog } from '#web/components/ui/use-modal-dialog.ts';
import { useCopyText } from '#web/lib/use-copy-text.ts';
import { useWhatsAppInvitation, useWhatsAppResetLink } from './api.ts';
import { INVITE_TEXT } from './invitation-text.ts';

const T = INVITE_TEXT.whatsAppDialog;

/**
 * 'Kirim via WhatsApp' (docs/decisions/014): asks the server for a fresh activation link and shows the wa.me link
 * with the pre-filled Indonesian message ('Buka WhatsApp' opens it; a link the admin taps, so no pop-up
 * blocker stands in the way). Works whether or not e-mail is configured.
 */
export function WhatsAppButton({
  userId,
  name,
  compact = false,
  kind = 'invitation',
}: {
  userId: number;
  name: string;
  /** In the desktop table: 'WhatsApp' on the button (its accessible name stays the full 'Kirim via WhatsApp ke …'). */
  compact?: boolean;
  /** 'reset': 'Kirim tautan atur ulang via WhatsApp' (a password-reset link, docs/decisions/022). */
  kind?: 'invitation' | 'reset';
}) {
  const toast = useToast();
  const invitation = useWhatsAppInvitation();
  const reset = useWhatsAppResetLink();
  const create = kind === 'reset' ? reset : invitation;
  const texts =
    kind === 'reset' ? { ...T, ...INVITE_TEXT.resetWhatsApp } : { ...T, button: INVITE_TEXT.whatsApp };
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<{ url: string; phone: string } | null>(null);

  const start = () =>
    create.mutate(userId, {
      onSuccess: (res) => setOpen({ url: res.url, phone: res.phone }),
      onError: (err) => toast.show({ type: 'error', title: texts.failedTitle, message: err.message }),
    });

  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        onClick={start}
        disabled={create.isPending}
        aria-label={kind === 'reset' ? undefined : INVITE_TEXT.whatsAppOf(name)}
      >
        <MessageCircle aria-hidden="true" className="size-5 text-green-700" />
        {compact ? INVITE_TEXT.whatsAppShort : texts.button}
      </Button>
      {open && (
        <WhatsAppDialog
          title={texts.title}
          intro={texts.intro(name, open.phone)}
          url={open.url}
          returnFocusRef={buttonRef}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

function WhatsAppDialog({
  title,
  intro,
  url,
  onClose,
  returnFocusRef,
}: {
  title: string;
  intro: string;
  url: string;
  onClose: () => void;
  returnFocusRef: React.RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const openRef = useRef<HTMLAnchorElement>(null);
  const textRef = useRef<HTMLParagraphElement>(null);
  const ref = useModalDialog({ onClose, initialFocus: openRef, returnFocus: returnFocusRef });
  const message = new URL(url).searchParams.get('text') ?? '';

  const { copy, onCopy } = useCopyText(message, textRef);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      className="m-auto w-[calc(100%-2rem)] max-w-md animate-dialog-in rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-primary-900/60"
    >
      <div className="px-6 pt-7 pb-6">
        <h2 id={`${id}-title`} className="font-bold text-primary-900 text-xl">
          {title}
        </h2>
        <p id={`${id}-intro`} className="mt-2 text-base text-slate-700">
          {intro}
        </p>
        <p
          ref={textRef}
          data-testid="whatsapp-message"
          className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-green-50 p-3 text-base text-slate-900 ring-1 ring-green-200"
        >
          {message}
        </p>
        <p role="status" className="mt-2 min-h-6 text-base text-slate-700">
          {copy === 'failed' ? T.copyFailed : ''}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 border-slate-200 border-t bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {T.close}
        </Button>
        <Button variant="secondary" onClick={() => void onCopy()}>
          {copy === 'done' ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {copy === 'done' ? T.copied : T.copy}
        </Button>
        <a
          ref={openRef}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {T.open}
        </a>
      </div>
    </dialog>
  );
}
