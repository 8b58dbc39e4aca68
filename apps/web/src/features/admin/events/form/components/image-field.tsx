import type { Ref } from 'react';
import { type PictureChange, PictureField } from '#web/components/image/picture-field.tsx';
import { type ImageDraft, NO_IMAGE } from '#web/features/admin/events/form/event-form-model.ts';
import { EVENT_FORM_TEXT } from '#web/features/admin/events/form/event-form-text.ts';

const T = EVENT_FORM_TEXT.image;
const KEEP: PictureChange = { kind: 'keep' };

/**
 * A picture of the form (event 16:9, group thumbnail 4:1): pick, crop or remove it. Nothing is uploaded
 * here: the form uploads the cropped image first when it saves. The form's draft holds either the stored
 * picture (or none) or the new one, so removing always leaves no picture.
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
  return (
    <PictureField
      kind={kind}
      text={{
        heading: label,
        hint,
        choose: T.choose,
        change: T.change,
        remove: T.remove,
        chosen: T.chosen,
        none: T.none,
        preview: T.preview(label),
        crop: {
          title: kind === 'event' ? T.cropEvent : T.cropGroup,
          zoom: T.zoom,
          use: T.use,
          cancel: T.cancel,
          failed: T.cropFailed,
        },
      }}
      saved={value.kind === 'saved' ? value.url : null}
      value={value.kind === 'new' ? value : KEEP}
      onChange={(next) => onChange(next.kind === 'new' ? next : NO_IMAGE)}
      error={error}
      inputRef={inputRef}
    />
  );
}
