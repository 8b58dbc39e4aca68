import { IMAGE_KINDS, type ImageKind } from '@alumni/contract';
import { CircleAlert, ImageIcon, ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { type ChangeEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '#web/api/upload-image.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { CropDialog, type CropDialogText } from './crop-dialog.tsx';

/** What happens to a picture when its form is saved: kept, replaced by a cropped image not uploaded yet, or removed. */
export type PictureChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'new'; blob: Blob; previewUrl: string };

/** The field's words; each form passes its own (spec strings, asserted by the e2e specs). */
export type PictureFieldText = {
  /** The avatar's heading, or the label above an event/group picture. */
  heading: string;
  hint: string;
  /** The file button while there is no picture, and while there is one. */
  choose: string;
  change: string;
  remove: string;
  /** Offered, when given, to go back to the saved picture after a change. */
  undo?: string;
  /** The line under the buttons once a new picture is chosen, or the saved one removed. */
  chosen: string;
  removed?: string;
  /** Event/group: the empty frame's words and the preview's alternative text. */
  none?: string;
  preview?: string;
  crop: CropDialogText;
};

/**
 * A form's picture (docs/spec.md §§4, 5): pick a PNG/JPEG (any phone photo: the crop is scaled down before
 * it is sent, docs/decisions/023), crop it to the kind's
 * aspect (avatar 1:1 beside a round preview; event 16:9 and group 4:1 in a framed preview), remove it, or
 * go back to the saved one. Nothing is uploaded here: the form uploads `value.blob` when it saves.
 * The field revokes a preview URL it replaces or drops; the form revokes one it discards itself.
 */
export function PictureField({
  kind,
  text: T,
  saved,
  value,
  onChange,
  name = '',
  error,
  inputRef,
}: {
  kind: ImageKind;
  text: PictureFieldText;
  /** The stored picture (null: none). */
  saved: string | null;
  value: PictureChange;
  onChange: (next: PictureChange) => void;
  /** Avatar: whose initials stand in for a missing picture. */
  name?: string;
  /** A form error shown with the file's own problem. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const message = problem ?? error;
  // A new error is brought into view, never left behind the sticky bar (docs/decisions/023).
  useEffect(() => {
    if (message) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);

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

  const change = (next: PictureChange) => {
    if (value.kind === 'new') URL.revokeObjectURL(value.previewUrl);
    setProblem(null);
    onChange(next);
  };

  const shown = value.kind === 'new' ? value.previewUrl : value.kind === 'remove' ? null : saved;
  const avatar = kind === 'avatar';

  const fileButton = (
    <>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-labelledby={avatar ? undefined : `${id}-label ${id}-choose`}
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
      {T.undo && value.kind !== 'keep' && saved !== null ? (
        <Button variant="ghost" onClick={() => change({ kind: 'keep' })}>
          <Undo2 aria-hidden="true" className="size-5" />
          {T.undo}
        </Button>
      ) : (
        shown && (
          <Button variant="ghost" onClick={() => change(saved ? { kind: 'remove' } : { kind: 'keep' })}>
            <Trash2 aria-hidden="true" className="size-5" />
            {T.remove}
          </Button>
        )
      )}
    </>
  );
  const status = (
    <>
      {value.kind === 'remove' && T.removed && <p className="text-base text-slate-700">{T.removed}</p>}
      {value.kind === 'new' && <p className="text-base text-slate-700">{T.chosen}</p>}
    </>
  );
  const alert = message && (
    <p
      id={`${id}-error`}
      ref={alertRef}
      role="alert"
      // Scrolled into view clear of a sticky Batal/Simpan bar at the bottom of the screen (and the top bar).
      className={`flex scroll-mt-24 scroll-mb-32 items-start gap-1.5 font-medium text-base text-red-700 ${avatar ? '' : 'mt-1.5'}`}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{message}</span>
    </p>
  );
  const cropper = source && (
    <CropDialog
      src={source}
      kind={kind}
      text={T.crop}
      onCancel={() => setSource(null)}
      onDone={(blob) => {
        change({ kind: 'new', blob, previewUrl: URL.createObjectURL(blob) });
        setSource(null);
      }}
    />
  );

  if (avatar)
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
          <div className="flex flex-wrap justify-center gap-2">{fileButton}</div>
          {status}
          {alert}
        </div>
        {cropper}
      </section>
    );

  const { maxWidth, maxHeight } = IMAGE_KINDS[kind];
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 font-semibold text-base text-slate-800">
        {T.heading}
      </p>
      <div
        className={`overflow-hidden rounded-lg border border-slate-300 bg-slate-100 ${kind === 'event' ? 'aspect-video max-w-xl' : 'aspect-[4/1] max-w-2xl'}`}
      >
        {shown ? (
          <img
            src={shown}
            alt={T.preview ?? ''}
            width={maxWidth}
            height={maxHeight}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-slate-600">
            <ImageIcon aria-hidden="true" className="size-7" />
            <span className="text-base">{T.none}</span>
          </div>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-base text-slate-600">
        {T.hint}
      </p>
      {status}
      <div className="mt-2 flex flex-wrap gap-2">{fileButton}</div>
      {alert}
      {cropper}
    </div>
  );
}
