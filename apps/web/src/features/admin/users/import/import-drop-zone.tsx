import { FileSpreadsheet, Upload, X } from 'lucide-react';
import { type DragEvent, type Ref, useId, useState } from 'react';
import { IMPORT_TEXT as T } from './import-text.ts';
import { IMPORT_ACCEPT } from './read-sheet.ts';

const sizeFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/**
 * The file picker: a real <input type="file"> (keyboard: Tab to it, Enter/Space opens the picker) inside
 * a large label that also takes a dropped file. One file at a time.
 */
export function ImportDropZone({
  onFile,
  inputRef,
  disabled,
  compact,
}: {
  onFile: (file: File) => void;
  inputRef: Ref<HTMLInputElement>;
  disabled: boolean;
  /** A file is already chosen: a slimmer zone, so the preview stays in view on phones. */
  compact: boolean;
}) {
  const hintId = useId();
  const [over, setOver] = useState(false);
  const onDrag = (e: DragEvent<HTMLLabelElement>, entering: boolean) => {
    e.preventDefault();
    if (!disabled) setOver(entering);
  };
  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <label
      onDragEnter={(e) => onDrag(e, true)}
      onDragOver={(e) => onDrag(e, true)}
      onDragLeave={(e) => onDrag(e, false)}
      onDrop={onDrop}
      className={`flex cursor-pointer items-center justify-center rounded-xl border-2 border-dashed px-4 transition-colors ${
        compact ? 'min-h-16 gap-3 py-2' : 'min-h-40 flex-col gap-2 py-6 text-center'
      } has-[input:focus-visible]:border-primary-600 has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-accent-400 ${
        over ? 'border-primary-600 bg-primary-50' : 'border-slate-300 bg-slate-50 hover:border-primary-400'
      }`}
    >
      <Upload aria-hidden="true" className={`shrink-0 text-primary-700 ${compact ? 'size-6' : 'size-9'}`} />
      <span className={compact ? 'min-w-0' : 'contents'}>
        <span className="block font-semibold text-base text-primary-900">{T.dropTitle}</span>
        <span id={hintId} className="block text-slate-600 text-sm">
          {T.dropHint}
        </span>
      </span>
      <input
        ref={inputRef}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-describedby={hintId}
        disabled={disabled}
        className="sr-only"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Cleared so choosing the same file again (after fixing it) still fires a change.
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

/** The chosen file: icon, name, size and a remove button. */
export function ChosenFile({
  file,
  onRemove,
  disabled,
}: {
  file: File;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-base text-slate-800">{T.chosenFiles}</h3>
      <ul>
        <li className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
          <FileSpreadsheet aria-hidden="true" className="size-7 shrink-0 text-green-700" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-base text-slate-900">{file.name}</span>
            <span className="block text-slate-600 text-sm">{fileSize(file.size)}</span>
          </span>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={T.removeFile(file.name)}
            className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </li>
      </ul>
    </div>
  );
}
