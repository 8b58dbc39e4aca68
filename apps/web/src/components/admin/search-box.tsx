import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ADMIN_LIST_TEXT as T } from './admin-list-text.ts';
import { ADMIN_SEARCH_MAX } from './list-params.ts';

const INPUT =
  'block h-12 w-full rounded-lg border border-slate-500 bg-white pr-11 pl-10 text-[17px] text-slate-900 outline-none placeholder:text-slate-500 focus:border-primary-600 focus:ring-3 focus:ring-primary-200 [&::-webkit-search-cancel-button]:hidden';

/**
 * The admin lists' search: typing changes nothing until Enter (or 'Cari'); the clear button empties the box
 * and the search at once. `value` is the search in force (from the URL); the box follows it on back/forward.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  return (
    <form
      className="flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={id} className="mb-1.5 block font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-slate-500"
          />
          <input
            id={id}
            type="search"
            enterKeyHint="search"
            value={draft}
            maxLength={ADMIN_SEARCH_MAX}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={placeholder}
            className={INPUT}
          />
          {draft && (
            <button
              type="button"
              aria-label={T.clearSearch}
              title={T.clearSearch}
              onClick={() => {
                setDraft('');
                if (value) onSearch('');
                document.getElementById(id)?.focus();
              }}
              className="-translate-y-1/2 absolute top-1/2 right-0.5 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        <button
          type="submit"
          className="inline-flex h-12 items-center rounded-lg border border-primary-300 bg-white px-4 font-semibold text-primary-800 shadow-sm hover:bg-primary-50"
        >
          {T.search}
        </button>
      </div>
    </form>
  );
}
