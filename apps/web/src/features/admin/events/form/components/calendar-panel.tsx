import { DayPicker } from 'react-day-picker';
import { id } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

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
      className="[--rdp-accent-background-color:var(--color-primary-50)] [--rdp-accent-color:var(--color-primary-700)]"
    />
  );
}
