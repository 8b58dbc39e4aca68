import { valueLines } from '#web/features/admin/log/log-values.ts';

/** Old or new values as 'Label: value' lines; '-' when there are none. */
export function ValueLines({ value }: { value: Record<string, unknown> | null }) {
  const lines = valueLines(value);
  if (lines.length === 0) return <span className="text-slate-500">-</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line.key} className="[overflow-wrap:anywhere]" title={line.full}>
          <span className="font-semibold text-slate-800">{line.label}:</span>{' '}
          {line.image ? (
            <img
              src={line.image}
              alt={line.label}
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
              className="inline-block size-12 rounded-md bg-slate-100 object-cover align-middle ring-1 ring-slate-200"
            />
          ) : (
            <span className="text-slate-700">{line.text}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
