import { BUSINESS_LINES, type BusinessCard, type BusinessLine } from '@alumni/contract';
import { Mail, MapPin, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DirectoryFrame,
  DirectoryResults,
  useDirectorySearch,
} from '#web/components/directory/directory-results.tsx';
import { BusinessLineSelect } from '#web/components/profile/business-line-select.tsx';
import { ContactButtons } from '#web/components/profile/contact-buttons.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useBusinessDirectory } from './business-directory-api.ts';

export const BUSINESS_DIRECTORY_TEXT = {
  title: 'Usaha Alumni',
  intro: 'Usaha milik teman seangkatan: cari menurut nama, kota atau bidang usaha.',
  search: 'Nama usaha',
  searchPlaceholder: 'Ketik nama usaha atau pemiliknya',
  city: 'Kota',
  cityPlaceholder: 'Mis. Kota Surabaya',
  line: 'Bidang usaha',
  allLines: 'Semua bidang',
  count: (n: number) => `${n} usaha ditemukan`,
  empty: 'Belum ada usaha yang cocok',
  emptyDescription: 'Coba kata lain atau kosongkan filter kota dan bidang usaha.',
  loadFailed: 'Daftar usaha gagal dimuat. Periksa koneksi lalu coba lagi.',
  owner: 'Pemilik',
  ownerProfile: (name: string) => `Lihat profil ${name}`,
  unnamed: 'Usaha tanpa nama',
} as const;
const T = BUSINESS_DIRECTORY_TEXT;

const lineOf = (v: string): BusinessLine | undefined => BUSINESS_LINES.find((l) => l === v);

/**
 * /usaha-alumni: the businesses members list on their profiles (docs/decisions/027), members only. Search as
 * you type, city and 'Bidang usaha' filters, 'Muat lagi'; the owner's phone and e-mail only as the owner allows
 * (the server decides), with 'Chat WhatsApp' for a shared number.
 */
export function BusinessDirectoryPage() {
  useDocumentTitle(T.title);
  const state = useDirectorySearch();
  const [line, setLine] = useState('');
  const query = useBusinessDirectory({ ...state.filter, line: lineOf(line) });

  return (
    <DirectoryFrame
      icon={Store}
      texts={T}
      state={state}
      filter={<BusinessLineSelect label={T.line} emptyLabel={T.allLines} value={line} onChange={setLine} />}
    >
      <DirectoryResults
        query={query}
        texts={T}
        emptyIcon={Store}
        listClassName="grid gap-4 sm:grid-cols-2"
        renderItem={(card) => <BusinessItem card={card} />}
      />
    </DirectoryFrame>
  );
}

function BusinessItem({ card }: { card: BusinessCard }) {
  const name = card.name ?? T.unnamed;
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words font-bold text-lg text-slate-900">{name}</h2>
        {card.line && (
          <span className="rounded-full bg-accent-100 px-3 py-0.5 font-medium text-primary-900 text-sm">
            {card.line}
          </span>
        )}
      </div>
      {card.owner.city && (
        <p className="mt-1 flex items-center gap-1 text-base text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {card.owner.city}
        </p>
      )}
      {card.description && (
        <p className="mt-2 line-clamp-4 whitespace-pre-line break-words text-base text-slate-800">
          {card.description}
        </p>
      )}
      <Link
        to={paths.memberProfile(card.owner.username)}
        aria-label={T.ownerProfile(card.owner.name)}
        className="mt-3 flex min-h-11 items-center gap-2 rounded-lg text-primary-800 hover:underline"
      >
        <Avatar name={card.owner.name} picture={card.owner.picture} size="sm" />
        <span className="min-w-0">
          <span className="block text-slate-600 text-sm">{T.owner}</span>
          <span className="block break-words font-semibold">{card.owner.name}</span>
        </span>
      </Link>
      {(card.phoneNumber || card.email) && (
        <div className="mt-auto pt-3">
          {card.email && (
            <a
              href={`mailto:${card.email}`}
              className="mb-2 flex min-h-11 items-center gap-2 break-all text-base text-primary-800 hover:underline"
            >
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              {card.email}
            </a>
          )}
          <ContactButtons phone={card.phoneNumber} name={card.owner.name} />
        </div>
      )}
    </article>
  );
}
