import type { ReactNode } from 'react';
import type { ListParams } from './list-params.ts';
import { SearchBox } from './search-box.tsx';
import { SortSelect } from './sort-select.tsx';

/**
 * The card above an admin table: the search (on Enter) and the sort/filter select, side by side from
 * 640 px. Both write the list's URL state through `go`; ids are `<id>-search` and `<id>-sort`.
 */
export function ListFilters<S extends string>({
  id,
  params,
  go,
  searchLabel,
  searchPlaceholder,
  sorts,
  sortLabel,
  extra,
}: {
  id: string;
  params: ListParams<S>;
  go: (change: Partial<ListParams<S>>) => void;
  searchLabel: string;
  searchPlaceholder?: string;
  sorts: readonly { value: S; label: string }[];
  /** Defaults to 'Urutkan'. */
  sortLabel?: string;
  /** More filters after the sort (they write their own URL state). */
  extra?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-card bg-white p-3 shadow-card sm:flex-row sm:items-end sm:p-4">
      <SearchBox
        id={`${id}-search`}
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={params.q}
        onSearch={(q) => go({ q })}
      />
      <SortSelect
        id={`${id}-sort`}
        label={sortLabel}
        value={params.sort}
        options={sorts}
        onChange={(sort) => go({ sort })}
      />
      {extra}
    </div>
  );
}
