import { CalendarDays } from 'lucide-react';
import { lazy, type Ref, Suspense, useId, useRef, useState } from 'react';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  dayToFormDate,
  formatDateTyping,
  formatTimeTyping,
} from '#web/features/admin/events/form/date-typing.ts';
import { readFormDate } from '#web/features/admin/events/form/event-form-model.ts';
import { EVENT_FORM_TEXT } from '#web/features/admin/events/form/event-form-text.ts';
import { useClickOutside } from '#web/lib/use-click-outside.ts';

const CalendarPanel = lazy(() => import('./calendar-panel.tsx'));
const T = EVENT_FORM_TEXT.info;

interface FieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  name: string;
}

/**
 * A date typed as DD/MM/YYYY (slashes come by themselves on a number pad) or picked from an Indonesian
 * month calendar behind the button: the same on every browser, whatever its language (a native date
 * input shows MM/DD/YYYY on an English one).
 */
export function DateField({ label, value, error, onChange, onBlur, inputRef, name }: FieldProps) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const parsed = readFormDate(value);
  const selected = parsed ? new Date(parsed.year, parsed.month - 1, parsed.day) : undefined;

  useClickOutside(open, wrapRef, () => setOpen(false), { focusOnEscape: buttonRef, captureEscape: true });

  return (
    <div ref={wrapRef} className="relative">
      <TextField
        ref={inputRef}
        name={name}
        label={label}
        value={value}
        error={error}
        hint={T.dateHint}
        inputMode="numeric"
        autoComplete="off"
        placeholder="DD/MM/YYYY"
        maxLength={10}
        inputClassName="pr-14"
        onChange={(e) => onChange(formatDateTyping(e.target.value))}
        onBlur={onBlur}
      />
      <button
        ref={buttonRef}
        type="button"
        aria-label={T.openCalendar(label)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        className="absolute top-8 right-0.5 flex size-11 items-center justify-center rounded-lg text-primary-800 hover:bg-primary-50"
      >
        <CalendarDays aria-hidden="true" className="size-6" />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={T.calendarTitle(label)}
          className="absolute top-full left-0 z-30 mt-1 rounded-card bg-white p-2 shadow-2xl ring-1 ring-slate-900/10"
        >
          <Suspense fallback={<p className="p-4 text-slate-700">{T.calendarLoading}</p>}>
            <CalendarPanel
              selected={selected}
              onSelect={(day) => {
                onChange(dayToFormDate(day));
                setOpen(false);
                buttonRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/** A 24-hour time typed as HH:mm (the colon comes by itself): never AM/PM, whatever the browser. */
export function TimeField({ label, value, error, onChange, onBlur, inputRef, name }: FieldProps) {
  return (
    <TextField
      ref={inputRef}
      name={name}
      label={label}
      value={value}
      error={error}
      hint={T.timeHint}
      inputMode="numeric"
      autoComplete="off"
      placeholder="JJ:MM"
      maxLength={5}
      onChange={(e) => onChange(formatTimeTyping(e.target.value))}
      onBlur={onBlur}
    />
  );
}
