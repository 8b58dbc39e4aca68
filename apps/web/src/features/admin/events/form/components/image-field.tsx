import { ImageIcon, ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, type Ref, useEffect, useId, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '../../../../../api/upload-image.ts';
import { CropDialog } from '../../../../../components/image/crop-dialog.tsx';
import { Button, buttonClasses } from '../../../../../components/ui/button.tsx';
import type { ImageDraft } from '../event-form-model.ts';
import { EVENT_FORM_TEXT } from '../event-form-text.ts';
import { FieldError } from './fields.tsx';

const T = EVENT_FORM_TEXT.image;

/**
 * A picture of the form: pick a PNG/JPEG (max 5 MB, checked here), crop it (event 16:9, group 4:1), or
 * remove it. Nothing is uploaded here: the form uploads the cropped image first when it saves.
 */
export function ImageField({
  label,
  hint,
  kind,
  value,
  onChange,
  error,
  inputRef,
}: {
  label: string;
  hint: string;
  kind: 'event' | 'group';
  value: ImageDraft;
  onChange: (next: ImageDraft) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
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

  const shown = value.kind === 'new' ? value.previewUrl : value.url;
  const message = problem ?? error;
  const [w, h] = kind === 'event' ? [1600, 900] : [1600, 400];

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 font-semibold text-base text-slate-800">
        {label}
      </p>
      <div
        className={`overflow-hidden rounded-lg border border-slate-300 bg-slate-100 ${kind === 'event' ? 'aspect-video max-w-xl' : 'aspect-[4/1] max-w-2xl'}`}
      >
        {shown ? (
          <img src={shown} alt={T.preview(label)} width={w} height={h} className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-slate-600">
            <ImageIcon aria-hidden="true" className="size-7" />
            <span className="text-base">{T.none}</span>
          </div>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-base text-slate-600">
        {hint}
      </p>
      {value.kind === 'new' && <p className="text-base text-slate-700">{T.chosen}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={[`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={message ? true : undefined}
          onChange={onFile}
          className="peer sr-only"
        />
        <label
          id={`${id}-choose`}
          htmlFor={`${id}-file`}
          className={`${buttonClasses({ variant: 'secondary' })} cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-primary-300`}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {shown ? T.change : T.choose}
        </label>
        {shown && (
          <Button
            variant="ghost"
            onClick={() => {
              if (value.kind === 'new') URL.revokeObjectURL(value.previewUrl);
              setProblem(null);
              onChange({ kind: 'saved', url: null });
            }}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            {T.remove}
          </Button>
        )}
      </div>
      <FieldError id={`${id}-error`} message={message ?? undefined} />
      {source && (
        <CropDialog
          src={source}
          kind={kind}
          text={{
            title: kind === 'event' ? T.cropEvent : T.cropGroup,
            zoom: T.zoom,
            use: T.use,
            cancel: T.cancel,
            failed: T.cropFailed,
          }}
          onCancel={() => setSource(null)}
          onDone={(blob) => {
            if (value.kind === 'new') URL.revokeObjectURL(value.previewUrl);
            setProblem(null);
            onChange({ kind: 'new', blob, previewUrl: URL.createObjectURL(blob) });
            setSource(null);
          }}
        />
      )}
    </div>
  );
}
