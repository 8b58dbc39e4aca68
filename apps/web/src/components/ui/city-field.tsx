import type { City } from '@alumni/contract/cities';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldError, FieldHint } from '#web/components/ui/field-notes.tsx';
import { ListboxOption } from '#web/components/ui/listbox-option.tsx';

type CitiesModule = typeof import('@alumni/contract/cities');
let citiesModule: Promise<CitiesModule> | null = null;
/** The list of 514 names is loaded the first time a 'Kota' input is used, never with the first page. */
const loadCities = () => {
  citiesModule ??= import('@alumni/contract/cities');
  return citiesModule;
};

export const CITY_FIELD_TEXT = {
  hint: 'Pilih dari daftar, atau ketik sendiri bila di luar negeri.',
  /** The listbox's name: not the field's label, so the label still names the input alone. */
  suggestions: 'Daftar saran',
} as const;

/**
 * A 'Kota' input (docs/decisions/027-cari-teman-privacy.md): free text with suggestions from the list of
 * Indonesian cities and regencies, following the WAI-ARIA combobox pattern (role=combobox with a listbox;
 * ArrowDown/ArrowUp move, Enter picks, Escape closes). Whatever is typed is kept, so a city abroad works.
 */
export function CityField({
  label,
  value,
  onChange,
  error,
  hint = CITY_FIELD_TEXT.hint,
  placeholder,
  className = '',
  maxLength = 100,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** null: no hint line. */
  hint?: string | null;
  placeholder?: string;
  className?: string;
  maxLength?: number;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [mod, setMod] = useState<CitiesModule | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const wake = () => {
    if (!mod) void loadCities().then(setMod);
  };
  const options: City[] = mod && open ? mod.suggestCities(value) : [];
  // The exact name already chosen needs no list under it.
  const shown = options.length === 1 && options[0]?.name === value ? [] : options;
  const expanded = shown.length > 0;

  const pick = (city: City) => {
    onChange(city.name);
    setOpen(false);
    setActive(-1);
  };

  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-base text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoComplete="off"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onFocus={wake}
          onChange={(e) => {
            wake();
            onChange(e.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              wake();
              if (!open) setOpen(true);
              else if (shown.length) setActive((a) => (a + 1) % shown.length);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              if (shown.length) setActive((a) => (a <= 0 ? shown.length - 1 : a - 1));
            } else if (e.key === 'Enter') {
              const city = shown[active];
              if (expanded && city) {
                e.preventDefault();
                pick(city);
              }
            } else if (e.key === 'Escape') {
              if (expanded) e.preventDefault();
              setOpen(false);
              setActive(-1);
            }
          }}
          className={`block h-12 w-full rounded-lg border bg-white pr-4 pl-11 text-[17px] text-slate-900 shadow-xs outline-none placeholder:text-slate-500 focus:ring-3 ${
            error
              ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
              : 'border-slate-500 focus:border-primary-600 focus:ring-primary-200'
          }`}
        />
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-3.5 left-3.5 size-5 text-slate-500"
        />
        <div
          id={listId}
          role="listbox"
          aria-label={CITY_FIELD_TEXT.suggestions}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-300"
        >
          {shown.map((city, i) => (
            <ListboxOption
              key={city.name}
              id={`${id}-opt-${i}`}
              active={i === active}
              onPick={() => pick(city)}
              onHover={() => setActive(i)}
              className={`flex min-h-11 cursor-pointer flex-col justify-center px-4 py-1.5 ${
                i === active ? 'bg-primary-100' : 'hover:bg-slate-100'
              }`}
            >
              <span className="text-base text-slate-900">{city.name}</span>
              <span className="text-slate-600 text-sm">{city.province}</span>
            </ListboxOption>
          ))}
        </div>
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
