import { IMPORT_COLUMNS } from '@alumni/contract';
import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { IMPORT_TEXT as T } from './import-text.ts';
import type { SheetRow } from './read-sheet.ts';

/** Rows drawn in the preview table; the count above it always covers every row. */
const PREVIEW_MAX = 200;

/** The parsed rows before 'Simpan': count, then a scrollable table (sheet row number + the seven columns). */
export function ImportPreview({ rows }: { rows: SheetRow[] }) {
  const shown = rows.slice(0, PREVIEW_MAX);
  return (
    <section aria-labelledby="import-preview-title">
      <h3 id="import-preview-title" className="font-semibold text-base text-slate-800">
        {T.previewTitle}
      </h3>
      <p className="mt-1 font-bold text-lg text-primary-900" aria-live="polite">
        {T.willImport(rows.length)}
      </p>
      {rows.length > PREVIEW_MAX && (
        <p className="text-slate-600 text-sm">{T.previewLimited(PREVIEW_MAX, rows.length)}</p>
      )}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard-scrollable region needs focus
        tabIndex={0}
        aria-label={T.previewCaption}
        className="mt-3 max-h-80 overflow-auto rounded-lg border border-slate-200"
      >
        <table className="w-max min-w-full border-collapse text-left text-sm">
          <caption className="sr-only">{T.previewCaption}</caption>
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {T.previewRow}
              </th>
              {IMPORT_COLUMNS.map((c) => (
                <th key={c.field} scope="col" className="px-3 py-2 font-semibold">
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.row} className="border-slate-200 border-t">
                <td className="px-3 py-2 text-slate-600 tabular-nums">{r.row}</td>
                {IMPORT_COLUMNS.map((c) => (
                  <td key={c.field} className="max-w-56 truncate px-3 py-2 text-slate-900" title={r[c.field]}>
                    {r[c.field] || T.empty}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** A problem with the file itself (not readable, wrong columns, too many rows): nothing can be sent. */
export function FileProblem({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-3 text-base text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

const rowPath = (path: string) => (/^baris \d+$/.test(path) ? `B${path.slice(1)}` : null);

/** The server's row errors of the last failed import, so the admin can fix the file. */
export function ImportErrors({
  errors,
  headingRef,
}: {
  errors: { path: string; message: string }[];
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="import-errors-title"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-3"
    >
      <h3
        id="import-errors-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex gap-2 font-semibold text-base text-red-800"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          {T.failed} {T.errorsTitle}
        </span>
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-8 text-base text-red-900">
        {errors.map((e, i) => {
          const label = rowPath(e.path);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several errors; the list never reorders
            <li key={i}>
              {label ? <span className="font-semibold">{label}: </span> : null}
              {e.message}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
