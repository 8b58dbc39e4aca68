import type { DirectoryCard } from '@alumni/contract';
import { Flower2, MapPin, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DirectoryFrame,
  DirectoryResults,
  useDirectorySearch,
} from '#web/components/directory/directory-results.tsx';
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
  deceased: 'Almarhum/Almarhumah',
  viewProfile: 'Lihat profil',
} as const;

/** /cari-teman: the members' directory (docs/decisions/027), search as you type, 'Muat lagi' paging. */
export function DirectoryPage() {
  useDocumentTitle(T.title);
  const state = useDirectorySearch();
  const [occupation, setOccupation] = useState('');
  const query = useDirectory({
    ...state.filter,
    occupation: useDebounced(occupation.trim(), 300) || undefined,
  });

  return (
    <DirectoryFrame
      icon={Users}
      texts={T}
      state={state}
      filter={
        <TextField
          label={T.occupation}
          value={occupation}
          placeholder={T.occupationPlaceholder}
          onChange={(e) => setOccupation(e.currentTarget.value)}
        />
      }
    >
      <DirectoryResults
        query={query}
        texts={T}
        emptyIcon={Users}
        renderItem={(card) => <MemberCard card={card} />}
      />
    </DirectoryFrame>
  );
}

function MemberCard({ card }: { card: DirectoryCard }) {
  return (
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
  );
}
