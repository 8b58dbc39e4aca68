import { Check, Copy, ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from '#web/api/upload-image.ts';
import { shrinkToBlob } from '#web/components/image/crop-image.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { FUND_TEXT as T } from './funds-text.ts';

/** A 'Salin' button: copies `text`, says 'Tersalin' for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setDone(true);
          setTimeout(() => setDone(false), 2000);
        } catch {
          setDone(false);
        }
      }}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-white px-3 font-semibold text-primary-800 ring-1 ring-primary-300 hover:bg-primary-50"
    >
      {done ? (
        <Check aria-hidden="true" className="size-5" />
      ) : (
        <Copy aria-hidden="true" className="size-5" />
      )}
      {done ? T.copied : T.copy}
    </button>
  );
}

export { PaymentBadge, rupiah } from './fund-badge.tsx';

/**
 * A photo picker that sends the picture through the upload pipeline (scaled down in the browser, checked by
 * content on the server) and hands back its stored path.
 */
export function PhotoPicker({
  label,
  hint,
  onUploaded,
  onError,
}: {
  label: string;
  hint?: string;
  onUploaded: (path: string) => void;
  onError: (message: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-lg bg-primary-700 px-5 font-semibold text-lg text-white hover:bg-primary-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-700"
      >
        {busy ? <Spinner className="size-5" /> : <ImageUp aria-hidden="true" className="size-5" />}
        {label}
        <input
          id={id}
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (!file) return;
            const problem = imageFileProblem(file);
            if (problem) return onError(problem);
            setBusy(true);
            try {
              const blob = await shrinkToBlob(file, 'event').catch(() => file);
              onUploaded(await uploadImage(blob, 'event'));
            } catch (err) {
              onError(err instanceof Error ? err.message : String(err));
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
      {hint && <p className="mt-2 text-slate-600">{hint}</p>}
    </div>
  );
}
