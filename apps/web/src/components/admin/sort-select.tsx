import { ADMIN_LIST_TEXT as T } from './admin-list-text.ts';

/** The sort/filter select of an admin list; a choice applies at once. */
export function SortSelect<S extends string>({
  id,
  value,
  options,
  onChange,
  label = T.sortLabel,
}: {
  id: string;
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (value: S) => void;
  label?: string;
}) {
  return (
    <div className="sm:w-64">
      <label htmlFor={id} className="mb-1.5 block font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const next = options.find((o) => o.value === e.target.value);
          if (next) onChange(next.value);
        }}
        className="block h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px] text-slate-900 outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
