import { CircleAlert, ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '../../../../api/upload-image.ts';
import { CropDialog } from '../../../../components/image/crop-dialog.tsx';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { USER_ADMIN_TEXT } from '../user-admin-text.ts';

const T = USER_ADMIN_TEXT.photo;
const CROP_TEXT = {
  title: T.cropTitle,
  zoom: T.zoom,
  use: T.use,
  cancel: USER_ADMIN_TEXT.cancel,
  failed: T.cropFailed,
} as const;

/** The photo of the form: unchanged, a new cropped image (uploaded on save) or removed. */
export type PhotoChange =
  | { kind: 'keep' }
  | { kind: 'new'; blob: Blob; previewUrl: string }
  | { kind: 'remove' };

/**
 * Pick a PNG/JPEG (max 5 MB, checked here), crop it 1:1 in the shared cropper; nothing is uploaded until
 * the form is saved (spec sections 4, 5). The preview's object URL is revoked when replaced or unmounted.
 */
export function UserPhotoField({
  name,
  saved,
  value,
  onChange,
}: {
  name: string;
  saved: string | null;
  value: PhotoChange;
  onChange: (next: PhotoChange) => void;
}) {
  const id = useId();
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);
  const preview = value.kind === 'new' ? value.previewUrl : null;
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

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
    <section aria-labelledby={`${id}-h`} className="flex flex-col items-center gap-4 sm:flex-row">
      <Avatar name={name || '?'} picture={shown} size="xl" className="ring-4 ring-primary-50" />
      <div className="flex flex-col items-center gap-2 text-center sm:items-start sm:text-left">
        <h3 id={`${id}-h`} className="font-bold text-lg text-primary-900">
          {T.heading}
        </h3>
        <p id={`${id}-hint`} className="text-base text-slate-700">
          {T.hint}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <input
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
            {shown ? T.change : T.choose}
          </label>
          {value.kind !== 'keep' && saved !== null ? (
            <Button variant="ghost" onClick={() => onChange({ kind: 'keep' })}>
              <Undo2 aria-hidden="true" className="size-5" />
              {T.undo}
            </Button>
          ) : (
            shown && (
              <Button variant="ghost" onClick={() => onChange(saved ? { kind: 'remove' } : { kind: 'keep' })}>
                <Trash2 aria-hidden="true" className="size-5" />
                {T.remove}
              </Button>
            )
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
          kind="avatar"
          text={CROP_TEXT}
          onCancel={() => setSource(null)}
          onDone={(blob) => {
            onChange({ kind: 'new', blob, previewUrl: URL.createObjectURL(blob) });
            setSource(null);
          }}
        />
      )}
    </section>
  );
}
