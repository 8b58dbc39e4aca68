import { SEARCH_MAX_LENGTH } from '@alumni/contract/constants';
import { Search, X } from 'lucide-react';
import { type FormEvent, useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { EVENT_LIST_TEXT } from '#web/features/events/events-text.ts';

/**
 * 'Cari Acara...': submits on Enter or the button. Uncontrolled and keyed by the current query by its
 * parent, so back/forward puts the URL's search back into the box.
 */
export function EventSearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSearch(inputRef.current?.value.trim() ?? '');
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onSearch('');
    inputRef.current?.focus();
  };

  return (
    <search>
      <form onSubmit={submit} className="flex w-full gap-2">
        <label htmlFor={id} className="sr-only">
          {EVENT_LIST_TEXT.searchLabel}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-5 text-slate-500"
          />
          <input
            ref={inputRef}
            id={id}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={EVENT_LIST_TEXT.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className="block h-12 w-full rounded-lg border border-slate-500 bg-white pr-12 pl-11 text-[17px] text-slate-900 shadow-xs outline-none transition-colors duration-150 placeholder:text-slate-500 focus:border-primary-600 focus:ring-3 focus:ring-primary-200 [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <button
              type="button"
              onClick={clear}
              aria-label={EVENT_LIST_TEXT.clearSearch}
              className="absolute inset-y-0.5 right-0.5 flex w-11 items-center justify-center rounded-lg text-slate-600 hover:text-primary-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        <Button type="submit" className="h-12 shrink-0">
          <Search aria-hidden="true" className="size-5 sm:hidden" />
          <span className="sr-only sm:not-sr-only">{EVENT_LIST_TEXT.searchButton}</span>
        </Button>
      </form>
    </search>
  );
}
