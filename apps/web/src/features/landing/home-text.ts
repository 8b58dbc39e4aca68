import { formatCount } from '#web/lib/numbers.ts';

/** Every Indonesian text of the landing page (docs/spec.md §2, '/'), shared by the page and its e2e tests. */
export const HOME_TEXT = {
  pageTitle: 'Beranda',
  /** The page's one h1, for screen readers: the hero carousel carries the visible titles. */
  heading: (shortName: string, name: string) => `Beranda ${shortName}, ${name}`,

  greeting: (name: string) => `Halo, ${name}`,
  lastLogin: (when: string) => `Terakhir masuk: ${when}`,
  firstVisit: (shortName: string) => `Selamat datang di ${shortName}! Senang Anda bergabung bersama kami.`,

  profileCard: {
    title: 'Lengkapi Profil Anda',
    body: 'Tambahkan foto, pekerjaan dan kontak Anda agar teman seangkatan mudah mengenali dan menyapa Anda.',
    action: 'Lengkapi Sekarang',
  },

  carousel: {
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    /** Each slide's accessible name: '2 dari 5'. */
    slideLabel: (n: number, total: number) => `${n} dari ${total}`,
    goTo: (n: number) => `Tampilkan slide ${n}`,
    dots: 'Pilih slide',
    pause: 'Jeda putar otomatis',
    play: 'Putar otomatis',
  },

  hero: {
    label: (shortName: string) => `Sorotan ${shortName}`,
    loading: 'Memuat sorotan…',
    logoAlt: (shortName: string) => `Logo ${shortName}`,
    vision: 'Visi',
    mission: 'Misi',
    seeEvent: 'Lihat Acara',
    online: 'Acara online',
    location: 'Lokasi',
    date: 'Tanggal',
  },

  latest: {
    title: 'Acara Terbaru',
    lead: 'Reuni, olahraga dan kegiatan sosial terbaru dari teman seangkatan.',
    listLabel: 'Acara terbaru',
    seeAll: 'Lihat Semua',
    seeAllLabel: 'Lihat semua acara',
    empty: 'Acara Tidak Ada',
    emptyBody: 'Belum ada acara yang diumumkan. Nantikan kabar berikutnya!',
    failed: 'Acara terbaru belum dapat dimuat. Silakan muat ulang halaman beberapa saat lagi.',
    retry: 'Coba Lagi',
  },

  categories: {
    title: 'Kategori Acara',
    lead: 'Pilih minat Anda dan temukan acara yang cocok.',
    loading: 'Memuat kategori…',
    seeAll: 'Lihat Semua',
    seeAllLabel: 'Lihat semua kategori acara',
    eventCount: (n: number) => `${formatCount(n)} acara`,
  },

  gallery: {
    title: 'Galeri Acara',
    lead: 'Kenangan dari acara-acara yang telah kita jalani bersama.',
    label: 'Foto kenangan acara',
    loading: 'Memuat galeri…',
    /** The album photos the committee picked (docs/decisions/032-event-album.md). */
    photosTitle: 'Dari Album Foto',
    photosLabel: 'Foto pilihan dari album acara',
    photoAlt: (event: string) => `Foto dari album ${event}`,
  },

  join: {
    title: 'Bergabunglah dengan teman seangkatan',
    body: 'Daftar sebagai anggota untuk ikut acara, melihat siapa saja yang hadir dan saling bertukar kabar.',
  },
} as const;
