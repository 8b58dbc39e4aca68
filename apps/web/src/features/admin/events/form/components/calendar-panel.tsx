import { DayPicker } from 'react-day-picker';
import { id } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { CSSProperties } from 'react';

const ACCENT = {
  '--rdp-accent-color': 'var(--color-primary-700)',
  '--rdp-accent-background-color': 'var(--color-primary-50)',
} as CSSProperties;

/**
 * The month calendar of the event form's date fields: Indonesian names, weeks from Monday, whatever the
 * browser's language. Loaded only when an admin opens it (its code stays out of every other page).
 */
export default function CalendarPanel({
  selected,
  onSelect,
}: {
  selected: Date | undefined;
  onSelect: (day: Date) => void;
}) {
  return (
    <DayPicker
      mode="single"
      locale={id}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected}
      captionLayout="dropdown"
      startMonth={new Date(2000, 0)}
      endMonth={new Date(new Date().getFullYear() + 10, 11)}
      autoFocus
      onSelect={(day) => {
        if (day) onSelect(day);
      }}
      // The theme's navy instead of the library's blue (its stylesheet sets these on its own root element).
      style={ACCENT}
    />
  );
}
