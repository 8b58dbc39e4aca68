import { BUSINESS_LINES } from '@alumni/contract';
import { useId } from 'react';

/**
 * A 'Bidang usaha' select over the contract's BUSINESS_LINES, with a first empty choice (`emptyLabel`): the
 * business directory's filter and the profile's business panel.
 */
export function BusinessLineSelect({
  label,
  emptyLabel,
  value,
  onChange,
}: {
  label: string;
  emptyLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-base text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        className="block h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px] text-slate-900 outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200"
      >
        <option value="">{emptyLabel}</option>
        {BUSINESS_LINES.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
