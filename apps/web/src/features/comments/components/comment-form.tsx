import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { COMMENTS_TEXT } from '#web/features/comments/comments-text.ts';
import { createSendGate } from '#web/features/comments/send-gate.ts';
import { MentionTextarea } from './mention-textarea.tsx';

const T = COMMENTS_TEXT;
/** The remaining-characters hint appears this close to the limit. */
const COUNTER_FROM = 200;

export interface CommentFormProps {
  label: string;
  placeholder?: string;
  submitLabel: string;
  initialValue?: string;
  /** Rejects when the server refused (the caller has shown the toast); the text is kept then. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Empty the field after a successful send (new comments and replies; not an edit, which closes). */
  resetOnSuccess?: boolean;
  autoFocus?: boolean;
  rows?: number;
}

/**
 * Textarea with mentions plus its buttons. The send button stays disabled while the text is empty or
 * only spaces (docs/spec.md §5: empty text is not sent), for an edit while nothing changed, and while a
 * send is on its way: a double tap sends once (the gate holds even before the re-render disables it).
 */
export function CommentForm({
  label,
  placeholder,
  submitLabel,
  initialValue = '',
  onSubmit,
  onCancel,
  resetOnSuccess = false,
  autoFocus,
  rows,
}: CommentFormProps) {
  const [value, setValue] = useState(initialValue);
  const [pending, setPending] = useState(false);
  const [gate] = useState(createSendGate);
  const counterId = useId();
  const content = value.trim();
  const unchanged = initialValue !== '' && content === initialValue.trim();
  const canSend = content.length > 0 && !unchanged && !pending;
  const left = T.maxLength - Array.from(value).length;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    await gate.run(async () => {
      setPending(true);
      try {
        await onSubmit(content);
        if (resetOnSuccess) setValue('');
      } catch {
        // The caller's toast has said why; the text stays so nothing typed is lost.
      } finally {
        setPending(false);
      }
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <MentionTextarea
        value={value}
        onChange={setValue}
        label={label}
        placeholder={placeholder}
        readOnly={pending}
        autoFocus={autoFocus}
        rows={rows}
        onSubmitShortcut={() => void submit()}
        describedBy={left <= COUNTER_FROM ? counterId : undefined}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {left <= COUNTER_FROM && (
          <p id={counterId} className="mr-auto text-base text-slate-700">
            {T.charactersLeft(Math.max(0, left))}
          </p>
        )}
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {T.cancel}
          </Button>
        )}
        <Button type="submit" disabled={!canSend} loading={pending} className="min-w-24">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
