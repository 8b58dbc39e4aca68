import { useEffect, useRef } from 'react';

/**
 * A row or select-all checkbox with a 44 px target around an enlarged box; `indeterminate` is the
 * partly-selected state of select-all. `label` is for screen readers (the row's name) unless `visibleLabel`;
 * a pair shows only its first part and keeps the second for screen readers.
 */
export function SelectCheckbox({
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
  label,
  visibleLabel = false,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string | readonly [visible: string, screenReaderOnly: string];
  visibleLabel?: boolean;
}) {
  const text = typeof label === 'string' ? label : label.join('');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <label
      className={`inline-flex min-h-11 min-w-11 items-center gap-2.5 ${
        disabled ? 'cursor-not-allowed' : 'cursor-pointer'
      } ${visibleLabel ? 'pr-2' : 'justify-center'}`}
      title={visibleLabel ? undefined : text}
    >
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-5 cursor-[inherit] accent-primary-700 disabled:opacity-40"
      />
      {visibleLabel && typeof label !== 'string' ? (
        <span className="font-semibold text-slate-800">
          {label[0]}
          <span className="sr-only">{label[1]}</span>
        </span>
      ) : (
        <span className={visibleLabel ? 'font-semibold text-slate-800' : 'sr-only'}>{text}</span>
      )}
    </label>
  );
}
