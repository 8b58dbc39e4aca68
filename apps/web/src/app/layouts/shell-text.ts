import { paths } from '#web/lib/paths.ts';
/** The shell's Indonesian words (docs/spec.md §2), shared by the layout and the tests that look for them. */
export const SHELL_TEXT = {
  skipLink: 'Langsung ke konten',
  nav: [
    { to: '/', label: 'Beranda', end: true },
    { to: paths.about, label: 'Tentang Kami', end: false },
    { to: paths.events, label: 'List Acara', end: false },
  ],
  mainNav: 'Navigasi utama',
  login: 'Masuk',
  register: 'Daftar',
  notifications: 'Notifikasi',
  openMenu: 'Buka menu',
  accountMenu: 'Menu akun',
  profile: 'Lihat Profil',
  /** Class roster and death notices (docs/decisions/024). */
  roster: 'Daftar Angkatan',
  /** Members' directory (docs/decisions/027). */
  directory: 'Cari Teman',
  businesses: 'Usaha Alumni',
  deathNotices: 'Kabar Duka',
  /** docs/decisions/028. */
  funds: 'Iuran Saya',
  cashbook: 'Buku Kas',
  logout: 'Keluar Akun',
  logoutDialog: {
    title: 'Keluar Akun',
    message: 'Apakah Anda yakin ingin keluar dari akun Anda?',
    confirm: 'Keluar',
  },
  loading: 'Memuat halaman…',
} as const;
