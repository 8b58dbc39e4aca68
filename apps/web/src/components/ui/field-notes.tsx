import { CircleAlert } from 'lucide-react';

/**
 * The error line under a field: red, with an icon, announced (role=alert) and tied to the field by `id`
 * (the field's aria-describedby). Nothing without a message.
 */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 flex items-start gap-1.5 font-medium text-base text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** The grey hint under a field, tied by `id`. Nothing without a hint. */
export function FieldHint({ id, hint }: { id: string; hint?: string | null }) {
  if (!hint) return null;
  return (
    <p id={id} className="mt-1.5 text-base text-slate-600">
      {hint}
    </p>
  );
}
