import type { UserListItemPublic } from '@alumni/contract';
import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type ActiveMention, activeMention, insertMention } from '#web/components/comments/mention.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ListboxOption } from '#web/components/ui/listbox-option.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMentionUsers } from '#web/features/comments/api/search-mention-users.ts';
import { COMMENTS_TEXT } from '#web/features/comments/comments-text.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';

/** Typing pauses this long before the suggestions are asked for. */
const DEBOUNCE_MS = 250;

const T = COMMENTS_TEXT.mention;

export interface MentionTextareaProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name (the visible label lives with the caller when there is one). */
  label: string;
  placeholder?: string;
  /** While sending: the text cannot change but focus stays in the field. */
  readOnly?: boolean;
  rows?: number;
  autoFocus?: boolean;
  /** Ctrl/Cmd+Enter: send without reaching for the button. */
  onSubmitShortcut?: () => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  describedBy?: string;
}

/**
 * A comment textarea with '@' mention suggestions (docs/spec.md §9: the trigger is '@'). While a mention is
 * being typed, up to five members matching it are listed under the field (a listbox tied to the textarea
 * with aria-controls / aria-activedescendant, focus never leaves the textarea): arrows move, Enter or Tab
 * picks, Escape closes; a pick writes '@username '.
 */
export function MentionTextarea({
  value,
  onChange,
  label,
  placeholder,
  readOnly,
  rows = 3,
  autoFocus,
  onSubmitShortcut,
  textareaRef,
  describedBy,
}: MentionTextareaProps) {
  const id = useId();
  const listId = `${id}-mentions`;
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = textareaRef ?? ownRef;
  const [mention, setMention] = useState<ActiveMention | null>(null);
  /** Escape closes the list until the mention changes (more typing opens it again). */
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const pendingCaret = useRef<number | null>(null);

  // Focus on opening (a reply or an edit): done here rather than with the autofocus attribute, which browsers
  // honour only while a page loads (React used to do this itself; preact/compat, decision 019, does not).
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus, ref]);

  const mentionKey = mention ? `${mention.start}:${mention.query}` : null;
  const open = mention !== null && mentionKey !== dismissed && !readOnly;
  const query = useDebounced(open ? mention.query : null, DEBOUNCE_MS);
  const lookup = useMentionUsers(open ? query : null);
  const users: UserListItemPublic[] = open && query !== null ? (lookup.data ?? []) : [];
  const loading = open && (query !== mention?.query || lookup.isFetching) && users.length === 0;
  const showList = open && (users.length > 0 || loading || lookup.isFetched);
  const activeIndex = users.length ? Math.min(active, users.length - 1) : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  // Restores the caret after a pick re-rendered the text.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  const track = (el: HTMLTextAreaElement) => {
    const next = el.selectionStart === el.selectionEnd ? activeMention(el.value, el.selectionStart) : null;
    if (next?.start !== mention?.start) setActive(0);
    setMention(next);
  };

  const pick = (user: UserListItemPublic) => {
    if (!mention) return;
    const next = insertMention(value, mention, user.username);
    pendingCaret.current = next.caret;
    onChange(next.text);
    setMention(null);
    ref.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && onSubmitShortcut) {
      e.preventDefault();
      onSubmitShortcut();
      return;
    }
    if (!open) return;
    if (e.key === 'Escape') {
      // Closes the suggestions only, not a dialog or panel around the field.
      e.preventDefault();
      e.stopPropagation();
      setDismissed(mentionKey);
      return;
    }
    if (!users.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + users.length) % users.length);
    } else if ((e.key === 'Enter' || e.key === 'Tab') && !e.shiftKey) {
      const user = users[activeIndex];
      if (!user) return;
      e.preventDefault();
      pick(user);
    }
  };

  return (
    <div>
      <textarea
        ref={ref}
        value={value}
        rows={rows}
        readOnly={readOnly}
        aria-label={label}
        aria-describedby={describedBy}
        aria-autocomplete="list"
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={placeholder}
        maxLength={COMMENTS_TEXT.maxLength}
        onChange={(e) => {
          onChange(e.target.value);
          track(e.target);
        }}
        onSelect={(e) => track(e.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={() => setMention(null)}
        className="block min-h-24 w-full resize-y rounded-lg border border-slate-500 bg-white px-4 py-3 text-[17px] text-slate-900 leading-relaxed shadow-xs outline-none transition-colors duration-150 placeholder:text-slate-500 focus:border-primary-600 focus:ring-3 focus:ring-primary-200 read-only:bg-slate-50"
      />
      {showList && (
        <div className="mt-1.5 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-900/10 sm:max-w-md">
          {users.length > 0 ? (
            <div id={listId} role="listbox" aria-label={T.listLabel} className="py-1">
              {users.map((user, i) => (
                <ListboxOption
                  key={user.id}
                  id={optionId(i)}
                  active={i === activeIndex}
                  onPick={() => pick(user)}
                  onHover={() => setActive(i)}
                  className={`flex min-h-12 cursor-pointer items-center gap-3 px-3 py-1.5 ${
                    i === activeIndex ? 'bg-primary-50 ring-2 ring-primary-300 ring-inset' : ''
                  }`}
                >
                  <Avatar name={user.name} picture={user.picture} size="sm" />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-slate-900">{user.name}</span>
                    <span className="block truncate text-base text-slate-600">@{user.username}</span>
                  </span>
                </ListboxOption>
              ))}
            </div>
          ) : (
            <p id={listId} className="flex min-h-12 items-center gap-2 px-3 text-base text-slate-700">
              {loading && <Spinner className="size-4" />}
              {loading ? T.loading : T.none}
            </p>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {showList && !loading ? T.count(users.length) : ''}
      </p>
    </div>
  );
}
