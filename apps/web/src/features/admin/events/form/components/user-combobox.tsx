import { Search, UserRoundCheck } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-notes.tsx';
import { ListboxOption } from '#web/components/ui/listbox-option.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useUserSearch } from '#web/features/admin/events/form/api/search-users.ts';
import type { CreatorChoice } from '#web/features/admin/events/form/event-form-model.ts';
import { EVENT_FORM_TEXT } from '#web/features/admin/events/form/event-form-text.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';

const T = EVENT_FORM_TEXT.creator;
const DEBOUNCE_MS = 300;

/**
 * The creator picker (WAI-ARIA combobox with a listbox): type a name or username, the list (up to 100,
 * docs/spec.md §7) follows after a short pause; arrows move, Enter picks, Escape closes. The picked member
 * shows as a card with 'Ganti' to search again.
 */
export function UserCombobox({
  value,
  onChange,
  error,
  inputRef,
  subject = T.heading.toLowerCase(),
}: {
  /** What is being picked, for the 'Ganti' button's name ('pembuat acara', 'peserta'). */
  subject?: string;
  value: CreatorChoice | null;
  onChange: (next: CreatorChoice | null) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useUserSearch(query);
  const users = query ? (search.data?.datas ?? []) : [];
  const waiting = text.trim() !== query || search.isFetching;
  const expanded = open && text.trim() !== '';

  // A new answer starts with no option highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the searched text changes
  useEffect(() => setActive(-1), [query]);
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const pick = (user: CreatorChoice) => {
    onChange({ id: user.id, name: user.name, username: user.username, picture: user.picture });
    setText('');
    setOpen(false);
    requestAnimationFrame(() => changeRef.current?.focus());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (users.length ? (i + 1) % users.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (users.length ? (i <= 0 ? users.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter') {
      // Enter in the search never submits the form.
      e.preventDefault();
      const user = users[active] ?? (users.length === 1 ? users[0] : undefined);
      if (expanded && user) pick(user);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  if (value) {
    return (
      <div>
        <p className="mb-1.5 font-semibold text-base text-slate-800">{T.selected}</p>
        <div className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-primary-200 bg-primary-50 p-3">
          <Avatar name={value.name} picture={value.picture} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{value.name}</p>
            <p className="truncate text-slate-700">@{value.username}</p>
          </div>
          <UserRoundCheck aria-hidden="true" className="size-6 text-primary-700" />
          <Button
            ref={changeRef}
            variant="secondary"
            onClick={() => {
              onChange(null);
              requestAnimationFrame(() => ownInput.current?.focus());
            }}
            aria-label={`${T.change} ${subject} (${value.name})`}
          >
            {T.change}
          </Button>
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }

  const status = !expanded
    ? ''
    : waiting
      ? T.searching
      : search.isError
        ? T.searchFailed
        : T.results(users.length);

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block font-semibold text-base text-slate-800">
        {T.search}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-slate-600"
        />
        <input
          ref={(el) => {
            ownInput.current = el;
            if (typeof inputRef === 'function') inputRef(el);
            else if (inputRef) inputRef.current = el;
          }}
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          placeholder={T.searchPlaceholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`block h-12 w-full rounded-lg border bg-white pr-11 pl-11 text-[17px] text-slate-900 shadow-xs outline-none placeholder:text-slate-500 focus:ring-3 ${
            error
              ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
              : 'border-slate-500 focus:border-primary-600 focus:ring-primary-200'
          }`}
        />
        {expanded && waiting && (
          <span className="-translate-y-1/2 absolute top-1/2 right-3 text-primary-700">
            <Spinner />
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-base text-slate-600">
        {T.existingHint}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={T.search}
        className={`absolute inset-x-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-xl ${
          expanded && users.length > 0 ? '' : 'hidden'
        }`}
      >
        {users.map((u, i) => (
          <ListboxOption
            key={u.id}
            id={`${id}-opt-${i}`}
            active={i === active}
            onPick={() => pick(u)}
            onHover={() => setActive(i)}
            className={`flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-primary-100 ring-2 ring-primary-300 ring-inset' : ''}`}
          >
            <Avatar name={u.name} picture={u.picture} size="sm" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{u.name}</span>
              <span className="block truncate text-slate-700">@{u.username}</span>
            </span>
          </ListboxOption>
        ))}
      </div>
      {expanded && !waiting && users.length === 0 && (
        <p className="mt-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700">
          {search.isError ? T.searchFailed : T.noResult}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
