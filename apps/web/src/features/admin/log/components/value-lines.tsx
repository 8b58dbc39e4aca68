import { valueLines } from '../log-values.ts';

/** Old or new values as 'Label: value' lines; '-' when there are none. */
export function ValueLines({ value }: { value: Record<string, unknown> | null }) {
  const lines = valueLines(value);
  if (lines.length === 0) return <span className="text-slate-500">-</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line.key} className="break-words" title={line.full}>
          <span className="font-semibold text-slate-800">{line.label}:</span>{' '}
          <span className="text-slate-700">{line.text}</span>
        </li>
      ))}
    </ul>
  );
}
