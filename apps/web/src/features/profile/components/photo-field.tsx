import { CircleAlert, ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '../../../api/upload-image.ts';
import { CropDialog } from '../../../components/image/crop-dialog.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import type { PictureChange } from '../profile-draft.ts';
import { PROFILE_TEXT } from '../profile-text.ts';

const T = PROFILE_TEXT.photo;
const CROP_TEXT = {
  title: T.cropTitle,
  zoom: T.zoom,
  use: T.use,
  cancel: PROFILE_TEXT.cancel,
  failed: T.cropFailed,
} as const;

/**
 * The picture in edit mode: choose a PNG/JPEG (max 5 MB, checked here), crop it 1:1, or remove it.
 * Nothing is uploaded until the page's 'Simpan' (spec section 4).
 */
export function PhotoField({
  name,
  saved,
  value,
  onChange,
}: {
  name: string;
  saved: string | null;
  value: PictureChange;
  onChange: (next: PictureChange) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The object URL of the file being cropped lives only while the cropper is open.
  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = imageFileProblem(file);
    setProblem(bad);
    if (!bad) setSource(URL.createObjectURL(file));
  };

  const shown = value.kind === 'new' ? value.previewUrl : value.kind === 'remove' ? null : saved;

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="flex flex-col items-center gap-4 sm:flex-row sm:items-center"
    >
      <Avatar name={name || '?'} picture={shown} size="xl" className="ring-4 ring-primary-50" />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <h3 id={`${id}-h`} className="font-bold text-lg text-primary-900">
          {T.heading}
        </h3>
        <p id={`${id}-hint`} className="text-base text-slate-700">
          {T.hint}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={`${id}-hint`}
            onChange={onFile}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-file`}
            className={`${buttonClasses({ variant: 'secondary' })} cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-primary-300`}
          >
            <ImagePlus aria-hidden="true" className="size-5" />
            {T.choose}
          </label>
          {shown && (
            <Button variant="ghost" onClick={() => onChange({ kind: 'remove' })}>
              <Trash2 aria-hidden="true" className="size-5" />
              {T.remove}
            </Button>
          )}
        </div>
        {value.kind === 'remove' && <p className="text-base text-slate-700">{T.removed}</p>}
        {value.kind === 'new' && <p className="text-base text-slate-700">{T.chosen}</p>}
        {problem && (
          <p role="alert" className="flex items-start gap-1.5 font-medium text-base text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{problem}</span>
          </p>
        )}
      </div>
      {source && (
        <CropDialog
          src={source}
          text={CROP_TEXT}
          onCancel={() => setSource(null)}
          onDone={(blob) => {
            if (value.kind === 'new') URL.revokeObjectURL(value.previewUrl);
            onChange({ kind: 'new', blob, previewUrl: URL.createObjectURL(blob) });
            setSource(null);
          }}
        />
      )}
    </section>
  );
}
