import { ACTIVITY_LOG_EMPTY } from '@alumni/contract/constants';
import { paths } from '#web/lib/paths.ts';
/** The admin shell's Indonesian words (docs/spec.md §2 'Admin shell'); tests import what they assert. */
export const ADMIN_SHELL_TEXT = {
  brandSub: 'Panel Admin',
  skipLink: 'Langsung ke konten',
  sidebarLabel: 'Menu admin',
  nav: [
    { to: paths.admin.home, label: 'Dashboard', title: 'Beranda', end: true },
    { to: paths.admin.users, label: 'Pengguna', title: 'Pengguna', end: false },
    { to: paths.admin.events, label: 'Acara', title: 'Acara', end: false },
    { to: paths.admin.content, label: 'Konten', title: 'Konten', end: false },
    { to: paths.admin.community, label: 'Komunitas', title: 'Komunitas', end: false },
    { to: paths.admin.roster, label: 'Daftar Angkatan', title: 'Daftar Angkatan', end: false },
    { to: paths.admin.deathNotices, label: 'Kabar Duka', title: 'Kabar Duka', end: false },
    // The money desk lives outside the back office so a 'Bendahara' who is not an admin can use it (docs/decisions/028).
    { to: paths.financeDesk, label: 'Keuangan', title: 'Keuangan', end: false },
    { to: paths.admin.log, label: 'Aktivitas Log', title: 'Aktivitas Log', end: false },
  ],
  settings: 'Pengaturan',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  notifications: 'Notifikasi',
  notificationsLabel: (n: number) => (n > 0 ? `Notifikasi, ${n} aktivitas baru` : 'Notifikasi'),
  newCount: (n: number) => `${n} baru`,
  newBadge: 'Baru',
  actionBy: 'Aksi oleh',
  seeAll: 'Lihat Semua Aktivitas',
  noActivity: ACTIVITY_LOG_EMPTY,
  loadFailed: 'Aktivitas gagal dimuat.',
  retry: 'Coba lagi',
  closePanel: 'Tutup panel notifikasi',
  logout: 'Keluar',
  logoutDialog: {
    title: 'Keluar dari dashboard',
    // docs/spec.md §2, typo included.
    message: 'Apakah Anda yakin ingin keluar dari dasboard?',
  },
  loading: 'Memuat halaman…',
  viewSite: 'Lihat situs',
} as const;

/** The topbar title of the current admin path. */
export function adminPageTitle(pathname: string): string {
  if (pathname.startsWith(paths.admin.setting)) return ADMIN_SHELL_TEXT.settings;
  const item = [...ADMIN_SHELL_TEXT.nav]
    .reverse()
    .find((n) => pathname === n.to || pathname.startsWith(`${n.to}/`));
  return item?.title ?? ADMIN_SHELL_TEXT.nav[0].title;
}
