import 'react-easy-crop/react-easy-crop.css';
import { IMAGE_KINDS, type ImageKind } from '@alumni/contract';
import { useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '#web/components/ui/button.tsx';
import { useModalDialog } from '#web/components/ui/use-modal-dialog.ts';
import { cropToBlob } from './crop-image.ts';

/** The dialog's words; the caller passes its own (profile photo, event image, group thumbnail). */
export type CropDialogText = {
  title: string;
  zoom: string;
  use: string;
  cancel: string;
  failed: string;
};

/**
 * The cropper (docs/spec.md §5: avatar 1:1, event image 16:9, group thumbnail 4:1) in a modal: drag to
 * place, the slider (or pinch) to zoom. `onDone` receives the cropped image, sized for `kind`.
 */
export function CropDialog({
  src,
  kind = 'avatar',
  text,
  onDone,
  onCancel,
}: {
  src: string;
  kind?: ImageKind;
  text: CropDialogText;
  onDone: (blob: Blob) => void;
  onCancel: () => void;
}) {
  const T = text;
  const id = useId();
  const ref = useModalDialog({ onClose: onCancel });
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const area = useRef<Area | null>(null);

  const confirm = async () => {
    const chosen = area.current;
    if (!chosen) return;
    setBusy(true);
    // A browser short of memory (a phone, a large camera photo) can fail to decode or encode the picture once
    // and manage on a second try; only a second failure is told.
    const attempt = () => cropToBlob(src, chosen, kind);
    try {
      onDone(await attempt().catch(attempt));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className="m-auto w-[calc(100%-2rem)] max-w-lg animate-dialog-in rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-primary-900/60"
    >
      <h2 id={`${id}-title`} className="px-5 pt-5 pb-3 font-bold text-primary-900 text-xl">
        {T.title}
      </h2>
      <div className="relative h-72 w-full bg-slate-900 sm:h-80">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={IMAGE_KINDS[kind].aspect}
          cropShape={kind === 'avatar' ? 'round' : 'rect'}
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => {
            area.current = pixels;
          }}
        />
      </div>
      <div className="px-5 py-4">
        <label htmlFor={`${id}-zoom`} className="mb-1 block font-semibold text-base text-slate-800">
          {T.zoom}
        </label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          className="h-11 w-full accent-primary-700"
        />
        {failed && (
          <p role="alert" className="mt-2 font-medium text-base text-red-700">
            {T.failed}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 border-slate-200 border-t bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy} className="sm:min-w-28">
          {T.cancel}
        </Button>
        <Button onClick={confirm} loading={busy} className="sm:min-w-28">
          {T.use}
        </Button>
      </div>
    </dialog>
  );
}
