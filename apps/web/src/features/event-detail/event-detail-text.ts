import { REGISTRATION_TEXT, WAITLIST_TEXT } from '@alumni/contract/constants';

/**
 * Every word of the event detail page (/event/{id}). The spec's strings (sections 2, 4, 8) verbatim; the
 * registration words come from the contract so the server's refusals and this page never drift apart.
 */
export const EVENT_DETAIL_TEXT = {
  loading: 'Memuat acara…',
  loadFailedTitle: 'Acara belum bisa dimuat',
  loadFailedMessage: 'Periksa koneksi internet Anda, lalu coba lagi.',
  retry: 'Coba Lagi',

  header: {
    group: 'Grup',
    createdBy: 'Dibuat oleh',
    date: 'Tanggal & Waktu',
    until: 'sampai',
    location: 'Lokasi',
    online: 'Acara Online',
    offline: 'Acara Tatap Muka',
    category: 'Kategori',
    quota: 'Kuota',
    unlimited: 'Tidak terbatas',
    quotaOf: (quota: number) => `${quota} orang`,
    seatsLeft: (n: number) => `tersisa ${n} tempat`,
    /** Every free seat is held for the line's first party (docs/decisions/035-waitlist-parties.md, Follow-up). */
    seatsHeld: WAITLIST_TEXT.seatsHeld,
    seatsHeldShort: WAITLIST_TEXT.seatsHeldShort,
    participants: (n: number) => `${n} peserta terdaftar`,
    participantsLabel: 'Peserta terdaftar',
    moreParticipants: (n: number) => `+${n}`,
    finishedBadge: 'Selesai',
    openMap: 'Buka di Google Maps',
  },

  registration: {
    ...REGISTRATION_TEXT,
    heading: 'Pendaftaran',
    // Tickets, check-in and exports (docs/decisions/015).
    ticket: 'Tiket Saya',
    unlimitedQuota: 'kuota tidak terbatas',
    participantsWord: 'peserta',
    registeredNote: 'Anda sudah terdaftar di acara ini.',
    creatorNote: 'Anda adalah Pembuat Acara ini dan otomatis terdaftar.',
    guestNote: 'Masuk akun untuk mendaftar acara ini.',
    fullNote: 'Semua tempat sudah terisi.',
    attendedCount: (n: number) => `${n} ${REGISTRATION_TEXT.attended}`,
    confirmRegisterTitle: 'Daftar Acara',
    confirmRegisterMessage: (event: string) => `Apakah Anda yakin ingin mendaftar pada acara ${event}?`,
    confirmCancelTitle: 'Batal Mendaftar',
    confirmCancelMessage: (event: string) =>
      `Apakah Anda yakin ingin membatalkan pendaftaran pada acara ${event}?`,
    registerFailedTitle: 'Gagal Mendaftar',
    cancelFailedTitle: 'Gagal Membatalkan',
    /** The party picked is bigger than the seats left (docs/decisions/035-waitlist-parties.md). */
    partyTooBig: (seatsLeft: number, people: number) =>
      `Kursi tersisa ${seatsLeft}, rombongan Anda ${people} orang. Anda bisa masuk daftar tunggu untuk ${people} orang, atau kurangi pendamping.`,
  },

  /** The waitlist of a full event (docs/decisions/013); words shared with the server through the contract. */
  waitlist: {
    ...WAITLIST_TEXT,
    joinFailedTitle: 'Gagal Masuk Daftar Tunggu',
    leaveFailedTitle: 'Gagal Keluar dari Daftar Tunggu',
    confirmLeaveTitle: 'Keluar dari Daftar Tunggu',
    confirmLeaveMessage: (event: string) =>
      `Apakah Anda yakin ingin keluar dari daftar tunggu acara ${event}? Posisi antrean Anda akan hilang.`,
    /** Joining with a party (docs/decisions/035-waitlist-parties.md): the party waits for its seats together. */
    confirmJoinTitle: 'Masuk Daftar Tunggu',
    confirmJoinMessage: (event: string) =>
      `Kuota acara ${event} sudah penuh. Bila kursi untuk seluruh rombongan Anda tersedia, Anda otomatis terdaftar.`,
  },

  calendar: {
    button: 'Tambah ke Kalender',
    google: 'Google Calendar',
    ics: 'Unduh berkas kalender (.ics)',
    icsHint: 'Untuk Kalender iPhone, Outlook dan lainnya',
    newTab: '(membuka tab baru)',
    downloadFailed: 'Berkas kalender gagal diunduh',
  },

  description: {
    title: 'Deskripsi Acara',
    empty: 'Belum ada deskripsi untuk acara ini.',
  },

  participants: {
    title: 'Daftar Peserta',
    search: 'Cari peserta',
    searchPlaceholder: 'Ketik nama peserta…',
    empty: 'Tidak Ada Partisipan',
    emptySearch: (q: string) => `Tidak ada peserta dengan nama "${q}".`,
    emptyNone: 'Jadilah yang pertama mendaftar di acara ini.',
    order: (n: number) => `Pendaftar ke-${n}`,
    creator: 'Pembuat Acara',
    count: (n: number) => `${n} peserta`,
    loading: 'Memuat peserta…',
  },

  creator: {
    title: 'Pembuat Acara',
    viewProfile: 'Lihat Profil',
    otherEvents: (name: string) => `Acara Lain dari ${name}`,
  },

  related: {
    title: 'Acara Terkait',
    inGroup: (group: string) => `Acara lain di grup ${group}`,
    seeAll: 'Lihat Semua',
  },

  membersOnly: {
    title: 'Khusus Anggota',
    message: 'Masuk akun untuk melihat deskripsi acara, daftar peserta, komentar dan info pembuat acara.',
    login: 'Masuk Akun',
    register: 'Daftar Anggota',
  },
} as const;
