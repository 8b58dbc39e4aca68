import type { ListPage } from '@alumni/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { CityField } from '#web/components/ui/city-field.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';

/** The words every directory list shares (docs/decisions/027). */
export const DIRECTORY_TEXT = {
  retry: 'Coba lagi',
  more: 'Muat lagi',
  loading: 'Memuat…',
} as const;

export interface DirectoryTexts {
  count: (n: number) => string;
  empty: string;
  emptyDescription: string;
  loadFailed: string;
}

/**
 * The results of 'Cari Teman' and 'Usaha Alumni': skeletons while the first page loads, an error with
 * 'Coba lagi', the empty state, or the count, the cards (dimmed and aria-busy while a new search loads) and
 * 'Muat lagi'.
 */
export function DirectoryResults<T extends { id: number }>({
  query,
  texts,
  emptyIcon,
  renderItem,
  listClassName = 'grid gap-3 sm:grid-cols-2',
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>, Error>;
  texts: DirectoryTexts;
  emptyIcon: LucideIcon;
  renderItem: (item: T) => ReactNode;
  listClassName?: string;
}) {
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.datas);
  const total = pages.at(-1)?.total ?? 0;

  if (query.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  if (query.isError && items.length === 0)
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
        <p>{texts.loadFailed}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {DIRECTORY_TEXT.retry}
        </Button>
      </div>
    );
  if (items.length === 0)
    return <EmptyState icon={emptyIcon} title={texts.empty} description={texts.emptyDescription} />;
  return (
    <>
      <p className="mb-3 text-base text-slate-600" aria-live="polite">
        {texts.count(total)}
      </p>
      <ul
        aria-busy={query.isPlaceholderData || undefined}
        className={`${listClassName} ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? DIRECTORY_TEXT.loading : DIRECTORY_TEXT.more}
          </Button>
        </div>
      )}
    </>
  );
}

export type DirectorySearch = ReturnType<typeof useDirectorySearch>;

/** The name search and city of a directory as typed, and as sent (trimmed, after 300 ms of quiet, absent when empty). */
export function useDirectorySearch() {
  const [search, setSearch] = useState('');
  const [city, setCity] = useState('');
  const filter = {
    search: useDebounced(search.trim(), 300) || undefined,
    city: useDebounced(city.trim(), 300) || undefined,
  };
  return { search, setSearch, city, setCity, filter };
}

/** The words of a directory page's heading and of its two shared filters. */
export interface DirectoryPageTexts {
  title: string;
  intro: string;
  search: string;
  searchPlaceholder: string;
  city: string;
  cityPlaceholder: string;
}

/**
 * A directory page ('Cari Teman', 'Usaha Alumni'): the heading with its icon and intro, the filter row (the
 * name search, the city, and the page's own third filter) and the results under it.
 */
export function DirectoryFrame({
  icon: Icon,
  texts,
  state,
  filter,
  children,
}: {
  icon: LucideIcon;
  texts: DirectoryPageTexts;
  state: DirectorySearch;
  /** The third column of the filter row. */
  filter: ReactNode;
  /** The results (DirectoryResults). */
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="flex items-center gap-3 font-bold text-2xl text-primary-900 sm:text-3xl">
        <Icon aria-hidden="true" className="size-8 text-primary-700" />
        {texts.title}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{texts.intro}</p>

      <div className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <DirectorySearchField
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={state.search}
          onChange={state.setSearch}
        />
        <CityField
          label={texts.city}
          value={state.city}
          placeholder={texts.cityPlaceholder}
          hint={null}
          onChange={state.setCity}
        />
        {filter}
      </div>

      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The search-as-you-type box of a directory, with its magnifier. */
export function DirectorySearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative">
      <TextField
        label={label}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.currentTarget.value)}
        inputClassName="pl-11"
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute bottom-3.5 left-3.5 size-5 text-slate-500"
      />
    </div>
  );
}
