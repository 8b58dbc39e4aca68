import type { DirectoryCard } from '@alumni/contract';
import { Flower2, MapPin, Search, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useDirectory } from './directory-api.ts';

const T = {
  title: 'Cari Teman',
  intro: 'Temukan teman seangkatan menurut nama, kota atau pekerjaan.',
  search: 'Nama',
  searchPlaceholder: 'Ketik nama atau nama panggilan',
  city: 'Kota',
  cityPlaceholder: 'Mis. Kota Bandung',
  occupation: 'Pekerjaan',
  occupationPlaceholder: 'Mis. Guru',
  count: (n: number) => `${n} teman ditemukan`,
  empty: 'Belum ada teman yang cocok',
  emptyDescription: 'Coba kata lain atau kosongkan filter kota dan pekerjaan.',
  loadFailed: 'Daftar teman gagal dimuat. Periksa koneksi lalu coba lagi.',
  retry: 'Coba lagi',
  more: 'Muat lagi',
  loading: 'Memuat…',
  deceased: 'Almarhum/Almarhumah',
  viewProfile: 'Lihat profil',
} as const;

/** /cari-teman: the members' directory (docs/decisions/027), search as you type, 'Muat lagi' paging. */
export function DirectoryPage() {
  useDocumentTitle(T.title);
  const [search, setSearch] = useState('');
  const [city, setCity] = useState('');
  const [occupation, setOccupation] = useState('');
  const filter = {
    search: useDebounced(search.trim(), 300) || undefined,
    city: useDebounced(city.trim(), 300) || undefined,
    occupation: useDebounced(occupation.trim(), 300) || undefined,
  };
  const query = useDirectory(filter);
  const pages = query.data?.pages ?? [];
  const cards = pages.flatMap((p) => p.datas);
  const total = pages.at(-1)?.total ?? 0;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="flex items-center gap-3 font-bold text-2xl text-primary-900 sm:text-3xl">
        <Users aria-hidden="true" className="size-8 text-primary-700" />
        {T.title}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{T.intro}</p>

      <div className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="relative">
          <TextField
            label={T.search}
            type="search"
            value={search}
            placeholder={T.searchPlaceholder}
            onChange={(e) => setSearch(e.currentTarget.value)}
            inputClassName="pl-11"
          />
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute bottom-3.5 left-3.5 size-5 text-slate-500"
          />
        </div>
        <TextField
          label={T.city}
          value={city}
          placeholder={T.cityPlaceholder}
          onChange={(e) => setCity(e.currentTarget.value)}
        />
        <TextField
          label={T.occupation}
          value={occupation}
          placeholder={T.occupationPlaceholder}
          onChange={(e) => setOccupation(e.currentTarget.value)}
        />
      </div>

      <div className="mt-6">
        {query.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : query.isError && cards.length === 0 ? (
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
            <p>{T.loadFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : cards.length > 0 ? (
          <>
            <p className="mb-3 text-base text-slate-600" aria-live="polite">
              {T.count(total)}
            </p>
            <ul className={`grid gap-3 sm:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
              {cards.map((card) => (
                <MemberCard key={card.id} card={card} />
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="secondary"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? T.loading : T.more}
                </Button>
              </div>
            )}
          </>
        ) : (
          <EmptyState icon={Users} title={T.empty} description={T.emptyDescription} />
        )}
      </div>
    </div>
  );
}

function MemberCard({ card }: { card: DirectoryCard }) {
  return (
    <li>
      <Link
        to={paths.memberProfile(card.username)}
        className="flex min-h-20 items-center gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 hover:ring-primary-300"
      >
        {card.picture ? (
          <img src={card.picture} alt="" className="size-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <UserRound aria-hidden="true" className="size-7" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 font-bold text-lg text-slate-900">
            {card.deceased && <Flower2 aria-label={T.deceased} className="size-5 text-slate-500" />}
            <span className="break-words">{card.name}</span>
            {card.nickname && <span className="font-normal text-base text-slate-600">({card.nickname})</span>}
          </span>
          {card.city && (
            <span className="mt-0.5 flex items-center gap-1 text-base text-slate-700">
              <MapPin aria-hidden="true" className="size-4" />
              {card.city}
            </span>
          )}
          {(card.occupation || card.highSchool) && (
            <span className="mt-0.5 block text-base text-slate-600">
              {[card.occupation, card.highSchool].filter(Boolean).join(' · ')}
            </span>
          )}
          {card.deceased && <span className="mt-0.5 block text-base text-slate-600">{T.deceased}</span>}
        </span>
      </Link>
    </li>
  );
}
